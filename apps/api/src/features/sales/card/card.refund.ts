import { and, eq } from 'drizzle-orm';
import type { CardRefundBody, CardRefundResponse } from '@chairside/shared/sales-card';
import { saleCardRefunds, tillCardPayments } from '../../../db/schema/index';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { refundSession } from '../../payments/payments.service';
import { refundPlan } from '../documents.service';
import { venueTill } from '../sales.lines';

/**
 * POST sales/card-refund/{id}: a refund of a sale paid by Chairside Pay goes back to the card through
 * the provider. The request (its lines, amount and reason) is stored and the provider asked in one
 * transaction under the sale's row lock; the refund document is written when the provider's refund
 * event confirms it (card.effects.ts). One request waits at a time per sale, so two can never give the
 * same line back twice; never more than the card paid.
 */
export async function refundToCard(ctx: VenueCtx, saleId: number, body: CardRefundBody): Promise<CardRefundResponse> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const request = await ctx.db.transaction(async (tx) => {
    const plan = await refundPlan(ctx, tx, saleId, { lines: body.lines }, till);
    const [card] = await tx.select().from(tillCardPayments)
      .where(and(eq(tillCardPayments.venueId, ctx.venueId), eq(tillCardPayments.saleId, saleId), eq(tillCardPayments.status, 'paid')));
    if (!card) throw fieldError('id', 'sales.card.not_card_sale');
    const earlier = await tx.select().from(saleCardRefunds).where(and(eq(saleCardRefunds.venueId, ctx.venueId), eq(saleCardRefunds.saleId, saleId)));
    if (earlier.some((row) => row.status === 'requested')) throw fieldError('id', 'sales.card.refund_pending');
    if (plan.amount <= 0) throw fieldError('lines', 'sales.validation.nothing_to_refund');
    if (earlier.reduce((sum, row) => sum + row.amount, 0) + plan.amount > card.amount) throw fieldError('lines', 'sales.card.refund_too_much');
    const [row] = await tx.insert(saleCardRefunds).values({
      venueId: ctx.venueId, saleId, sessionId: card.sessionId, amount: plan.amount, lines: plan.asked, reason: body.reason,
      employeeId: ctx.employeeId, userId: ctx.userId, createdAt: ctx.deps.now(),
    }).returning();
    // Asked inside the transaction: a provider that refuses leaves no request behind.
    await refundSession(ctx.deps, tx, ctx.venueId, card.sessionId, plan.amount, `till-refund-${ctx.venueId}-${row!.id}`);
    await logActivity(ctx, { entity: 'sale', entityId: saleId, action: 'card_refund_requested', changes: { amount: { before: null, after: plan.amount } } }, tx);
    return row!;
  });
  return {
    data: { id: request.id, sale_id: saleId, amount: request.amount, status: 'requested', refund_id: null },
    message: t(ctx.lang, 'sales.card.refund_requested'),
  };
}
