import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosedDay, ClosedDayBody } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST settings/venue/closed-days/store (with an Idempotency-Key: api-client adds it to creating calls). */
export const postClosedDay = (body: ClosedDayBody) =>
  api.post<{ closed_day: ClosedDay; message: string }>('settings/venue/closed-days/store', body, { silent: true });

export function useStoreClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postClosedDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }) });
}
