import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET whours (spec §3 "Response shapes"): employee hours, time-offs and opening hours per date. */
export interface EmployeeHours {
  employee_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

export interface VenueHours {
  date: string;
  start_time: string;
  end_time: string;
}

/** An employee time-off or event (spec §3 "Employee time-off / calendar event"). */
export interface EmployeeEvent {
  id: number;
  group_hash: string | null;
  employee_id: number;
  type: 'timeoff' | 'event';
  category: string | null;
  title: string;
  start: string;
  end: string;
  start_time: string;
  end_time: string;
  all_day: boolean;
  color: string;
  note: string;
}

export interface WorkingHoursResponse {
  employee_hours: EmployeeHours[];
  employee_timeoffs: EmployeeEvent[];
  venue_hours: VenueHours[];
}

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
