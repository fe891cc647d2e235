import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET resources (spec §3 "Calendar employee", "Calendar resource"): the calendar's columns. */
export const fetchResources = (date: string, signal?: AbortSignal) => api.get<ResourcesResponse>('resources', { date }, { signal });

export function useCalendarResources(date: string) {
  return useQuery({
    queryKey: calendarKeys.resources(date),
    queryFn: ({ signal }) => fetchResources(date, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
