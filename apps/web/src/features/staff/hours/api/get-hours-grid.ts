import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkingHoursGridResponse } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** Marked when the grid's data has arrived; the grid marks its paint after it (use-grid-paint-measure.ts). */
export const GRID_DATA_MARK = 'staff-hours:data';

/** GET employees/working-hours?from&to: every employee's shifts per date, opening hours, closed days and time-off. */
export async function fetchHoursGrid(from: string, to: string, signal?: AbortSignal) {
  const data = await api.get<WorkingHoursGridResponse>('employees/working-hours', { from, to }, { signal });
  performance.mark(GRID_DATA_MARK);
  return data;
}

export function useHoursGrid(from: string, to: string) {
  return useQuery({
    queryKey: hoursKeys.grid(from, to),
    queryFn: ({ signal }) => fetchHoursGrid(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
