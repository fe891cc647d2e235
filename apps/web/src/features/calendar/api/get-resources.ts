import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET resources (spec §3 "Calendar employee", "Calendar resource"): the calendar's columns. */
export interface ClockSpan {
  start_time: string;
  end_time: string;
}

export interface CalendarEmployee {
  id: number;
  avatar: string | null;
  displayLabel: string;
  first_name?: string;
  last_name?: string;
  color?: string;
  bookable?: boolean;
  hasShifts: boolean;
  /** shifts on the requested date */
  shifts: ClockSpan[];
}

export interface CalendarResource {
  id: number;
  displayLabel: string;
}

export interface ResourcesResponse {
  date?: string;
  employees: CalendarEmployee[];
  resources: CalendarResource[];
}

export const fetchResources = (date: string, signal?: AbortSignal) => api.get<ResourcesResponse>('resources', { date }, { signal });

export function useCalendarResources(date: string) {
  return useQuery({
    queryKey: calendarKeys.resources(date),
    queryFn: ({ signal }) => fetchResources(date, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
