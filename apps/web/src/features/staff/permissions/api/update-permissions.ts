import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionsList, PermissionsUpdate, PermissionsUpdateResponse } from '@chairside/shared/permissions-api';
import { api } from '@/lib/api-client';
import { applyUpdateLocally } from '../utils/apply-update';
import { permissionsKey } from './permissions-keys';

/** POST permissions/update: one employee (employee_id) or a role's defaults for the venue (role alone). */
export const postPermissionsUpdate = (body: PermissionsUpdate) => api.post<PermissionsUpdateResponse>('permissions/update', body, { silent: true });

/** Shows the change at once; a failure puts the list back; the answer (who followed the role) is refetched. */
export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPermissionsUpdate,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: permissionsKey });
      const previous = queryClient.getQueryData<PermissionsList>(permissionsKey);
      if (previous) queryClient.setQueryData(permissionsKey, applyUpdateLocally(previous, body));
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(permissionsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionsKey }),
  });
}
