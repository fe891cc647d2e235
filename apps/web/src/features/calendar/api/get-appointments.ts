import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET appointments?date_from=&date_to= → appointments and basket (items of open checkouts). */

/** Performance mark set when a calendar's data has arrived (see use-paint-measure). */
export const DATA_MARK = 'calendar:data';

export const fetchAppointments = (from: string, to: string, signal?: AbortSignal) =>
  api.get<AppointmentsResponse>('appointments', { date_from: from, date_to: to }, { signal }).then((body) => {
    performance.mark(DATA_MARK);
    return body;
  });

export function useAppointments(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.appointments(from, to),
    queryFn: ({ signal }) => fetchAppointments(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
