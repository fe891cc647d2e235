import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { settle } from '@chairside/shared/rules/sale-money';
import { CARD_SERVICE_METHOD, DEPOSIT_METHOD, VOUCHER_METHOD, type Checkout } from '@chairside/shared/sales';
import type { checkoutCardBody, TillCardServiceResponse } from '@chairside/shared/sales-card';
import { checkouts, customers, tillCardPayments } from '../../../db/schema/index';
import type { TillCardPart } from '../../../db/schema/sales-card';
import type { Tx } from '../../../db/client';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { createCheckout, venueAccountOf } from '../../payments/payments.service';
import { queueSms } from '../../sms/sms.service';
import { assertDeskMethods, assertOpen, checkoutWire, readCheckout, totalsOf } from '../checkout.service';
import { venueTill, type VenueTill } from '../sales.lines';
import { tillCardBlock } from './card.flows';
import { cardDoneUrl, moneyText, TILL_CARD_PURPOSE } from './card.text';

/**
 * Chairside Pay at the till (issue 17): the receptionist asks the card provider for a hosted checkout of
 * what the cart owes, opened on the desk's device or sent to the customer as a pay-by-link (SMS or
 * e-mail, through the outboxes in the same transaction, so exactly once; a retried request replays
 * under its Idempotency-Key). The cart then waits (`awaiting_card`, its lines locked) until the
 * provider's webhook writes the sale (card.effects.ts), or the desk cancels it.
 */

/** GET checkouts/card-service: may Chairside Pay take a card now (for this cart's lines)? */
export async function tillCardService(ctx: VenueCtx, checkoutId?: number): Promise<TillCardServiceResponse> {
  const lines = checkoutId ? (await readCheckout(ctx.db, ctx.venueId, checkoutId)).lines : [];
  const reason = await tillCardBlock(ctx.deps, ctx.db, ctx.venueId, lines);
  return { data: { available: reason === null, reason } };
}

async function customerContact(tx: Tx, venueId: number, customerId: number | null) {
  if (!customerId) return { phone: '', email: '' };
  const [row] = await tx.select({ phone: customers.phone, email: customers.email }).from(customers).where(and(eq(customers.venueId, venueId), eq(customers.id, customerId)));
  return { phone: row?.phone?.trim() ?? '', email: row?.email?.trim() ?? '' };
}

const langOf = (till: VenueTill): Language => (isLanguage(till.lang) ? till.lang : 'en-us');

type CardBody = z.output<typeof checkoutCardBody>;

/**
 * The card's part and the desk's other payments of a split, checked against what the server computes
 * is due (never the client's totals): the card takes more than zero and at most what is due, the rest
 * adds up to it. A gift voucher or a deposit is not carried (its balance could be spent elsewhere
 * before the card is paid): the desk takes those with Pay, or the card takes their share.
 */
function splitOf(ctx: VenueCtx, till: VenueTill, due: number, body: CardBody): { card: number; parts: TillCardPart[] } {
  body.payments.forEach((payment, i) => {
    if (payment.method === VOUCHER_METHOD || payment.method === DEPOSIT_METHOD) throw fieldError(`payments.${i}.method`, 'sales.card.split_method');
  });
  const card = body.amount ?? due - body.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (card <= 0 || card > due) throw fieldError('amount', 'sales.card.amount_range', { due: moneyText(due, till.currency, ctx.lang) });
  const settled = settle(due, [...body.payments, { method: CARD_SERVICE_METHOD, amount: card }]);
  if (!settled.ok) throw fieldError('payments', `sales.validation.${settled.problem}`);
  return { card, parts: body.payments.map((p) => ({ method: p.method, amount: p.amount, ...(p.tendered === undefined ? {} : { tendered: p.tendered }) })) };
}

/**
 * POST checkouts/card/{id}: the hosted checkout for what the cart owes (or the card's part of a split
 * with the desk's other methods, carried with it until the sale is written), at the desk or sent as a link.
 */
export async function startCardPayment(ctx: VenueCtx, id: number, body: CardBody): Promise<{ data: Checkout; message: string }> {
  const till = await venueTill(ctx.db, ctx.venueId);
  // Asked of the provider before the cart is locked: a refused card changes nothing.
  const before = await readCheckout(ctx.db, ctx.venueId, id);
  assertOpen(before);
  const block = await tillCardBlock(ctx.deps, ctx.db, ctx.venueId, before.lines);
  if (block) throw fieldError('channel', `sales.card.blocked.${block}`);
  const lang = langOf(till);
  const { row, card } = await ctx.db.transaction(async (tx) => {
    const cart = await readCheckout(tx, ctx.venueId, id, true);
    assertOpen(cart);
    const due = totalsOf(cart.lines, till.taxMode, cart.tips).due;
    if (due <= 0) throw fieldError('id', 'sales.card.nothing_due');
    await assertDeskMethods(tx, ctx.venueId, body.payments);
    const { card: amount, parts } = splitOf(ctx, till, due, body);
    const contact = await customerContact(tx, ctx.venueId, cart.customerId);
    const to = body.channel === 'sms' ? body.phone || contact.phone : body.channel === 'email' ? body.email || contact.email : '';
    if (body.channel === 'sms' && to.replace(/\D/g, '').length < 6) throw fieldError('phone', 'sales.card.no_phone');
    if (body.channel === 'email' && !to) throw fieldError('email', 'sales.card.no_email');
    const session = await createCheckout(ctx.deps, tx, ctx.venueId, {
      purpose: TILL_CARD_PURPOSE, amount, currency: till.currency, description: t(lang, 'sales.card.description', { venue: till.title }),
      metadata: { checkout_id: String(cart.id) }, successUrl: cardDoneUrl(ctx.deps.env.appUrl, 'paid', lang), cancelUrl: cardDoneUrl(ctx.deps.env.appUrl, 'cancelled', lang), locale: lang,
      // The customer pays the venue: to its account with the provider.
      venueAccountId: await venueAccountOf(ctx.deps, tx, ctx.venueId),
    });
    const [card] = await tx.insert(tillCardPayments).values({
      venueId: ctx.venueId, checkoutId: cart.id, sessionId: session.id, url: session.url, channel: body.channel, sentTo: to, amount, parts, currency: till.currency,
      employeeId: ctx.employeeId, userId: ctx.userId, createdAt: ctx.deps.now(),
    }).returning();
    const [updated] = await tx.update(checkouts).set({ status: 'awaiting_card' }).where(and(eq(checkouts.venueId, ctx.venueId), eq(checkouts.id, cart.id))).returning();
    const vars = { venue: till.title, amount: moneyText(amount, till.currency, lang), link: session.url };
    if (body.channel === 'sms') {
      const queued = await queueSms(tx, ctx.deps.env, { venueId: ctx.venueId, to, body: t(lang, 'sales.card.sms', vars), kind: 'pay_link' });
      if (!queued.ok) throw fieldError('channel', 'sales.card.sms_unavailable');
    }
    if (body.channel === 'email') {
      await ctx.deps.mail.send(tx, { venueId: ctx.venueId, to, subject: t(lang, 'sales.card.mail_subject', vars), text: t(lang, 'sales.card.mail_text', vars) });
    }
    await logActivity(ctx, { entity: 'checkout', entityId: cart.id, action: 'card_payment', changes: { card_payment: { before: null, after: { channel: body.channel, amount, parts, sent_to: to } } } }, tx);
    return { row: updated!, card: card! };
  });
  ctx.deps.live.touch(ctx.venueId);
  const message = body.channel === 'desk' ? t(ctx.lang, 'sales.card.opened') : t(ctx.lang, 'sales.card.sent', { to: card.sentTo });
  return { data: checkoutWire(row, till, card), message };
}

/**
 * POST checkouts/card/cancel/{id}: the desk gives up waiting (the customer pays otherwise); the cart is
 * open again, without the other payments of a split (they are asked afresh). Money the provider takes for it after this is sent back (card.effects.ts).
 */
export async function cancelCardPayment(ctx: VenueCtx, id: number): Promise<{ data: Checkout; message: string }> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const row = await ctx.db.transaction(async (tx) => {
    const cart = await readCheckout(tx, ctx.venueId, id, true);
    if (cart.status !== 'awaiting_card') throw fieldError('id', cart.status === 'paid' ? 'sales.validation.already_paid' : 'sales.card.not_awaiting');
    // The desk's other payments of a split go with it: they were never taken, the cart is paid afresh.
    const [dropped] = await tx.update(tillCardPayments).set({ status: 'cancelled', settledAt: ctx.deps.now() })
      .where(and(eq(tillCardPayments.venueId, ctx.venueId), eq(tillCardPayments.checkoutId, id), eq(tillCardPayments.status, 'awaiting')))
      .returning({ amount: tillCardPayments.amount, parts: tillCardPayments.parts });
    const [updated] = await tx.update(checkouts).set({ status: 'open' }).where(and(eq(checkouts.venueId, ctx.venueId), eq(checkouts.id, id))).returning();
    await logActivity(ctx, { entity: 'checkout', entityId: id, action: 'card_payment_cancelled', changes: dropped ? { card_payment: { before: dropped, after: null } } : {} }, tx);
    return updated!;
  });
  ctx.deps.live.touch(ctx.venueId);
  return { data: checkoutWire(row, till), message: t(ctx.lang, 'sales.card.cancelled') };
}
