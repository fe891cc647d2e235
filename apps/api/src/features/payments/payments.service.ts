import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentCheckouts, paymentWebhookEvents, sandboxEvents } from '../../db/schema/index';
import { payWithCard } from './sandbox/sandbox-checkout';
import { sandboxEventSchema, toProviderEvent } from './sandbox/sandbox-events';
import type { Deps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { CheckoutRequest, CheckoutSession, ProviderEvent } from './card-provider';
import { nextState, STATUS_RANK } from './checkout-state';
import { cardProvider } from './card-providers';

/**
 * The payments feature's public face: hosted checkouts through the card provider, refunds, and the
 * webhook events that decide what a checkout reached. Other features ask for a checkout with a
 * `purpose` and get told, once, when its money was taken (CheckoutEffects).
 */

// The provider in use, and the venue's card service (card-service.ts), for other features and the demo seed.
export { cardProvider } from './card-providers';
export { cardServiceBlock, connectLink, deskPaymentsOf, onlineCardBlock, updateDeskPayments, venueAccountOf, type CardServiceBlock } from './card-service';
export { paymentDoneUrl } from './payment-done';
export { SANDBOX_CARDS } from './sandbox/sandbox-cards';
/** The sandbox's hosted onboarding, finished as the venue would on its page (the demo seed). */
export { finishOnboarding as finishSandboxOnboarding } from './sandbox/sandbox-connect';

export interface NewCheckout extends CheckoutRequest {
  purpose: string;
}

/** Asks the provider for a hosted checkout and records it for the venue; answers where to send the payer. */
export async function createCheckout(deps: Deps, db: Queryable, venueId: number, input: NewCheckout): Promise<CheckoutSession> {
  const setup = input.mode === 'setup';
  if (!Number.isSafeInteger(input.amount) || (setup ? input.amount !== 0 : input.amount <= 0)) throw new AppError('VALIDATION');
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

/**
 * Records a charge the provider settled at once, off session, on a saved card (a renewal): no hosted
 * page and no payer. Its later webhook events find the row and, by the ladder, change nothing.
 */
export async function recordCharge(db: Queryable, venueId: number, input: NewCheckout & { provider: string; sessionId: string; status: 'paid' | 'declined'; paidAt: Date | null }): Promise<CheckoutRow> {
  const metadata = { ...input.metadata, venue_id: String(venueId), purpose: input.purpose };
  const [row] = await db.insert(paymentCheckouts).values({
    venueId, provider: input.provider, sessionId: input.sessionId, purpose: input.purpose, amount: input.amount, currency: input.currency,
    description: input.description, metadata, status: input.status, statusRank: STATUS_RANK[input.status], paidAt: input.paidAt,
  }).returning();
  return row!;
}

/** Charges a saved card off session through the provider and records the outcome (paid or declined) for the venue. */
export async function chargeSavedCard(deps: Deps, db: Queryable, venueId: number, input: Omit<NewCheckout, 'successUrl' | 'cancelUrl'> & { paymentMethodId: string; idempotencyKey: string }): Promise<CheckoutRow> {
  const provider = cardProvider(deps);
  const metadata = { ...input.metadata, venue_id: String(venueId), purpose: input.purpose };
  const charge = await provider.chargeSaved({
    amount: input.amount, currency: input.currency, description: input.description, metadata, paymentMethodId: input.paymentMethodId, idempotencyKey: input.idempotencyKey,
  });
  const { idempotencyKey: _key, paymentMethodId: _method, ...checkout } = input;
  return recordCharge(db, venueId, {
    ...checkout, successUrl: '', cancelUrl: '', provider: provider.name, sessionId: charge.sessionId, status: charge.status, paidAt: charge.status === 'paid' ? deps.now() : null,
  });
}

/** Refunds (part of) a paid checkout through its provider; the refund's webhook updates the checkout. */
export async function refundCheckout(deps: Deps, db: Queryable, venueId: number, checkoutId: number, amount?: number): Promise<void> {
  const [checkout] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, checkoutId)));
  if (!checkout || STATUS_RANK[checkout.status as keyof typeof STATUS_RANK] < STATUS_RANK.paid) throw new AppError('NOT_FOUND');
  await cardProvider(deps).refund(checkout.sessionId, amount);
}

/**
 * Gives back `amount` of the venue's paid checkout with the provider's session id (a refund to the card
 * at the till); the provider's refund event confirms it (CheckoutEffects' `refunded`). `idempotencyKey`
 * makes a retry refund no more where the provider keeps keys.
 */
export async function refundSession(deps: Deps, db: Queryable, venueId: number, sessionId: string, amount: number, idempotencyKey: string): Promise<void> {
  const checkout = await findCheckout(db, venueId, sessionId);
  if (!checkout || STATUS_RANK[checkout.status as keyof typeof STATUS_RANK] < STATUS_RANK.paid) throw new AppError('NOT_FOUND');
  await cardProvider(deps).refund(checkout.sessionId, amount, idempotencyKey);
}

/**
 * Gives back all that is left of a paid checkout, safe to run again (a retried job): nothing when
 * the provider reported it refunded already, one refund per checkout at the provider (its
 * idempotency key), and a provider that finds nothing left to refund (CONFLICT) counts as done.
 */
export async function refundCheckoutInFull(deps: Deps, db: Queryable, venueId: number, checkoutId: number): Promise<'refunded' | 'already'> {
  const [checkout] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, checkoutId)));
  if (!checkout || STATUS_RANK[checkout.status as keyof typeof STATUS_RANK] < STATUS_RANK.paid) throw new AppError('NOT_FOUND');
  if (checkout.amountRefunded >= checkout.amount) return 'already';
  try {
    await cardProvider(deps).refund(checkout.sessionId, undefined, `refund-full-${checkout.provider}-${checkout.sessionId}`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return 'already';
    throw error;
  }
  return 'refunded';
}

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
/** Run once per checkout, in the transaction that first records its money as taken (or a setup's card as saved). */
export type CheckoutEffect = (tx: Queryable, checkout: CheckoutRow, event: ProviderEvent) => Promise<void>;
/**
 * A purpose's effects: a function runs once when the money is first taken; an object may also say
 * what to do each time the provider reports more of it refunded (`refunded`, given what was refunded
 * before: the checkout row carries the new cumulative amount), in the transaction that records it.
 */
export type CheckoutEffects = Partial<Record<string, CheckoutEffect | { paid?: CheckoutEffect; refunded?: (tx: Queryable, checkout: CheckoutRow, refundedBefore: number) => Promise<void> }>>;

export type WebhookOutcome = 'applied' | 'duplicate' | 'unchanged' | 'unknown_checkout';

/**
 * Applies one verified event, exactly once: the event id is recorded under a unique key in the same
 * transaction as its effect (a repeat finds it and does nothing), the checkout row is locked, and
 * its state only moves up the ladder of checkout-state.ts, so any order of events ends alike.
 */
export async function applyProviderEvent(deps: Deps, provider: string, event: ProviderEvent, effects: CheckoutEffects): Promise<WebhookOutcome> {
  const venueId = Number(event.metadata.venue_id);
  if (!Number.isSafeInteger(venueId) || venueId <= 0 || venueId > 2_147_483_647) return 'unknown_checkout';
  const db = deps.database.forVenue(venueId);
  const once = and(eq(paymentWebhookEvents.venueId, venueId), eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, event.id));
  // A redelivery (the common case under retries) is one indexed read, taking no lock.
  if ((await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(once).limit(1)).length) return 'duplicate';
  return db.transaction(async (tx) => {
    // One round trip: lock the checkout and record the event id (the unique key decides a race between two deliveries).
    const [row] = rowsOf<LockedRow>(await tx.execute(sql`
      with checkout as (
        select id, status, amount_refunded, paid_at from payment_checkouts
        where venue_id = ${venueId} and provider = ${provider} and session_id = ${event.sessionId} for update
      ), fresh as (
        insert into payment_webhook_events (venue_id, provider, event_id, type, checkout_id, event_created)
        select ${venueId}, ${provider}, ${event.id}, ${event.type}, id, ${event.created} from checkout
        on conflict (venue_id, provider, event_id) do nothing returning id
      )
      select checkout.id, checkout.status, checkout.amount_refunded, checkout.paid_at, (select count(*)::int from fresh) as fresh from checkout`));
    if (!row) return 'unknown_checkout';
    if (!row.fresh) return 'duplicate';
    const current = { status: row.status, amountRefunded: row.amount_refunded, paidAt: row.paid_at === null ? null : new Date(row.paid_at) };
    const { state, changed, crossedPaid } = nextState(current, event);
    if (!changed) return 'unchanged';
    const [updated] = await tx.update(paymentCheckouts)
      .set({ status: state.status, statusRank: STATUS_RANK[state.status], amountRefunded: state.amountRefunded, paidAt: state.paidAt, updatedAt: deps.now() })
      .where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, row.id)))
      .returning();
    const effect = effects[updated!.purpose];
    const paid = typeof effect === 'function' ? effect : effect?.paid;
    if (crossedPaid) await paid?.(tx, updated!, event);
    if (typeof effect === 'object' && state.amountRefunded > current.amountRefunded) await effect.refunded?.(tx, updated!, current.amountRefunded);
    return 'applied';
  });
}

interface LockedRow {
  id: number;
  status: ProviderEvent['status'];
  amount_refunded: number;
  paid_at: string | Date | null;
  fresh: number;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The venue's checkout with the provider's session id, or null (another venue's is not found either). */
/** The venue's checkouts of one purpose that took money (paid or since refunded), newest first, a page at a time. */
export async function paidCheckouts(db: Queryable, venueId: number, purpose: string, page: { limit: number; offset: number }) {
  const where = and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.purpose, purpose), gte(paymentCheckouts.statusRank, STATUS_RANK.paid));
  const [rows, [count]] = [
    await db.select().from(paymentCheckouts).where(where).orderBy(desc(paymentCheckouts.paidAt), desc(paymentCheckouts.id)).limit(page.limit).offset(page.offset),
    await db.select({ total: sql<number>`count(*)::int` }).from(paymentCheckouts).where(where),
  ];
  return { rows, total: count?.total ?? 0 };
}

/** One checkout of the venue by its id and purpose that took money, or null. */
export async function paidCheckout(db: Queryable, venueId: number, purpose: string, id: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.id, id), eq(paymentCheckouts.purpose, purpose), gte(paymentCheckouts.statusRank, STATUS_RANK.paid)));
  return row ?? null;
}

export async function findCheckout(db: Queryable, venueId: number, sessionId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.sessionId, sessionId)));
  return row ?? null;
}

/**
 * The sandbox's hosted page paid with a test card, and the events it sent applied at once, in order
 * (the demo seed, which runs no jobs: the same path a delivered webhook takes after its signature).
 */
export async function payOnSandboxNow(deps: Deps, sessionId: string, cardNumber: string, effects: CheckoutEffects): Promise<void> {
  await payWithCard(deps, sessionId, cardNumber);
  const events = await deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.sessionId, sessionId)).orderBy(asc(sandboxEvents.createdAt));
  for (const row of events.filter((event) => event.state !== 'delivered')) {
    await applyProviderEvent(deps, 'sandbox', toProviderEvent(sandboxEventSchema.parse(JSON.parse(row.payload))), effects);
    await deps.db.update(sandboxEvents).set({ state: 'delivered', deliveredAt: deps.now() }).where(eq(sandboxEvents.id, row.id));
  }
}
