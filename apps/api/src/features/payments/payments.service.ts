import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentCheckouts, paymentWebhookEvents } from '../../db/schema/index';
import type { Deps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { CardProvider, CheckoutRequest, CheckoutSession, ProviderEvent } from './card-provider';
import { nextState, STATUS_RANK } from './checkout-state';
import { sandboxProvider } from './sandbox/sandbox-provider';

/**
 * The payments feature's public face: hosted checkouts through the card provider, refunds, and the
 * webhook events that decide what a checkout reached. Other features ask for a checkout with a
 * `purpose` and get told, once, when its money was taken (CheckoutEffects).
 */

/** The provider in use: the local sandbox until a real provider's adapter is configured. */
export const cardProvider = (deps: Deps): CardProvider => sandboxProvider(deps);

export interface NewCheckout extends CheckoutRequest {
  purpose: string;
}

/** Asks the provider for a hosted checkout and records it for the venue; answers where to send the payer. */
export async function createCheckout(deps: Deps, db: Queryable, venueId: number, input: NewCheckout): Promise<CheckoutSession> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new AppError('VALIDATION');
  const provider = cardProvider(deps);
  const metadata = { ...input.metadata, venue_id: String(venueId), purpose: input.purpose };
  const session = await provider.createCheckout({ ...input, metadata });
  await db.insert(paymentCheckouts).values({
    venueId,
    provider: provider.name,
    sessionId: session.id,
    purpose: input.purpose,
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    metadata,
  });
  return session;
}

/** Refunds (part of) a paid checkout through its provider; the refund's webhook updates the checkout. */
export async function refundCheckout(deps: Deps, db: Queryable, venueId: number, checkoutId: number, amount?: number): Promise<void> {
  const [checkout] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, checkoutId)));
  if (!checkout || STATUS_RANK[checkout.status as keyof typeof STATUS_RANK] < STATUS_RANK.paid) throw new AppError('NOT_FOUND');
  await cardProvider(deps).refund(checkout.sessionId, amount);
}

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
/** Run once per checkout, in the transaction that first records its money as taken. */
export type CheckoutEffect = (tx: Queryable, checkout: CheckoutRow) => Promise<void>;
export type CheckoutEffects = Partial<Record<string, CheckoutEffect>>;

export type WebhookOutcome = 'applied' | 'duplicate' | 'unchanged' | 'unknown_checkout';

/**
 * Applies one verified event, exactly once: the event id is recorded under a unique key in the same
 * transaction as its effect (a repeat finds it and does nothing), the checkout row is locked, and
 * its state only moves up the ladder of checkout-state.ts, so any order of events ends alike.
 */
export async function applyProviderEvent(deps: Deps, provider: string, event: ProviderEvent, effects: CheckoutEffects): Promise<WebhookOutcome> {
  const venueId = Number(event.metadata.venue_id);
  if (!Number.isSafeInteger(venueId) || venueId <= 0) return 'unknown_checkout';
  return deps.database.forVenue(venueId).transaction(async (tx) => {
    const [checkout] = await tx.select().from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.sessionId, event.sessionId)))
      .for('update');
    if (!checkout) return 'unknown_checkout';
    const [fresh] = await tx.insert(paymentWebhookEvents)
      .values({ venueId, provider, eventId: event.id, type: event.type, checkoutId: checkout.id, eventCreated: event.created })
      .onConflictDoNothing({ target: [paymentWebhookEvents.venueId, paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
      .returning({ id: paymentWebhookEvents.id });
    if (!fresh) return 'duplicate';
    const current = { status: checkout.status as ProviderEvent['status'], amountRefunded: checkout.amountRefunded, paidAt: checkout.paidAt };
    const { state, changed, crossedPaid } = nextState(current, event);
    if (!changed) return 'unchanged';
    const [updated] = await tx.update(paymentCheckouts)
      .set({ status: state.status, statusRank: STATUS_RANK[state.status], amountRefunded: state.amountRefunded, paidAt: state.paidAt, updatedAt: deps.now() })
      .where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, checkout.id)))
      .returning();
    if (crossedPaid) await effects[checkout.purpose]?.(tx, updated!);
    return 'applied';
  });
}

/** The venue's checkout with the provider's session id, or null (another venue's is not found either). */
export async function findCheckout(db: Queryable, venueId: number, sessionId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.sessionId, sessionId)));
  return row ?? null;
}
