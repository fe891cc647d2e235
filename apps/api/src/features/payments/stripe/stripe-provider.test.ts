import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTotal } from '@chairside/shared/rules/plan-pricing';
import { PLAN_IDS, PLAN_RATES } from '@chairside/shared/subscription';
import { paymentCheckouts, venues } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { renewDue } from '../../subscription/subscription.service';
import { STRIPE_SIGNATURE_HEADER, stripeProvider } from './stripe-provider';
import { startFakeStripe, type FakeStripe } from './stripe.fake-server';

/**
 * The Stripe adapter, with no network: its requests go to a local server speaking Stripe's API
 * (stripe.fake-server.ts, through the SDK's host/port/protocol options), and webhooks are signed with
 * the SDK's own test helper (`stripe.webhooks.generateTestHeaderString`) over payloads shaped as
 * Stripe sends them (recorded shape, trimmed to the fields the adapter reads plus their neighbours).
 */
const SECRET = 'sk_test_chairside_fake';
const WEBHOOK_SECRET = 'whsec_chairside_test';
const signer = new Stripe('sk_test_unused');
const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000)) => signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

let fake: FakeStripe;
const t = useTestApp();
const provider = () => stripeProvider({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
const last = (path: string) => [...fake.requests].reverse().find((request) => request.path === path)!;

/** An event as Stripe posts it (API version of the SDK's pin), around a checkout session. */
function sessionEvent(type: string, session: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id, object: 'event', api_version: '2025-10-29.clover', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1,
    request: { id: null, idempotency_key: null }, type,
    data: {
      object: {
        object: 'checkout.session', amount_subtotal: 2900, amount_total: 2900, currency: 'eur', livemode: false, status: 'complete',
        payment_status: 'paid', mode: 'payment', customer: 'cus_rec1', payment_intent: 'pi_rec1', setup_intent: null, metadata: {}, ...session,
      },
    },
  });
}

beforeAll(async () => {
  fake = await startFakeStripe(SECRET);
});
afterAll(() => fake.close());

describe('the Stripe adapter’s requests', () => {
  it('opens a hosted payment checkout for a customer of its own, keeping the card when asked', async () => {
    const session = await provider().createCheckout({
      amount: 2900, currency: 'EUR', description: 'Start × 1', metadata: { venue_id: '7', purpose: 'subscription' },
      successUrl: 'https://app.test/subscription/thank-you?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://app.test/subscription/info', locale: 'pl', saveCard: true,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    const created = last('/v1/checkout/sessions');
    expect(created.auth).toBe(`Bearer ${SECRET}`);
    expect(created.form).toMatchObject({
      mode: 'payment', customer: expect.stringMatching(/^cus_/), locale: 'pl',
      success_url: 'https://app.test/subscription/thank-you?session_id={CHECKOUT_SESSION_ID}', cancel_url: 'https://app.test/subscription/info',
      'line_items[0][quantity]': '1', 'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][product_data][name]': 'Start × 1', 'metadata[venue_id]': '7', 'metadata[purpose]': 'subscription',
      'payment_intent_data[setup_future_usage]': 'off_session', 'payment_intent_data[metadata][venue_id]': '7',
    });
    // The venue paying Chairside: the platform's own charge, paid to no connected account.
    expect(Object.keys(created.form).filter((key) => /on_behalf_of|transfer_data|application_fee/.test(key))).toEqual([]);
  });

  it('pays a venue\'s checkout to its connected account (a destination charge, no fee) and takes its refunds back from it', async () => {
    const session = await provider().createCheckout({
      amount: 4500, currency: 'EUR', description: 'Demo Salon', metadata: { venue_id: '7', purpose: 'till_card' },
      successUrl: 'https://a.test/ok', cancelUrl: 'https://a.test/no', venueAccountId: 'acct_1Venue7',
    });
    const form = last('/v1/checkout/sessions').form;
    expect(form).toMatchObject({
      mode: 'payment', 'line_items[0][price_data][unit_amount]': '4500',
      'payment_intent_data[on_behalf_of]': 'acct_1Venue7', 'payment_intent_data[transfer_data][destination]': 'acct_1Venue7', 'payment_intent_data[metadata][purpose]': 'till_card',
    });
    expect(Object.keys(form).filter((key) => /application_fee|transfer_data\[amount\]/.test(key))).toEqual([]);

    await provider().refund(session.id, 1500, 'till-refund-1');
    expect(last(`/v1/checkout/sessions/${session.id}`).query).toEqual({ 'expand[0]': 'payment_intent' });
    expect(last('/v1/refunds')).toMatchObject({ form: { payment_intent: `pi_of_${session.id}`, amount: '1500', reverse_transfer: 'true' }, idempotencyKey: 'till-refund-1' });
  });

  it('opens a setup session (no amount) to save a card, and does not keep a card it was not asked to', async () => {
    await provider().createCheckout({ amount: 0, currency: 'EUR', description: 'Card', metadata: { venue_id: '7' }, successUrl: 'https://a.test/ok', cancelUrl: 'https://a.test/no', mode: 'setup' });
    const setup = last('/v1/checkout/sessions').form;
    expect(setup).toMatchObject({ mode: 'setup', currency: 'eur', 'setup_intent_data[metadata][venue_id]': '7' });
    expect(Object.keys(setup).some((key) => key.startsWith('line_items'))).toBe(false);
    await provider().createCheckout({ amount: 500, currency: 'EUR', description: 'Deposit', metadata: {}, successUrl: 'https://a.test/ok', cancelUrl: 'https://a.test/no' });
    expect(last('/v1/checkout/sessions').form['payment_intent_data[setup_future_usage]']).toBeUndefined();
  });

  it('charges a saved card off session with the idempotency key; a card error is a decline; the same key answers the first charge', async () => {
    const request = { amount: 4677, currency: 'EUR', description: 'Pro × 2', metadata: { venue_id: '7' }, paymentMethodId: 'cus_9/pm_9', idempotencyKey: 'renewal:7:2027-01-01:0:cus_9/pm_9' };
    const paid = await provider().chargeSaved(request);
    expect(paid).toEqual({ sessionId: expect.stringMatching(/^pi_/), status: 'paid' });
    const sent = last('/v1/payment_intents');
    expect(sent.form).toMatchObject({ amount: '4677', currency: 'eur', customer: 'cus_9', payment_method: 'pm_9', off_session: 'true', confirm: 'true', 'metadata[venue_id]': '7' });
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(await provider().chargeSaved(request)).toEqual(paid);

    const declined = await provider().chargeSaved({ ...request, paymentMethodId: 'cus_9/pm_declines', idempotencyKey: 'k2' });
    expect(declined).toEqual({ sessionId: expect.stringMatching(/^pi_/), status: 'declined' });
    await expect(provider().chargeSaved({ ...request, paymentMethodId: 'pm_without_customer' })).rejects.toThrow();
  });

  it('refunds a checkout session, or an off-session charge, through its payment intent (the platform\'s own: no transfer to reverse)', async () => {
    await provider().refund('cs_test_abc', 700);
    expect(last('/v1/refunds').form).toEqual({ payment_intent: 'pi_of_cs_test_abc', amount: '700' });
    await provider().refund('pi_renewal1', undefined, 'refund-full-stripe-pi_renewal1');
    expect(last('/v1/refunds')).toMatchObject({ form: { payment_intent: 'pi_renewal1' }, idempotencyKey: 'refund-full-stripe-pi_renewal1' });
    expect(last('/v1/refunds').form.reverse_transfer).toBeUndefined();
  });
});

describe('the Stripe adapter’s webhook verification (stripe.webhooks.constructEvent)', () => {
  it('reads a signed checkout.session.completed with the card it saved', async () => {
    const payload = sessionEvent('checkout.session.completed', { id: 'cs_test_rec1', metadata: { venue_id: '7', purpose: 'subscription', plan: 'start' } }, 'evt_rec_completed');
    const verified = await provider().verifyWebhook(Buffer.from(payload), sign(payload), new Date());
    expect(verified).toEqual({
      ok: true,
      event: {
        id: 'evt_rec_completed', type: 'checkout.session.completed', created: expect.any(Number), sessionId: 'cs_test_rec1', status: 'paid', amountRefunded: 0,
        paidAt: expect.any(Date), metadata: { venue_id: '7', purpose: 'subscription', plan: 'start' },
        paymentMethod: { id: expect.stringMatching(/^cus_rec1\/pm_/), brand: 'visa', last4: '4242' },
      },
    });
    expect(last('/v1/payment_intents/pi_rec1').query).toEqual({ 'expand[0]': 'payment_method' });
  });

  it('refuses a tampered body, a wrong secret, a missing header and a delivery older than five minutes', async () => {
    const payload = sessionEvent('checkout.session.completed', { id: 'cs_test_rec2' });
    const header = sign(payload);
    expect(await provider().verifyWebhook(Buffer.from(payload.replace('2900', '1')), header, new Date())).toEqual({ ok: false, reason: 'signature' });
    const other = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(await provider().verifyWebhook(Buffer.from(payload), other, new Date())).toEqual({ ok: false, reason: 'signature' });
    expect(await provider().verifyWebhook(Buffer.from(payload), undefined, new Date())).toEqual({ ok: false, reason: 'signature' });
    const old = sign(payload, Math.floor(Date.now() / 1000) - 301);
    expect(await provider().verifyWebhook(Buffer.from(payload), old, new Date())).toEqual({ ok: false, reason: 'expired' });
  });

  it('maps failures, expiry and refunds, and ignores types the app does not follow', async () => {
    const check = async (payload: string) => provider().verifyWebhook(Buffer.from(payload), sign(payload), new Date());
    expect(await check(sessionEvent('checkout.session.async_payment_failed', { id: 'cs_f', payment_status: 'unpaid' }))).toMatchObject({ ok: true, event: { sessionId: 'cs_f', status: 'declined' } });
    expect(await check(sessionEvent('checkout.session.expired', { id: 'cs_e', status: 'expired', payment_status: 'unpaid' }))).toMatchObject({ ok: true, event: { sessionId: 'cs_e', status: 'expired' } });
    // A delayed payment method completes the session unpaid: not paid yet.
    expect(await check(sessionEvent('checkout.session.completed', { id: 'cs_d', payment_status: 'unpaid' }))).toMatchObject({ ok: true, event: { status: 'open', paymentMethod: null } });
    fake.sessionMetadata = { venue_id: '7', purpose: 'subscription' };
    const refund = JSON.stringify({
      id: 'evt_rec_refund', object: 'event', api_version: '2025-10-29.clover', created: Math.floor(Date.now() / 1000), livemode: false, type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', amount: 2900, amount_refunded: 700, created: 1760000000, payment_intent: 'pi_rec9', refunded: false, metadata: {} } },
    });
    expect(await check(refund)).toMatchObject({ ok: true, event: { sessionId: 'cs_for_pi_rec9', status: 'refunded', amountRefunded: 700, metadata: { venue_id: '7' } } });
    const other = JSON.stringify({ id: 'evt_x', object: 'event', created: 1, type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await check(other)).toEqual({ ok: false, reason: 'ignored' });
  });
});

describe('PAYMENTS_PROVIDER=stripe, at the HTTP edge', () => {
  let owner: string;
  const webhook = (payload: string, header?: string) => t.app.inject({
    method: 'POST', url: '/api/v1/public/payments/webhooks/stripe', payload, headers: { 'content-type': 'application/json', ...(header ? { [STRIPE_SIGNATURE_HEADER]: header } : {}) },
  });
  const salon = async () => (await t.database.db.select().from(venues).where(eq(venues.id, t.seed.salon.id)))[0]!;

  beforeAll(async () => {
    owner = await t.login('owner');
  });

  it('is 404 while the sandbox is the provider', async () => {
    const payload = sessionEvent('checkout.session.completed', { id: 'cs_x' });
    expect((await webhook(payload, sign(payload))).statusCode).toBe(404);
  });

  it('buys a plan on Stripe: the hosted session, then the signed webhook unlocks it once; a bad signature changes nothing; renewals charge the saved card off session', async () => {
    Object.assign(t.app.deps.env, { paymentsProvider: 'stripe', stripe: { secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url } });
    try {
      const seats = (await t.call('GET', 'subscription/plans/list', { token: owner })).json().data.employees as number;
      const made = await t.call('POST', 'subscription/make', { token: owner, body: { plan_id: PLAN_IDS.start.year, interval: 'year', seats, back_url: 'subscription/info' } });
      expect(made.statusCode, made.body).toBe(200);
      const { id, url } = made.json().data as { id: string; url: string };
      expect(url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
      const sent = last('/v1/checkout/sessions').form;
      expect(sent['line_items[0][price_data][unit_amount]']).toBe(String(planTotal(PLAN_RATES.start.year, seats, 'year')));
      const metadata = Object.fromEntries(Object.entries(sent).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
      expect(metadata).toMatchObject({ plan: 'start', interval: 'year', seats: String(seats), venue_id: String(t.seed.salon.id), purpose: 'subscription' });

      const payload = sessionEvent('checkout.session.completed', { id, metadata, customer: sent.customer, amount_total: Number(sent['line_items[0][price_data][unit_amount]']) }, 'evt_http_completed');
      const before = await salon();
      const forged = await webhook(payload, sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
      expect(forged.statusCode).toBe(400);
      expect(await salon()).toEqual(before);

      const applied = await webhook(payload, sign(payload));
      expect(applied.json()).toEqual({ received: true, outcome: 'applied' });
      expect((await webhook(payload, sign(payload))).json()).toEqual({ received: true, outcome: 'duplicate' });
      const after = await salon();
      expect(after).toMatchObject({ plan: 'start', planInterval: 'year', seats, planPaid: true, subscriptionCard: { provider: 'stripe', id: expect.stringMatching(new RegExp(`^${sent.customer}/pm_\\d+$`)), brand: 'visa', last4: '4242' } });
      const [checkout] = await t.database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, id));
      expect(checkout).toMatchObject({ provider: 'stripe', status: 'paid' });

      const ignored = JSON.stringify({ id: 'evt_other', object: 'event', created: Math.floor(Date.now() / 1000), type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
      expect((await webhook(ignored, sign(ignored))).json()).toEqual({ received: true, outcome: 'ignored' });

      // The renewal day: the card saved by that session is charged off session, with an idempotency key.
      const renewal = await renewDue({ ...t.app.deps, now: () => new Date(`${after.planRenewsOn}T12:00:00Z`) });
      expect(renewal.renewed).toBe(1);
      const [customer, method] = after.subscriptionCard!.id.split('/');
      expect(last('/v1/payment_intents')).toMatchObject({ form: { customer, payment_method: method, off_session: 'true', confirm: 'true' }, idempotencyKey: expect.stringMatching(/^renewal:/) });
    } finally {
      Object.assign(t.app.deps.env, { paymentsProvider: 'sandbox', stripe: undefined });
      await t.database.db.update(venues).set({ plan: 'pro', planPaid: true, planInterval: 'month', seats: 8 }).where(eq(venues.id, t.seed.salon.id));
    }
  });
});
