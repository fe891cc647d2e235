import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SMS_CURRENCY, SMS_PACKS, type SmsBuyResponse, type SmsHistoryResponse, type SmsListResponse } from '@chairside/shared/sms';
import { specPageMeta } from '@chairside/shared/spec-page';
import { smsOutbox } from '../../db/schema/index';
import { loadAccess } from '../../lib/access';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { createCheckout, recordCharge, type CheckoutEffects, type CheckoutRow } from '../payments/payments.service';
import type { Queryable } from '../../db/client';

/**
 * SMS credit's public face (spec §7 "SMS"): the packs (GET sms/list), buying one through the card
 * provider's hosted checkout (POST sms/buy; the credit is added by the provider's signed webhook,
 * smsCheckoutEffects, once per checkout) and the SMS history (GET sms/history, spec §3 paging).
 * Sending is sms.outbox.ts (queueSms) and sms.delivery.ts; the provider's status callback sms.webhook.ts.
 */
export { forgetSms, queueSms, type NewSms, type QueuedSms } from './sms.outbox';

const balance = async (ctx: VenueCtx) => (await loadAccess(ctx)).sms_amount;

/** GET sms/list. */
export async function listPacks(ctx: VenueCtx): Promise<SmsListResponse> {
  return { data: SMS_PACKS.map((pack) => ({ ...pack, currency: SMS_CURRENCY })), message: null, sms_amount: await balance(ctx) };
}

/** POST sms/buy: a hosted checkout for the pack; answers its session (spec: data.id) and page. */
export async function buyPack(ctx: VenueCtx, packId: number): Promise<SmsBuyResponse> {
  const pack = SMS_PACKS.find((candidate) => candidate.id === packId)!;
  const origin = ctx.deps.env.appUrl.replace(/\/$/, '');
  const session = await createCheckout(ctx.deps, ctx.db, ctx.venueId, {
    purpose: 'sms_pack',
    amount: pack.price,
    currency: SMS_CURRENCY,
    description: t(ctx.lang, 'reminders.sms.pack_description', { credits: pack.credits }),
    metadata: { pack_id: String(pack.id), credits: String(pack.credits) },
    successUrl: `${origin}/reminders/history?sms_session={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/reminders/history`,
  });
  return { data: { id: session.id, url: session.url }, sms_amount: await balance(ctx) };
}

/**
 * A paid SMS pack adds its credits: run by payments once per checkout, in the transaction that
 * records the money taken; the ledger's unique (venue, checkout) key makes a second run a no-op.
 */
async function addPackCredits(tx: Queryable, checkout: CheckoutRow): Promise<void> {
    const credits = Number(checkout.metadata.credits);
    if (!Number.isSafeInteger(credits) || credits <= 0) return;
    await tx.execute(sql`
      with move as (
        insert into sms_credit_moves (venue_id, delta, reason, checkout_id, pack_id, balance)
        select ${checkout.venueId}, ${credits}, 'purchase', ${checkout.id}, ${Number(checkout.metadata.pack_id) || null}, sms_amount + ${credits}
        from venues where id = ${checkout.venueId}
        on conflict on constraint sms_credit_moves_checkout do nothing returning venue_id
      )
      update venues set sms_amount = sms_amount + ${credits} where id = (select venue_id from move)`);
}

export const smsCheckoutEffects: CheckoutEffects = { sms_pack: (tx, checkout) => addPackCredits(tx, checkout) };

/**
 * Demo data: a 500-credit pack bought on the sandbox card `paidAt`, recorded as payments records a
 * settled charge and credited as the paid checkout's webhook credits it (the same ledger move).
 */
export async function seedSmsCredit(tx: Queryable, venueId: number, paidAt: Date): Promise<void> {
  const pack = SMS_PACKS.find((candidate) => candidate.credits === 500)!;
  const checkout = await recordCharge(tx, venueId, {
    provider: 'sandbox', sessionId: `cs_sbx_demo_sms_${venueId}`, purpose: 'sms_pack', amount: pack.price, currency: SMS_CURRENCY,
    description: `${pack.credits} SMS`, metadata: { pack_id: String(pack.id), credits: String(pack.credits) },
    successUrl: '', cancelUrl: '', status: 'paid', paidAt,
  });
  await addPackCredits(tx, checkout);
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** GET sms/history: the venue's SMS, newest first, in the spec's page shape (§3, defaults §9). */
export async function smsHistory(ctx: VenueCtx, page: number, perPage: number): Promise<SmsHistoryResponse> {
  const where = eq(smsOutbox.venueId, ctx.venueId);
  const [[total], rows, smsAmount] = await Promise.all([
    ctx.db.select({ n: count() }).from(smsOutbox).where(where),
    ctx.db.select().from(smsOutbox).where(and(where)).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(perPage).offset((page - 1) * perPage),
    balance(ctx),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      kind: row.kind,
      to: row.to,
      body: row.body,
      segments: row.segments,
      credits: row.credits,
      encoding: row.encoding,
      transport: row.transport,
      state: row.state,
      last_error: row.lastError,
      sent_at: iso(row.sentAt),
      delivered_at: iso(row.deliveredAt),
    })),
    ...specPageMeta(page, perPage, n, rows.length),
    sms_amount: smsAmount,
  };
}
