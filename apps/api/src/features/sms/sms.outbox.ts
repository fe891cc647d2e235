import { sql } from 'drizzle-orm';
import { SMS_LOW_CREDIT } from '@chairside/shared/sms';
import { smsLength } from '@chairside/shared/rules/sms-segments';
import type { Queryable } from '../../db/client';
import type { Env } from '../../lib/env';
import { notifyStaff } from '../notifications/notifications.service';

/**
 * Queuing an SMS (issue 19), in the transaction of the change that causes it: its credits (one per
 * segment, rules/sms-segments.ts) are taken from the venue's balance by one conditional UPDATE (two
 * sends at once cannot spend the same credit), the message is written to the SMS outbox and the
 * move to the credit ledger; the sms-delivery sweep hands it to the provider. With too little
 * credit nothing is written and the caller is told `no_credit` (it records the SMS as failed and
 * may fall back to e-mail). Crossing below SMS_LOW_CREDIT tells the staff once (the bell and push).
 */

export interface NewSms {
  venueId: number;
  to: string;
  body: string;
  /** reminder, or the customer event (booking_made, …). */
  kind: string;
}

export type QueuedSms = { ok: true; id: number; credits: number; balance: number } | { ok: false; reason: 'no_phone' | 'no_credit' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function queueSms(tx: Queryable, env: Pick<Env, 'smsProvider'>, sms: NewSms): Promise<QueuedSms> {
  if (!sms.to.trim()) return { ok: false, reason: 'no_phone' };
  const { encoding, segments } = smsLength(sms.body);
  const credits = Math.max(1, segments);
  const [venue] = rowsOf<{ sms_amount: number }>(await tx.execute(sql`
    update venues set sms_amount = sms_amount - ${credits} where id = ${sms.venueId} and sms_amount >= ${credits} returning sms_amount`));
  if (!venue) return { ok: false, reason: 'no_credit' };
  const balance = venue.sms_amount;
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
    with queued as (
      insert into sms_outbox (venue_id, kind, "to", body, encoding, segments, credits, transport)
      values (${sms.venueId}, ${sms.kind}, ${sms.to}, ${sms.body}, ${encoding}, ${segments}, ${credits}, ${env.smsProvider})
      returning id
    ), moved as (
      insert into sms_credit_moves (venue_id, delta, reason, sms_id, balance) select ${sms.venueId}, ${-credits}, 'sms', id, ${balance} from queued
    )
    select id from queued`));
  if (balance < SMS_LOW_CREDIT && balance + credits >= SMS_LOW_CREDIT) {
    await notifyStaff(tx, sms.venueId, 'low_sms_credit', { params: { balance }, link: '/reminders/history' });
  }
  return { ok: true, id: row!.id, credits, balance };
}

/**
 * Gives back the credits of an SMS the provider refused for good before taking it (a bad number):
 * once, as the failure is recorded by a conditional UPDATE in the same transaction.
 */
export async function refundSms(tx: Queryable, venueId: number, smsId: number, credits: number): Promise<void> {
  const [venue] = rowsOf<{ sms_amount: number }>(await tx.execute(sql`
    update venues set sms_amount = sms_amount + ${credits} where id = ${venueId} returning sms_amount`));
  await tx.execute(sql`insert into sms_credit_moves (venue_id, delta, reason, sms_id, balance) values (${venueId}, ${credits}, 'refund', ${smsId}, ${venue!.sms_amount})`);
}

/**
 * A customer's erasure: the venue's SMS `ids` lose number and text (one not yet handed on is not
 * sent: it is marked failed, its credits kept as spent would be unfair, so they are given back).
 */
export async function forgetSms(tx: Queryable, venueId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const list = sql.raw(`'{${ids.filter(Number.isSafeInteger).join(',')}}'::int[]`);
  const unsent = rowsOf<{ id: number; credits: number }>(await tx.execute(sql`
    update sms_outbox set state = 'failed', last_error = 'erased' where venue_id = ${venueId} and id = any(${list}) and state = 'pending' returning id, credits`));
  for (const row of unsent) await refundSms(tx, venueId, row.id, row.credits);
  await tx.execute(sql`update sms_outbox set "to" = '', body = '' where venue_id = ${venueId} and id = any(${list})`);
}
