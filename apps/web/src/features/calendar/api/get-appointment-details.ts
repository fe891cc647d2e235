import { useQuery } from '@tanstack/react-query';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET appointments/details/{id}: the item, its booking's lines, its series and its activity history. */
export interface ActivityEntry {
  id: number;
  appointment_id: number;
  action: string;
  changes: Record<string, unknown>;
  source: string | null;
  created_at: string;
  by: { employee_id: number; name: string } | null;
}

export interface AppointmentDetails {
  appointment: CalendarItem;
  lines: CalendarItem[];
  series: { id: number; rule: Record<string, unknown> } | null;
  activity: ActivityEntry[];
}

export const fetchAppointmentDetails = (id: number, signal?: AbortSignal) =>
  api.get<AppointmentDetails>(`appointments/details/${id}`, undefined, { signal });

export function useAppointmentDetails(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.details(id ?? 0),
    queryFn: ({ signal }) => fetchAppointmentDetails(id ?? 0, signal),
    enabled: id !== null,
  });
}
