import { and, asc, eq, sql } from 'drizzle-orm';
import { CARD_SERVICE_METHOD } from '@chairside/shared/sales';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { isLanguage } from '@chairside/shared/constants';
import { saleCardRefunds, sales, tillCardPayments } from '../../../db/schema/index';
import type { Queryable, Tx } from '../../../db/client';
import type { Deps, VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import type { JobDefinition } from '../../../lib/jobs/jobs';
import { refundCheckoutInFull, type CheckoutEffects, type CheckoutRow } from '../../payments/payments.service';
import { readCheckout, writeSale } from '../checkout.service';
import { venueTill } from '../sales.lines';
import { writeRefund } from '../documents.service';
import { activeInvoiceOf } from '../invoices/invoices.read';
import { cancelInvoiceIn } from '../invoices/invoices.write';
import { moneyText, TILL_CARD_PURPOSE } from './card.text';

/**
 * What the provider's webhook does for a till's card payment (payments' CheckoutEffects, purpose
 * `till_card`), in the transaction that records the event, so once per checkout whatever the order or
 * number of deliveries:
 * - paid: the cart waiting for this session becomes its sale, paid `card_service` (with the desk's other
 *   payments of a split, carried on the request), as the employee who asked for it; a cart no longer waiting for it (cancelled at the desk, paid otherwise) gets its money
 *   back through the provider (SALES_CARD_LATE_REFUND_JOB, once per checkout by idempotency key);
 * - refunded: each refund to the card asked at the desk (`sale_card_refunds`) that the provider's
 *   cumulative refunded amount now covers becomes its refund document, oldest first (cancelling the
 *   sale's invoice first if it was invoiced meanwhile).
 */
export const SALES_CARD_LATE_REFUND_JOB = 'sales-card-late-refund';

/** The employee's context for writing the venue's documents from a webhook (no request). */
function webhookCtx(deps: Deps, tx: Queryable, venueId: number, employeeId: number, userId: number | null): VenueCtx {
  const session = { id: 0, userId, email: '', isSupport: false, viaSupport: false, venueId, employeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner };
  return { deps, db: tx, lang: 'en-us', platform: 'web', ip: 'card-provider', requestId: 'webhook', session, venueId, employeeId, userId } as unknown as VenueCtx;
}

async function cardPaid(deps: Deps, tx: Queryable, checkout: CheckoutRow): Promise<void> {
  const venueId = checkout.venueId;
  const [card] = await tx.select().from(tillCardPayments)
    .where(and(eq(tillCardPayments.venueId, venueId), eq(tillCardPayments.sessionId, checkout.sessionId))).for('update');
  if (!card) return;
  const cart = await readCheckout(tx, venueId, card.checkoutId, true);
  if (card.status !== 'awaiting' || cart.status !== 'awaiting_card') {
    await tx.update(tillCardPayments).set({ status: 'refunded', settledAt: deps.now() }).where(and(eq(tillCardPayments.venueId, venueId), eq(tillCardPayments.id, card.id)));
    await deps.jobs.send(tx, SALES_CARD_LATE_REFUND_JOB, { venue_id: venueId, checkout_id: checkout.id });
    return;
  }
  const ctx = webhookCtx(deps, tx, venueId, card.employeeId, card.userId);
  const till = await venueTill(tx, venueId);
  // One sale with every payment of the cart: the desk's other parts of a split, then the card's.
  const saleId = await writeSale(ctx, tx as Tx, till, cart, [...card.parts, { method: CARD_SERVICE_METHOD, amount: checkout.amount }]);
  await tx.update(tillCardPayments).set({ status: 'paid', saleId, settledAt: deps.now() }).where(and(eq(tillCardPayments.venueId, venueId), eq(tillCardPayments.id, card.id)));
  deps.live.touch(venueId);
}

/**
 * The money is back on the card, so the refund document must be written; a sale invoiced meanwhile (an
 * older request: invoicing now waits for the provider) gets its invoice cancelled first, as the desk must
 * before any refund of an invoiced sale, with the reason in the venue's language. The office issues a
 * new invoice if the customer still needs one.
 */
async function cancelInvoiceOfRefunded(ctx: VenueCtx, tx: Tx, saleId: number, amount: number): Promise<void> {
  const invoice = await activeInvoiceOf(tx, ctx.venueId, saleId);
  if (!invoice) return;
  const till = await venueTill(tx, ctx.venueId);
  const lang = isLanguage(till.lang) ? till.lang : 'en-us';
  await cancelInvoiceIn(ctx, tx, invoice.id, t(lang, 'sales.card.invoice_cancelled', { amount: moneyText(amount, till.currency, lang) }));
}

async function cardRefunded(deps: Deps, tx: Queryable, checkout: CheckoutRow): Promise<void> {
  const venueId = checkout.venueId;
  const [card] = await tx.select({ saleId: tillCardPayments.saleId }).from(tillCardPayments)
    .where(and(eq(tillCardPayments.venueId, venueId), eq(tillCardPayments.sessionId, checkout.sessionId)));
  if (!card?.saleId) return;
  // The sale's row lock: a refund asked at the desk commits its request before its event is read here.
  await tx.select({ id: sales.id }).from(sales).where(and(eq(sales.venueId, venueId), eq(sales.id, card.saleId))).for('update');
  const requests = await tx.select().from(saleCardRefunds)
    .where(and(eq(saleCardRefunds.venueId, venueId), eq(saleCardRefunds.sessionId, checkout.sessionId))).orderBy(asc(saleCardRefunds.id));
  let covered = requests.filter((row) => row.status === 'recorded').reduce((sum, row) => sum + row.amount, 0);
  for (const request of requests.filter((row) => row.status === 'requested')) {
    if (covered + request.amount > checkout.amountRefunded) break;
    covered += request.amount;
    const ctx = webhookCtx(deps, tx, venueId, request.employeeId, request.userId);
    // In a savepoint: a sale that can no longer take this refund document keeps the request waiting, and
    // the provider's event is still recorded (a failure here would refuse it forever).
    let refundId: number;
    try {
      refundId = await (tx as Tx).transaction(async (savepoint) => {
        const inTx = { ...ctx, db: savepoint } as VenueCtx;
        await cancelInvoiceOfRefunded(inTx, savepoint, request.saleId, request.amount);
        return writeRefund(inTx, savepoint, request.saleId, { lines: request.lines, method: CARD_SERVICE_METHOD, reason: request.reason });
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      continue;
    }
    await tx.update(saleCardRefunds).set({ status: 'recorded', refundId, recordedAt: deps.now() })
      .where(and(eq(saleCardRefunds.venueId, venueId), eq(saleCardRefunds.id, request.id), sql`${saleCardRefunds.status} = 'requested'`));
  }
  deps.live.touch(venueId);
}

export const tillCardEffects = (deps: Deps): CheckoutEffects => ({
  [TILL_CARD_PURPOSE]: { paid: (tx, checkout) => cardPaid(deps, tx, checkout), refunded: (tx, checkout) => cardRefunded(deps, tx, checkout) },
});

/** Sends back a card payment that arrived for a cart no longer waiting for it; retried with back-off, refunds once. */
export function tillCardLateRefundJob(deps: Deps): JobDefinition<{ venue_id: number; checkout_id: number }> {
  return {
    name: SALES_CARD_LATE_REFUND_JOB,
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    handle: async ({ venue_id: venueId, checkout_id: checkoutId }) => void (await refundCheckoutInFull(deps, deps.database.forVenue(venueId), venueId, checkoutId)),
  };
}
