import { sql } from 'drizzle-orm';
import type { PushPayload } from '@chairside/shared/push';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { vapidKeys, webPushSender, type PushSender } from './push.keys';

/**
 * Delivers the push outbox (push_outbox), all venues, in batches: the push-delivery job sweeps it
 * every PUSH_SWEEP_SECONDS on one process at a time (a self-rescheduling job, lib/jobs).
 *
 * Exactly once in normal operation, and at most once more per crash:
 * - a message is claimed (`sending`, committed, rows locked with SKIP LOCKED: two sweeps never take
 *   the same one) before it is sent, and acknowledged (`sent`) after; a sweep that runs again, or a
 *   second process, finds nothing to send;
 * - a crash between the push and its acknowledgement leaves it `sending`: after CLAIM_SECONDS it is
 *   sent again and marked `maybe_duplicate`; the push carries the same Topic (the push service
 *   replaces an undelivered first copy) and the service worker shows it under the same tag (a
 *   delivered first copy is replaced on screen, not doubled);
 * - a refusal is retried with back-off up to MAX_ATTEMPTS, then `failed`; a subscription the push
 *   service says has ended (404, 410) is deleted, with its messages.
 */
export const PUSH_DELIVERY_JOB = 'push-delivery';
const PUSH_SWEEP_SECONDS = 2;
const BATCH = 100;
const CLAIM_SECONDS = 60;
const MAX_ATTEMPTS = 6;
const RETRY_BASE_SECONDS = 10;

interface Claimed {
  id: number;
  subscription_id: number;
  attempts: number;
  payload: Omit<PushPayload, 'id'>;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface DeliveryOptions {
  /** Tests: runs after the push service took a message, before it is acknowledged (simulates a crash there). */
  afterSend?: () => Promise<void> | void;
}

/** Sends every message that is due; answers how many were sent. */
export async function deliverPushes(db: Db, sender: PushSender, now: Date, options: DeliveryOptions = {}): Promise<number> {
  const at = now.toISOString();
  const claimed = rowsOf<Claimed>(await db.execute(sql`
    with due as (
      select id from push_outbox
      where state in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at limit ${BATCH}
      for update skip locked
    )
    update push_outbox o
    set state = 'sending', attempts = o.attempts + 1, maybe_duplicate = o.maybe_duplicate or o.state = 'sending',
        next_attempt_at = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
    from due, push_subscriptions s
    where o.id = due.id and s.venue_id = o.venue_id and s.id = o.subscription_id
    returning o.id, o.subscription_id, o.attempts, o.payload, s.endpoint, s.p256dh, s.auth`));
  let sent = 0;
  for (const message of claimed) {
    const payload: PushPayload = { id: String(message.id), ...message.payload };
    try {
      await sender.send({ endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } }, JSON.stringify(payload), { topic: `n${message.id}` });
    } catch (error) {
      await refused(db, message, error, now);
      continue;
    }
    await options.afterSend?.();
    await db.execute(sql`update push_outbox set state = 'sent', sent_at = ${at}::timestamptz, last_error = null where id = ${message.id} and state = 'sending'`);
    sent++;
  }
  return sent;
}

async function refused(db: Db, message: Claimed, error: unknown, now: Date): Promise<void> {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 404 || status === 410) {
    await db.execute(sql`delete from push_subscriptions where id = ${message.subscription_id}`);
    return;
  }
  const last = message.attempts >= MAX_ATTEMPTS;
  const retryAt = new Date(now.getTime() + RETRY_BASE_SECONDS * 1000 * 2 ** (message.attempts - 1)).toISOString();
  await db.execute(sql`
    update push_outbox set state = ${last ? 'failed' : 'pending'}, next_attempt_at = ${retryAt}::timestamptz,
      last_error = ${String((error as { body?: string }).body || error).slice(0, 500)}
    where id = ${message.id} and state = 'sending'`);
}

/** The sweep: every PUSH_SWEEP_SECONDS, on one process at a time. */
export function pushDeliveryJob(deps: Deps, sender: PushSender = webPushSender(deps.db, deps.env.mailFrom)): JobDefinition {
  return {
    name: PUSH_DELIVERY_JOB,
    every: PUSH_SWEEP_SECONDS,
    queue: { retryLimit: 0, expireInSeconds: 120 },
    handle: async () => {
      // The first sweep runs when the server starts: the key pair is made then (once, kept in the database).
      await vapidKeys(deps.db);
      await deliverPushes(deps.db, sender, deps.now());
    },
  };
}
