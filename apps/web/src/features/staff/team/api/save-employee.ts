import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeBody, EmployeeResponse } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { calendarReads, teamKeys } from './team-keys';

/** POST employees/store (new, with an Idempotency-Key) or POST employees/update/{id} (the whole employee). */
export const postEmployee = ({ id, body }: { id: number | null; body: EmployeeBody }) =>
  api.post<EmployeeResponse>(id === null ? 'employees/store' : `employees/update/${id}`, body, { silent: true });

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postEmployee, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]) });
}
