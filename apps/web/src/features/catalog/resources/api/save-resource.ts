import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceBody, ResourceResponse } from '@chairside/shared/catalog-resources';
import { api } from '@/lib/api-client';
import { calendarReads, resourceKeys } from './resource-keys';

/** POST resources/store (new, with an Idempotency-Key) or POST resources/update/{id}. */
export const postResource = ({ id, body }: { id: number | null; body: ResourceBody }) =>
  api.post<ResourceResponse>(id === null ? 'resources/store' : `resources/update/${id}`, body, { silent: true });

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResource,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]),
  });
}
