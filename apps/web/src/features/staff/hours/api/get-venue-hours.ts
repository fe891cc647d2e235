import { useQuery } from '@tanstack/react-query';
import type { VenueHoursResponse } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** GET settings/venue/working-hours: opening hours per weekday and the closed days ahead. */
export const fetchVenueHours = (signal?: AbortSignal) => api.get<VenueHoursResponse>('settings/venue/working-hours', undefined, { signal });

export function useVenueHours() {
  return useQuery({ queryKey: hoursKeys.venue, queryFn: ({ signal }) => fetchVenueHours(signal) });
}
