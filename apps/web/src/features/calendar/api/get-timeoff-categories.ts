import { useQuery } from '@tanstack/react-query';
import type { TimeoffCategoriesResponse } from '@chairside/shared/calendar-data';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET employees/timeoff/categories → data.data (spec §7). */
export const fetchTimeoffCategories = () =>
  api.get<TimeoffCategoriesResponse>('employees/timeoff/categories').then((body) => body.data?.data ?? []);

export function useTimeoffCategories(enabled = true) {
  return useQuery({ queryKey: calendarKeys.timeoffCategories, queryFn: fetchTimeoffCategories, enabled, staleTime: 10 * 60_000 });
}
