import { useMutation } from '@tanstack/react-query';
import { selectVenue } from '@/lib/auth';

export const selectVenueKey = ['auth', 'select-venue'] as const;

/**
 * POST auth/select-venue: binds the session to a venue. The 302 answer (go_calendar or
 * go_to_onboarding) is followed by the API client, and every cached query is reset.
 */
export const postSelectVenue = (venueId: number) => selectVenue(venueId);

export const useSelectVenue = () => useMutation({ mutationKey: selectVenueKey, mutationFn: postSelectVenue });
