import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineBookingSettings, OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { api } from '@/lib/api-client';
import { onlineSettingsKey } from './get-online-settings';

/** POST online-booking/settings. */
export function useSaveOnlineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineBookingSettings) => api.post<OnlineBookingSettingsResponse>('online-booking/settings', body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(onlineSettingsKey, answer),
  });
}
