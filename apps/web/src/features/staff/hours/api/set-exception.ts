import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExceptionBody, GridCell } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST employees/working-hours/exception/{id}: one date's shifts ([] = day off, null = back to the pattern). */
export const postException = (id: number, body: ExceptionBody) =>
  api.post<{ cell: GridCell; message: string }>(`employees/working-hours/exception/${id}`, body, { silent: true });

export function useSetException(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExceptionBody) => postException(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
  });
}
