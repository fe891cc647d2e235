import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyWeekBody } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST employees/working-hours/copy-week: a week's shifts onto the following weeks, as one-day exceptions. */
export const postCopyWeek = (body: CopyWeekBody) => api.post<{ copied: number; message: string }>('employees/working-hours/copy-week', body, { silent: true });

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCopyWeek, onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }) });
}
