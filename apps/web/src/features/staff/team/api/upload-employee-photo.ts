import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarReads, teamKeys } from './team-keys';

/** POST employees/photo/{id}: the picture file itself as the body (JPEG, PNG or WebP). */
export const postEmployeePhoto = ({ id, file }: { id: number; file: Blob }) =>
  api.post<{ id: number; photo: string; message: string }>(`employees/photo/${id}`, file);

export function useUploadEmployeePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postEmployeePhoto, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]) });
}
