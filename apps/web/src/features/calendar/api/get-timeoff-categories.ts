import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET employees/timeoff/categories → data.data (spec §7). */
export interface TimeoffCategory {
  id: string;
  name: string;
  color?: string;
}

export const fetchTimeoffCategories = () =>
  api.get<{ data: { data: TimeoffCategory[] } }>('employees/timeoff/categories').then((body) => body.data?.data ?? []);

export function useTimeoffCategories(enabled = true) {
  return useQuery({ queryKey: calendarKeys.timeoffCategories, queryFn: fetchTimeoffCategories, enabled, staleTime: 10 * 60_000 });
}
