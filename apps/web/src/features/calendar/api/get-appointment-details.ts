import { useQuery } from '@tanstack/react-query';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET appointments/details/{id}: the item, its booking's lines, its series and its activity history. */
export const fetchAppointmentDetails = (id: number, signal?: AbortSignal) =>
  api.get<AppointmentDetails>(`appointments/details/${id}`, undefined, { signal });

export function useAppointmentDetails(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.details(id ?? 0),
    queryFn: ({ signal }) => fetchAppointmentDetails(id ?? 0, signal),
    enabled: id !== null,
  });
}
