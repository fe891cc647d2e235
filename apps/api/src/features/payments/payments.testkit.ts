import { and, asc, eq, notInArray } from 'drizzle-orm';
import { paymentCheckouts, paymentWebhookEvents, sandboxEvents, venues } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';
import { createCheckout, type NewCheckout } from './payments.service';
import type { WebhookTransport } from './sandbox/sandbox-events';
import { SANDBOX_WEBHOOK_PATH } from './sandbox/sandbox-events';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';

/** Helpers for the payments tests: checkouts, the sandbox's events, and webhook deliveries through the app. */

export const subscriptionCheckout = (plan = 'start', interval = 'year', seats = 3): NewCheckout => ({
  purpose: 'subscription',
  amount: 12_345,
  currency: 'EUR',
  description: `Chairside ${plan}`,
  metadata: { plan, interval, seats: String(seats) },
  successUrl: 'http://localhost:3000/subscription/thank-you?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/subscription/info',
});

export function paymentsKit(t: TestApp) {
  const deps = () => t.app.deps;
  /** A delivery through the app's own HTTP handling (inject), as the job would POST it. */
  const inject: WebhookTransport = async (url, body, headers) =>
    (await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })).statusCode;

  return {
    inject,
    checkout: (venueId: number, input: NewCheckout = subscriptionCheckout()) => createCheckout(deps(), t.database.db, venueId, input),
    /** POSTs a payload to the webhook route, signed (with `secret`, at `at`) unless `signature` is given. */
    deliver: (payload: string, options: { at?: Date; secret?: string; signature?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        payload,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: options.signature ?? signWebhook(options.secret ?? deps().env.sandboxWebhookSecret, payload, options.at ?? deps().now()),
        },
      }),
    /** The sandbox's events for a session not in `seen`, oldest first. */
    eventsOf: (sessionId: string, seen: string[] = []) =>
      t.database.db.select().from(sandboxEvents)
        .where(and(eq(sandboxEvents.sessionId, sessionId), seen.length ? notInArray(sandboxEvents.id, seen) : undefined))
        .orderBy(asc(sandboxEvents.createdAt)),
    checkoutRow: async (sessionId: string) => (await t.database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, sessionId)))[0]!,
    appliedEvents: (checkoutId: number) => t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.checkoutId, checkoutId)),
    plan: async (venueId: number) => (await t.database.db
      .select({ plan: venues.plan, planPaid: venues.planPaid, planInterval: venues.planInterval, seats: venues.seats })
      .from(venues).where(eq(venues.id, venueId)))[0]!,
    /** Pays (or tries to) on the sandbox's hosted page with a test card. */
    pay: (sessionId: string, cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/payments/sandbox/checkout/${sessionId}`,
        payload: new URLSearchParams({ card_number: cardNumber }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  };
}
