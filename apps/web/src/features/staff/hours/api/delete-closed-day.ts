import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST settings/venue/closed-days/delete/{id}. */
export const postDeleteClosedDay = (id: number) => api.post<{ id: number; message: string }>(`settings/venue/closed-days/delete/${id}`);

export function useDeleteClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postDeleteClosedDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }) });
}
