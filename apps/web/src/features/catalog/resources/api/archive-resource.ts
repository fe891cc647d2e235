import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceResponse } from '@chairside/shared/catalog-resources';
import { api } from '@/lib/api-client';
import { calendarReads, resourceKeys } from './resource-keys';

/** POST resources/archive/{id} or resources/restore/{id}. */
export const postResourceArchive = ({ id, restore }: { id: number; restore: boolean }) =>
  api.post<ResourceResponse>(`resources/${restore ? 'restore' : 'archive'}/${id}`);

export function useArchiveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResourceArchive,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]),
  });
}
