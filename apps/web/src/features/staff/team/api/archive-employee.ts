import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarReads, teamKeys } from './team-keys';

/** POST employees/archive/{id} (off the calendar, signed out of the venue) or employees/restore/{id}. */
export const postArchive = ({ id, restore }: { id: number; restore: boolean }) =>
  api.post<{ id: number; message: string }>(`employees/${restore ? 'restore' : 'archive'}/${id}`);

export function useArchiveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postArchive, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]) });
}
