import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { Env } from '../../lib/env';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { smsAdapterFor, SmsRefused, type SmsAdapter } from './sms.adapters';
import { refundSms } from './sms.outbox';

/**
 * Delivers the SMS outbox (sms_outbox), all venues, in batches: the sms-delivery job sweeps it every
 * SMS_SWEEP_SECONDS on one process at a time.
 *
 * - Local outbox: claiming and delivering are one conditional UPDATE (pending → sent): a sweep
 *   killed at any point leaves each message either pending (sent by the next sweep) or sent: exactly once.
 * - Twilio: a message is claimed (`sending`, committed, SKIP LOCKED) before it is posted, and
 *   acknowledged (`sent` with Twilio's MessageSid) after (a status callback that arrives first is kept:
 *   it names the row, sms.webhook.ts); a crash in between leaves it `sending`,
 *   and after CLAIM_SECONDS it is posted again and marked `maybe_duplicate` (at most once more per crash).
 * - A permanent refusal (a 4xx: a bad number) fails it at once and gives its credits back; other
 *   errors are retried with back-off up to MAX_ATTEMPTS, then failed (credits given back).
 */
export const SMS_DELIVERY_JOB = 'sms-delivery';
const SMS_SWEEP_SECONDS = 2;
const BATCH = 200;
const CLAIM_SECONDS = 60;
const MAX_ATTEMPTS = 6;
const RETRY_BASE_SECONDS = 10;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Claimed { id: number; venue_id: number; message_key: string; to: string; body: string; attempts: number; credits: number }

export interface SmsDeliveryOptions {
  /** Tests: runs after the provider took a message, before it is acknowledged (simulates a crash there). */
  afterSend?: () => Promise<void> | void;
}

/**
 * Where the provider reports a message's status: the public webhook, naming the venue and the outbox
 * row (the signature covers the URL), so a callback that overtakes the send's acknowledgement still
 * finds its message (sms.webhook.ts).
 */
export const statusCallbackUrl = (env: Pick<Env, 'appUrl'>, venueId: number, smsId: number) =>
  `${env.appUrl.replace(/\/$/, '')}/api/v1/public/sms/webhooks/twilio?venue=${venueId}&sms=${smsId}`;

/** Hands every due message of this adapter's transport to it; answers how many were sent. */
export async function deliverSms(db: Db, env: Env, adapter: SmsAdapter, now: Date, options: SmsDeliveryOptions = {}): Promise<number> {
  const at = now.toISOString();
  if (!adapter.remote) {
    const sent = rowsOf(await db.execute(sql`
      with due as (
        select id from sms_outbox where state = 'pending' and transport = ${adapter.name} and next_attempt_at <= ${at}::timestamptz
        order by next_attempt_at, id limit ${BATCH} for update skip locked
      )
      update sms_outbox o set state = 'sent', attempts = o.attempts + 1, sent_at = ${at}::timestamptz
      from due where o.id = due.id returning o.id`));
    return sent.length;
  }
  // A message left `sending` by a crash whose status callback came meanwhile (it set the MessageSid):
  // the provider has it, so it is sent, not posted again.
  await db.execute(sql`update sms_outbox set state = 'sent', sent_at = coalesce(sent_at, ${at}::timestamptz)
    where state = 'sending' and transport = ${adapter.name} and provider_id is not null and next_attempt_at <= ${at}::timestamptz`);
  const claimed = rowsOf<Claimed>(await db.execute(sql`
    with due as (
      select id from sms_outbox
      where state in ('pending', 'sending') and transport = ${adapter.name} and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, id limit ${BATCH} for update skip locked
    )
    update sms_outbox o
    set state = 'sending', attempts = o.attempts + 1, maybe_duplicate = o.maybe_duplicate or o.state = 'sending',
        next_attempt_at = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
    from due where o.id = due.id
    returning o.id, o.venue_id, o.message_key, o."to", o.body, o.attempts, o.credits`));
  let sent = 0;
  for (const message of claimed) {
    let receipt;
    try {
      receipt = await adapter.send({ messageKey: message.message_key, to: message.to, body: message.body, statusCallback: statusCallbackUrl(env, message.venue_id, message.id) });
    } catch (error) {
      await refused(db, message, error, now);
      continue;
    }
    await options.afterSend?.();
    // The acknowledgement. A status callback may have come first (sms.webhook.ts: it set the MessageSid
    // and maybe a final state): then the state and status it set stay, and only what is missing is filled in.
    await db.execute(sql`
      update sms_outbox set
        state = case when state = 'sending' then 'sent' else state end,
        provider_status = case when state = 'sending' then ${receipt.status} else provider_status end,
        last_error = case when state = 'sending' then null else last_error end,
        sent_at = ${at}::timestamptz, provider_id = coalesce(provider_id, ${receipt.providerId})
      where id = ${message.id} and (state = 'sending' or provider_id = ${receipt.providerId})`);
    sent++;
  }
  return sent;
}

async function refused(db: Db, message: Claimed, error: unknown, now: Date): Promise<void> {
  const last = (error instanceof SmsRefused && error.permanent) || message.attempts >= MAX_ATTEMPTS;
  const retryAt = new Date(now.getTime() + RETRY_BASE_SECONDS * 1000 * 2 ** (message.attempts - 1)).toISOString();
  await db.transaction(async (tx) => {
    const done = rowsOf(await tx.execute(sql`
      update sms_outbox set state = ${last ? 'failed' : 'pending'}, next_attempt_at = ${retryAt}::timestamptz, last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)}
      where id = ${message.id} and state = 'sending' returning id`));
    if (last && done.length) await refundSms(tx, message.venue_id, message.id, message.credits);
  });
}

/** The sweep: every SMS_SWEEP_SECONDS, on one process at a time. */
export function smsDeliveryJob(deps: Deps, adapter: SmsAdapter = smsAdapterFor(deps.env)): JobDefinition {
  return {
    name: SMS_DELIVERY_JOB,
    every: SMS_SWEEP_SECONDS,
    queue: { retryLimit: 0, expireInSeconds: 120 },
    handle: async () => void (await deliverSms(deps.db, deps.env, adapter, deps.now())),
  };
}
