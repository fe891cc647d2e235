import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents, venues } from '../../db/schema/index';
import { cardProvider, refundCheckout } from './payments.service';
import { signWebhook } from './webhook-signature';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';
import { paymentsKit, subscriptionCheckout } from './payments.testkit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * The card provider at the HTTP edge: the sandbox's hosted page and test cards, its signed webhooks
 * delivered by the retried job, and the app applying each event exactly once, in any order.
 */
const t = useTestApp();
const kit = paymentsKit(t);
let salon: number;
beforeAll(() => {
  salon = t.seed.salon.id;
});

const deliverAll = async (sessionId: string) => {
  for (const event of await kit.eventsOf(sessionId)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
};

describe('the sandbox hosted checkout', () => {
  it('shows the amount, pays with the success card, redirects to the success URL, and its webhook unlocks the plan', async () => {
    const session = await kit.checkout(salon, subscriptionCheckout('grow', 'month', 4));
    expect(session.url).toContain(`/api/v1/public/payments/sandbox/checkout/${session.id}`);
    const page = await t.app.inject({ method: 'GET', url: new URL(session.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('EUR 123.45');

    const paid = await kit.pay(session.id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/subscription/thank-you?session_id=${session.id}`);
    // Nothing changes in the app before the webhook arrives.
    expect((await kit.checkoutRow(session.id)).status).toBe('open');

    const [event] = await kit.eventsOf(session.id);
    expect(event).toMatchObject({ type: 'checkout.session.completed', state: 'pending' });
    expect(await deliverSandboxEvent(t.app.deps, event!.id, kit.inject)).toBe('delivered');
    expect(await kit.checkoutRow(session.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await kit.plan(salon)).toEqual({ plan: 'grow', planPaid: true, planInterval: 'month', seats: 4 });
    // The job ran again (a retry after a crash) finds it delivered.
    expect(await deliverSandboxEvent(t.app.deps, event!.id, kit.inject)).toBe('already');
    // Back on the page, a paid session goes straight to the success URL.
    expect((await t.app.inject({ method: 'GET', url: new URL(session.url).pathname })).statusCode).toBe(303);
  });

  it('declines the decline card with a clear message, leaving the plan as it was; another card then pays', async () => {
    const before = await kit.plan(salon);
    const session = await kit.checkout(salon, subscriptionCheckout('start', 'year', 2));
    const declined = await kit.pay(session.id, SANDBOX_CARDS.decline);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined');
    await deliverAll(session.id);
    expect((await kit.checkoutRow(session.id)).status).toBe('declined');
    expect(await kit.plan(salon)).toEqual(before);

    expect((await kit.pay(session.id, SANDBOX_CARDS.success)).statusCode).toBe(303);
    await deliverAll(session.id);
    expect((await kit.checkoutRow(session.id)).status).toBe('paid');
    expect(await kit.plan(salon)).toMatchObject({ plan: 'start', planInterval: 'year', seats: 2 });
  });

  it('asks for the extra confirmation with the 3-D Secure card: approve pays, deny declines', async () => {
    const session = await kit.checkout(salon);
    const asked = await kit.pay(session.id, SANDBOX_CARDS.confirm);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('confirm this payment');
    expect(await kit.eventsOf(session.id)).toEqual([]);
    const confirm = (outcome: string) => t.app.inject({
      method: 'POST',
      url: `/api/v1/public/payments/sandbox/checkout/${session.id}/confirm`,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await confirm('deny')).statusCode).toBe(402);
    expect((await kit.pay(session.id, SANDBOX_CARDS.confirm)).statusCode).toBe(200);
    expect((await confirm('approve')).statusCode).toBe(303);
    expect((await kit.eventsOf(session.id)).map((event) => event.type)).toEqual(['checkout.session.payment_failed', 'checkout.session.completed']);
  });

  it('refuses an unknown card number on the page and an unknown session with 404', async () => {
    const session = await kit.checkout(salon);
    const unknown = await kit.pay(session.id, '1234 5678 9012 3456');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('not one of the sandbox test cards');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/payments/sandbox/checkout/cs_sbx_nope' })).statusCode).toBe(404);
  });

  it('refunds through the provider: the refund event records it on the checkout', async () => {
    const session = await kit.checkout(salon);
    await kit.pay(session.id, SANDBOX_CARDS.success);
    await deliverAll(session.id);
    const row = await kit.checkoutRow(session.id);
    await refundCheckout(t.app.deps, t.database.db, salon, row.id, 2_000);
    await deliverAll(session.id);
    expect(await kit.checkoutRow(session.id)).toMatchObject({ status: 'refunded', amountRefunded: 2_000 });
  });

  it('a delivery the app does not accept fails the job (pg-boss retries it with back-off) and is recorded', async () => {
    const session = await kit.checkout(salon);
    await kit.pay(session.id, SANDBOX_CARDS.success);
    const [event] = await kit.eventsOf(session.id);
    await expect(deliverSandboxEvent(t.app.deps, event!.id, async () => 503)).rejects.toThrow('HTTP 503');
    const [row] = await t.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, event!.id));
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 503' });
    await deliverSandboxEvent(t.app.deps, event!.id, kit.inject);
    expect((await kit.checkoutRow(session.id)).status).toBe('paid');
  });
});

describe('the webhook route', () => {
  async function paidEvent() {
    const session = await kit.checkout(salon, subscriptionCheckout('pro', 'year', 5));
    await kit.pay(session.id, SANDBOX_CARDS.success);
    const [event] = await kit.eventsOf(session.id);
    return { session, payload: event!.payload };
  }

  it('refuses a bad signature, a wrong secret, a missing header and a replay older than 5 minutes with 400, changing nothing', async () => {
    const { payload } = await paidEvent();
    const before = await databaseFingerprint(t.database.db);
    const old = new Date(t.app.deps.now().getTime() - 5 * 60_000 - 1_000);
    const answers = [
      await kit.deliver(payload, { signature: 't=1,v1=00' }),
      await kit.deliver(payload, { secret: 'whsec_someone_else' }),
      await kit.deliver(payload, { at: old }),
      await kit.deliver(payload.replace('"amount_refunded":0', '"amount_refunded":1'), { signature: signWebhook(t.app.deps.env.sandboxWebhookSecret, payload, t.app.deps.now()) }),
      await t.app.inject({ method: 'POST', url: '/api/v1/public/payments/webhooks/sandbox', payload, headers: { 'content-type': 'application/json' } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', signature: [expect.any(String)] });
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('applies the same event once however often it is delivered', async () => {
    const { session, payload } = await paidEvent();
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await kit.deliver(payload)).json<{ outcome: string }>().outcome);
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    const row = await kit.checkoutRow(session.id);
    expect(row.status).toBe('paid');
    expect(await kit.appliedEvents(row.id)).toHaveLength(1);
  });

  it('applies the same event once when both deliveries arrive at the same time', async () => {
    const { session, payload } = await paidEvent();
    const answers = await Promise.all([kit.deliver(payload), kit.deliver(payload), kit.deliver(payload)]);
    expect(answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await kit.appliedEvents((await kit.checkoutRow(session.id)).id)).toHaveLength(1);
  });

  it('ends in the right state when events arrive out of order (the refund before the payment)', async () => {
    await t.database.db.update(venues).set({ plan: 'manage', planPaid: false }).where(eq(venues.id, salon));
    const session = await kit.checkout(salon, subscriptionCheckout('grow', 'year', 3));
    await kit.pay(session.id, SANDBOX_CARDS.decline);
    await kit.pay(session.id, SANDBOX_CARDS.success);
    // The provider refunds before the app heard of the payment (no event delivered yet).
    await cardProvider(t.app.deps).refund(session.id, 500);
    const events = await kit.eventsOf(session.id);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.payment_failed', 'checkout.session.completed', 'charge.refunded']);
    for (const event of [...events].reverse()) expect((await kit.deliver(event.payload)).statusCode).toBe(200);
    expect(await kit.checkoutRow(session.id)).toMatchObject({ status: 'refunded', amountRefunded: 500, paidAt: expect.any(Date) });
    // The payment's effect happened once, even though 'paid' itself arrived after the refund.
    expect(await kit.plan(salon)).toEqual({ plan: 'grow', planPaid: true, planInterval: 'year', seats: 3 });
  });

  it('answers an event for a checkout it does not know with 200 (so the provider stops) and records nothing', async () => {
    const { payload } = await paidEvent();
    const foreign = payload.replace(/"id":"cs_sbx_[^"]+"/, '"id":"cs_sbx_unknown"');
    const answer = await kit.deliver(foreign);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'unknown_checkout' });
  });
});
