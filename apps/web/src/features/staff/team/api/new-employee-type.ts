import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeType } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** POST employees/type/new {name}: a job title (the same name answers the existing one). */
export const postEmployeeType = (name: string) => api.post<{ type: EmployeeType }>('employees/type/new', { name });

export function useNewEmployeeType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postEmployeeType, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.types }) });
}
