import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleUpdateBody, ScheduleWire } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST employees/working-hours/update/{id}: a repeating schedule (weekly or an N-week rota) from a date. */
export const postSchedule = (id: number, body: ScheduleUpdateBody) =>
  api.post<{ schedules: ScheduleWire[]; message: string }>(`employees/working-hours/update/${id}`, body, { silent: true });

export function useUpdateSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleUpdateBody) => postSchedule(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
  });
}
