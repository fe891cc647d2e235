import { z } from 'zod';

/**
 * Web Push registration (spec §4 "Push registration", §7 the set-token call). The push-messaging
 * service is the browsers' Web Push (VAPID, RFC 8030/8292), so the call and its one field are named
 * after it: POST web-push/set-token with `web_push_token`, the browser's PushSubscription as JSON
 * (its endpoint and keys). The public VAPID key the browser subscribes with: GET web-push/public-key.
 */

export const WEB_PUSH_SET_TOKEN_PATH = 'web-push/set-token';
export const WEB_PUSH_PUBLIC_KEY_PATH = 'web-push/public-key';

/** A PushSubscription's JSON (PushSubscription.toJSON()): an https endpoint and the two keys, base64url. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2_000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const setPushTokenSchema = z.strictObject({
  web_push_token: z.string().min(1).max(4_000).describe('the PushSubscription as JSON'),
});
export type SetPushToken = z.infer<typeof setPushTokenSchema>;

export const setPushTokenResponseSchema = z.object({ message: z.string() });
export type SetPushTokenResponse = z.infer<typeof setPushTokenResponseSchema>;

export const pushPublicKeyResponseSchema = z.object({ public_key: z.string().describe('the VAPID public key, base64url') });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** What a push carries to the service worker (one message of the push outbox). */
export interface PushPayload {
  /** The outbox message's id: the notification's tag, so a repeated delivery replaces, not adds. */
  id: string;
  event: string;
  title: string;
  body: string;
  link: string | null;
}
