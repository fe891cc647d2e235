import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WEB_PUSH_PUBLIC_KEY_PATH, WEB_PUSH_SET_TOKEN_PATH, type PushPublicKeyResponse, type SetPushTokenResponse } from '@chairside/shared/push';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS, writeString } from '@/lib/storage';
import { notificationKeys } from './notifications-api';

/**
 * Web Push registration (spec §4 "Push registration", §8 push messages): the service worker
 * (public/sw.js) is registered and, once notifications are allowed, the browser's subscription
 * (the push token) is sent to the set-token call. Permission is asked only from the bell's
 * "Turn on alerts" action, never on load; a desk that allowed it before re-sends its token on each
 * start, so the server always has the current one.
 */

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

/** The spec's log-only messages (§8). */
export const NO_TOKEN_MESSAGE = 'No registration token available. Request permission to generate one.';
export const PERMISSION_DECLINED_MESSAGE = 'Permission not granted for Notification';

const SW_URL = '/sw.js';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** Registers the worker, subscribes with the server's key and sends the token; false (logged) when there is none. */
export async function registerPush(): Promise<boolean> {
  if (pushState() !== 'granted') {
    console.info(PERMISSION_DECLINED_MESSAGE);
    return false;
  }
  const registration = await navigator.serviceWorker.register(SW_URL);
  await navigator.serviceWorker.ready;
  const { public_key: publicKey } = await api.get<PushPublicKeyResponse>(WEB_PUSH_PUBLIC_KEY_PATH);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys were replaced): subscribe again.
  if (subscription && !sameKey(subscription.options.applicationServerKey, keyBytes(publicKey))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }).catch(() => null);
  if (!subscription) {
    console.info(NO_TOKEN_MESSAGE);
    return false;
  }
  const token = JSON.stringify(subscription.toJSON());
  await api.post<SetPushTokenResponse>(WEB_PUSH_SET_TOKEN_PATH, { web_push_token: token });
  writeString(STORAGE_KEYS.pushToken, token);
  return true;
}

/** The bell's "Turn on alerts": asks for permission (from the click), then registers; throws when the browser gave no token. */
export async function enablePush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') {
    console.info(PERMISSION_DECLINED_MESSAGE);
    return answer;
  }
  if (!(await registerPush())) throw new Error(NO_TOKEN_MESSAGE);
  return 'granted';
}

/**
 * The bell's side of push: re-sends the token at start when alerts were allowed before, and answers
 * `ring` whenever the service worker says a push came (the list is refetched at once).
 */
export function usePushMessages(): { ringing: number } {
  const queryClient = useQueryClient();
  const [ringing, setRinging] = useState(0);
  useEffect(() => {
    const state = pushState();
    if (state === 'unsupported') return;
    if (state === 'granted') registerPush().catch(() => console.info(NO_TOKEN_MESSAGE));
    if (state === 'denied') console.info(PERMISSION_DECLINED_MESSAGE);
    const hear = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'chairside:push') return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      setRinging((count) => count + 1);
    };
    navigator.serviceWorker.addEventListener('message', hear);
    return () => navigator.serviceWorker.removeEventListener('message', hear);
  }, [queryClient]);
  return { ringing };
}
