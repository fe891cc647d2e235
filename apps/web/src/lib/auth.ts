import { useQuery } from '@tanstack/react-query';
import type { InitialSettings } from '@chairside/shared/settings';
import type { Profile } from '@chairside/shared/profile';
import type { RedirectResponse } from '@chairside/shared/auth';
import { api, isApiError } from './api-client';
import { queryClient } from './query-client';
import { applyRedirect, clearVenues, setToken, signOut, useIsSignedIn } from './session';

export {
  applyRedirect,
  clearVenues,
  getToken,
  setToken,
  signOut,
  storeVenues,
  useIsSignedIn,
  useStoredVenues,
  useToken,
  type VenueChoice,
} from './session';
export type { InitialSettings, Profile };

export const SETTINGS_KEY = ['settings', 'initial'] as const;
export const PROFILE_KEY = ['profile'] as const;

export const fetchInitialSettings = () => api.get<InitialSettings>('settings/initial');
/** Profile failures are ignored silently (spec §8); the caller just gets no profile. */
export const fetchProfile = () => api.get<Profile>('employees/profile', undefined, { silent: true });

/** GET settings/initial: the venue's settings with plan, trial and role. Only when signed in. */
export function useInitialSettings() {
  const signedIn = useIsSignedIn();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchInitialSettings, enabled: signedIn, staleTime: 5 * 60_000 });
}

/** GET employees/profile: the signed-in person. */
export function useProfile() {
  const signedIn = useIsSignedIn();
  return useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, enabled: signedIn, staleTime: 5 * 60_000 });
}

/** Everything a screen usually wants about who is signed in and where. */
export function useSession() {
  const signedIn = useIsSignedIn();
  const settings = useInitialSettings();
  const profile = useProfile();
  return {
    signedIn,
    settings: settings.data,
    profile: profile.data,
    isOwner: (profile.data?.is_owner ?? settings.data?.is_owner ?? 0) > 0,
    isLoading: signedIn && (settings.isPending || profile.isPending),
  };
}

/**
 * App start (spec §4): with a stored token, fetch initial settings and profile before the first
 * screen, once each, and resolve with the settings. A failed settings call is a start-up failure; a
 * failed profile is ignored.
 */
export async function prefetchSession(): Promise<InitialSettings> {
  const [settings] = await Promise.all([
    queryClient.fetchQuery({ queryKey: SETTINGS_KEY, queryFn: fetchInitialSettings, retry: false }),
    queryClient.prefetchQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, retry: false }),
  ]);
  return settings;
}

/** Logout: POST auth/logout, then sign out locally whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await api.post('auth/logout', undefined, { silent: true });
  } finally {
    signOut();
  }
}

/**
 * Chooses or switches the venue: POST auth/select-venue. The server answers with a 302 action
 * (go_calendar or go_to_onboarding), which the API client follows; every cached query belongs to
 * the previous venue, so all of them are reset and refetched.
 */
export async function selectVenue(venueId: number): Promise<void> {
  try {
    const body = await api.post<RedirectResponse>('auth/select-venue', { venue_id: venueId });
    if (body.token) setToken(body.token);
    if (body.action) applyRedirect(body as { action: string });
  } catch (error) {
    if (!(isApiError(error) && error.status === 302)) throw error;
  }
  clearVenues();
  await queryClient.resetQueries();
}
