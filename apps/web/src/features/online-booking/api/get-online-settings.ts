import { useQuery } from '@tanstack/react-query';
import type { OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { api } from '@/lib/api-client';

/** GET online-booking/settings: what can be booked online, the rules and the booking link. */
export const onlineSettingsKey = ['online-booking', 'settings'] as const;

export function useOnlineSettings() {
  return useQuery({ queryKey: onlineSettingsKey, queryFn: ({ signal }) => api.get<OnlineBookingSettingsResponse>('online-booking/settings', undefined, { signal }) });
}
