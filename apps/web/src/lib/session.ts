import { resetAccess } from './can';
import { navigateTo } from './navigation';
import { observable, useObservable } from './observable';
import { registerForPush } from './push';
import { queryClient } from './query-client';
import { STORAGE_KEYS, readJson, readString, remove, resetStoredState, writeJson, writeString } from './storage';
import type { VenueChoice } from '@chairside/shared/auth';
import type { RedirectBody } from './api-failures';

/** A venue offered after sign-in when the user works at several (302 select_venue). */
export type { VenueChoice };

/** isAuth of spec §4: true while a token is stored. */
export const tokenStore = observable<string | null>(readString(STORAGE_KEYS.authToken));
export const venuesStore = observable<VenueChoice[]>(readJson<VenueChoice[]>(STORAGE_KEYS.venues) ?? []);

export const getToken = () => tokenStore.get();
export const useToken = () => useObservable(tokenStore);
export const useIsSignedIn = () => useToken() !== null;
export const useStoredVenues = () => useObservable(venuesStore);

/** Authorises: stores the token under auth_token; it is then sent as Bearer on every call. */
export function setToken(token: string): void {
  writeString(STORAGE_KEYS.authToken, token);
  tokenStore.set(token);
}

export function storeVenues(venues: VenueChoice[]): void {
  writeJson(STORAGE_KEYS.venues, venues);
  venuesStore.set(venues);
}

/** Clearing venue data resets the offered venues. */
export function clearVenues(): void {
  remove(STORAGE_KEYS.venues);
  venuesStore.set([]);
}

declare global {
  interface Window {
    google?: { accounts?: { id?: { disableAutoSelect?: () => void } } };
  }
}

/**
 * Sign-out (spec §4): clear the user, sign out of social sign-in, reset all stored state except
 * device info and languages, and go to Login.
 */
export function signOut(): void {
  tokenStore.set(null);
  venuesStore.set([]);
  resetStoredState();
  resetAccess();
  queryClient.clear();
  try {
    window.google?.accounts?.id?.disableAutoSelect?.();
  } catch {
    // the social sign-in script is optional
  }
  navigateTo('/login', { replace: true });
}

/** Server-driven navigation of a 302 body (spec §4). The request that carried it still fails. */
export function applyRedirect(body: RedirectBody): void {
  if (typeof body.token === 'string' && body.token) setToken(body.token);
  switch (body.action) {
    case 'select_venue':
      storeVenues(Array.isArray(body.venues) ? (body.venues as VenueChoice[]) : []);
      navigateTo('/venues');
      break;
    case 'go_to_onboarding':
      navigateTo('/onboarding');
      break;
    case 'go_calendar':
      void queryClient.invalidateQueries();
      navigateTo('/calendar');
      registerForPush();
      break;
    case 'go_to_profile':
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigateTo('/profile/settings');
      break;
    default:
      console.warn('unknown server navigation', body.action);
  }
}
