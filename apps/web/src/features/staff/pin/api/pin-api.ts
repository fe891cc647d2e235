import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PinCheckResponse, PinStatus, PinUpdate, PinUpdateResponse, VenuePin, VenuePinResponse } from '@chairside/shared/staff-pin';
import { api } from '@/lib/api-client';
import { SETTINGS_KEY } from '@/lib/auth';

/** The staff PIN calls (spec §7 "Permissions and staff PIN"). */
export const pinStatusKey = ['staff', 'pin'] as const;

/** GET employees/pin: the venue's switch, my PIN state and (with the staff flag) who has one. */
export const fetchPinStatus = (signal?: AbortSignal) => api.get<PinStatus>('employees/pin', undefined, { signal });
export const usePinStatus = () => useQuery({ queryKey: pinStatusKey, queryFn: ({ signal }) => fetchPinStatus(signal) });

/** POST settings/venue/pin. */
export function useVenuePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenuePin) => api.post<VenuePinResponse>('settings/venue/pin', body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: pinStatusKey }), queryClient.invalidateQueries({ queryKey: SETTINGS_KEY })]),
  });
}

/** PATCH employees/pin: my PIN, or (staff) someone else's; null removes it. Errors are shown on the form. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PinUpdate) => api.patch<PinUpdateResponse>('employees/pin', body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinStatusKey }),
  });
}

/** POST employees/pin/check: whose PIN is it. Errors (wrong PIN, locked) are shown beside the box. */
export const useCheckPin = () =>
  useMutation({ mutationFn: (pin: string) => api.post<PinCheckResponse>('employees/pin/check', { pin }, { silent: true }) });
