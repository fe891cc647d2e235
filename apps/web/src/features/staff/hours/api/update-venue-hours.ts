import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueHoursResponse, VenueHoursUpdateBody } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** POST settings/venue/working-hours/update: the whole week of opening hours. */
export const postVenueHours = (body: VenueHoursUpdateBody) =>
  api.post<VenueHoursResponse & { message: string }>('settings/venue/working-hours/update', body, { silent: true });

export function useUpdateVenueHours() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postVenueHours, onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKeys.all }) });
}
