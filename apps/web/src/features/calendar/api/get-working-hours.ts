import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkingHoursResponse } from '@chairside/shared/calendar-data';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET whours (spec §3 "Response shapes"): employee hours, time-offs and opening hours per date. */
export const fetchWorkingHours = (from: string, to: string, signal?: AbortSignal) =>
  api.get<WorkingHoursResponse>('whours', { date_from: from, date_to: to }, { signal });

export function useWorkingHours(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.hours(from, to),
    queryFn: ({ signal }) => fetchWorkingHours(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
