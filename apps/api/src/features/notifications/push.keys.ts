import type https from 'node:https';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushVapidKeys } from '../../db/schema/index';
import { oncePer } from '../../lib/once-per';

/**
 * The server's VAPID key pair (Web Push, RFC 8292), made with `web-push` the first time the server
 * needs it (the push-delivery sweep runs when the server starts) and kept in `push_vapid_keys`, not
 * in a file: every process and every restart signs with the same key, and a browser's subscription,
 * bound to that public key, stays good. Processes racing to make it agree on the first one stored.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

async function loadOrMake(db: Db): Promise<VapidKeys> {
  const read = async () => (await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys).limit(1))[0];
  const found = await read();
  if (found) return found;
  await db.insert(pushVapidKeys).values({ id: 1, ...webpush.generateVAPIDKeys() }).onConflictDoNothing();
  return (await read())!;
}

const cached = oncePer((db: Db) => {
  let keys: Promise<VapidKeys> | null = null;
  return () => (keys ??= loadOrMake(db).catch((error: unknown) => {
    keys = null;
    throw error;
  }));
});

export const vapidKeys = (db: Db): Promise<VapidKeys> => cached(db)();

/** One push to one subscription; throws web-push's WebPushError (with `statusCode`) when the push service refuses it. */
export interface PushSender {
  send(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string, options: { topic: string }): Promise<void>;
}

/** How long the push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Sends with `web-push` (payload encrypted for the subscription, signed with the VAPID key); the
 * subject is the app's sender address. `agent`: tests pass one that trusts their local push service.
 */
export function webPushSender(db: Db, mailFrom: string, agent?: https.Agent): PushSender {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return {
    async send(subscription, payload, { topic }) {
      const keys = await vapidKeys(db);
      await webpush.sendNotification(subscription, payload, {
        vapidDetails: { subject: `mailto:${address}`, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        // A resend of the same message (after a crash) replaces the undelivered first one at the push service.
        topic,
        ...(agent ? { agent } : {}),
      });
    },
  };
}
