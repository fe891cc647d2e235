import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardServiceResponse } from '@chairside/shared/payments';
import type { Checkout } from '@chairside/shared/sales';
import { onlineDepositKit, rows } from '../../../test/online-deposit-kit';
import { useTestApp } from '../../../test/test-app';
import { stripeProvider } from './stripe-provider';
import { fakeAccount } from './stripe.fake-accounts';
import { startFakeStripe, type FakeStripe } from './stripe.fake-server';

/**
 * The venue's own card service on Stripe (Stripe Connect), with no network: the adapter's requests go
 * to stripe.fake-server.ts, whose accounts are Stripe's recorded shapes at each stage of onboarding
 * (stripe.fake-accounts.ts). Then at the HTTP edge with PAYMENTS_PROVIDER=stripe: the onboarding link,
 * the status read from Stripe, and the venue's customers paying to its account (the till, an online
 * deposit) while the venue's own purchase (an SMS pack) names none. Wednesday 4 August 2027.
 */
const SECRET = 'sk_test_chairside_connect';
const stripe = () => ({ secretKey: SECRET, webhookSecret: 'whsec_chairside_connect', apiUrl: fake.url });
let fake: FakeStripe;
const t = useTestApp({ now: () => new Date('2027-08-01T08:00:00Z') });
const connect = () => stripeProvider(stripe()).connect!;
const last = (path: string) => [...fake.requests].reverse().find((request) => request.path === path)!;
const stage = (id: string, to: Parameters<typeof fakeAccount>[1]) => fake.accounts.set(id, fakeAccount(id, to));

beforeAll(async () => {
  fake = await startFakeStripe(SECRET);
});
afterAll(() => fake.close());

describe('the Stripe adapter’s connected accounts', () => {
  it('opens an Express account (through controller) for the venue: its country, e-mail, currency, both capabilities, its id in metadata', async () => {
    const { accountId } = await connect().createAccount({ venueId: 7, email: 'hello@demosalon.test', country: 'NL', currency: 'EUR' });
    expect(accountId).toMatch(/^acct_/);
    expect(last('/v1/accounts')).toMatchObject({
      method: 'POST', auth: `Bearer ${SECRET}`,
      form: {
        'controller[stripe_dashboard][type]': 'express', 'controller[requirement_collection]': 'stripe',
        'controller[fees][payer]': 'application', 'controller[losses][payments]': 'application',
        country: 'NL', email: 'hello@demosalon.test', default_currency: 'eur',
        'capabilities[card_payments][requested]': 'true', 'capabilities[transfers][requested]': 'true', 'metadata[venue_id]': '7',
      },
    });
    expect(last('/v1/accounts').form.type, 'the deprecated type is not sent').toBeUndefined();
    const again = await connect().createAccount({ venueId: 7, email: 'hello@demosalon.test', country: 'NL', currency: 'EUR' });
    expect(again.accountId, 'the same request again (a double click) opens no second account').toBe(accountId);
    // A venue with no country or e-mail yet: Stripe asks for them on its onboarding.
    await connect().createAccount({ venueId: 8, email: null, country: null, currency: 'GBP' });
    const bare = last('/v1/accounts').form;
    expect(bare).toMatchObject({ default_currency: 'gbp', 'metadata[venue_id]': '8' });
    expect([bare.country, bare.email]).toEqual([undefined, undefined]);
  });

  it('answers Stripe’s one-time onboarding link, sending the venue back to the app (account links take no locale)', async () => {
    const { accountId } = await connect().createAccount({ venueId: 7, email: null, country: 'NL', currency: 'EUR' });
    const link = await connect().onboardingLink(accountId, { returnUrl: 'https://app.test/payments/stripe-connect?return=1', refreshUrl: 'https://app.test/payments/stripe-connect?refresh=1', locale: 'nld' });
    expect(link.url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
    expect(last('/v1/account_links').form).toEqual({
      account: accountId, type: 'account_onboarding', return_url: 'https://app.test/payments/stripe-connect?return=1', refresh_url: 'https://app.test/payments/stripe-connect?refresh=1',
    });
  });

  it('reads the account as Stripe reports it: pending while onboarding or being verified, active, restricted when held back or rejected', async () => {
    const { accountId: id } = await connect().createAccount({ venueId: 7, email: null, country: 'NL', currency: 'EUR' });
    const onboarding = await connect().account(id, 'EUR');
    expect(onboarding).toEqual({
      status: 'pending', chargesEnabled: false, payoutsEnabled: false,
      requirements: ['business_profile.mcc', 'business_profile.url', 'business_type', 'external_account', 'representative.first_name', 'representative.last_name', 'tos_acceptance.date', 'tos_acceptance.ip'],
      payoutSchedule: { interval: 'daily', delayDays: 7 }, fees: null,
    });
    expect(last(`/v1/accounts/${id}`).method).toBe('GET');
    stage(id, 'verifying');
    expect(await connect().account(id, 'EUR')).toMatchObject({ status: 'pending', requirements: [] });
    stage(id, 'active');
    expect(await connect().account(id, 'EUR')).toEqual({
      status: 'active', chargesEnabled: true, payoutsEnabled: true, requirements: [], payoutSchedule: { interval: 'weekly', delayDays: 7 }, fees: null,
    });
    stage(id, 'restricted');
    expect(await connect().account(id, 'EUR')).toMatchObject({ status: 'restricted', chargesEnabled: false, payoutsEnabled: false, requirements: ['representative.verification.document'] });
    stage(id, 'rejected');
    expect(await connect().account(id, 'EUR')).toMatchObject({ status: 'restricted', requirements: [] });
    // Taking cards but not paying out yet, with the bank account still due: held back.
    fake.accounts.set(id, { ...fakeAccount(id, 'active'), payouts_enabled: false, requirements: { ...fakeAccount(id, 'restricted').requirements, currently_due: ['external_account'], past_due: [], disabled_reason: null } });
    expect(await connect().account(id, 'EUR')).toMatchObject({ status: 'restricted', chargesEnabled: true, requirements: ['external_account'] });
  });
});

describe('PAYMENTS_PROVIDER=stripe with Connect, at the HTTP edge', () => {
  const DAY = '2027-08-04';
  const { SUB, pub, person, times, setPolicy } = onlineDepositKit(t, { day: DAY, net: 41, customer: { first_name: 'Ada', last_name: 'Peeters', phoneFrom: 41_000_000 } });
  let owner: string;
  const service = async () => (await t.call('GET', 'payments/card-service', { token: owner })).json<CardServiceResponse>().data;
  const post = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
  const destinationOf = (form: Record<string, string>) => [form['payment_intent_data[on_behalf_of]'], form['payment_intent_data[transfer_data][destination]']];

  beforeAll(async () => {
    owner = await t.login('owner');
    Object.assign(t.app.deps.env, { paymentsProvider: 'stripe', stripe: stripe() });
  });
  afterAll(() => {
    Object.assign(t.app.deps.env, { paymentsProvider: 'sandbox', stripe: undefined });
  });

  it('connects Demo Salon through Stripe’s onboarding and shows the status Stripe reports', async () => {
    // Its sandbox account is not Stripe's: not connected here.
    expect(await service()).toMatchObject({ provider: 'stripe', connect_available: true, account: { status: 'not_connected', account_id: null }, fees: null });
    const linked = await t.call('POST', 'payments/connect/link', { token: owner, lang: 'nld' });
    expect(linked.statusCode, linked.body).toBe(200);
    const { url } = linked.json<{ data: { url: string } }>().data;
    const opened = last('/v1/accounts').form;
    expect(opened).toMatchObject({ country: 'NL', email: 'hello@demosalon.test', default_currency: 'eur', 'metadata[venue_id]': String(t.seed.salon.id) });
    const accountId = [...fake.accounts.keys()].at(-1)!;
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
    expect(last('/v1/account_links').form).toMatchObject({ account: accountId, return_url: 'http://localhost:3000/payments/stripe-connect?return=1', refresh_url: 'http://localhost:3000/payments/stripe-connect?refresh=1' });

    expect(await service()).toMatchObject({
      account: { status: 'pending', account_id: accountId, charges_enabled: false, requirements: expect.arrayContaining(['external_account']) },
      payout_schedule: { interval: 'daily', delay_days: 7 }, fees: null,
    });
    // A second link reuses the account.
    expect((await t.call('POST', 'payments/connect/link', { token: owner })).statusCode).toBe(200);
    expect([...fake.accounts.keys()].at(-1)).toBe(accountId);
    stage(accountId, 'restricted');
    expect((await service()).account).toMatchObject({ status: 'restricted', requirements: ['representative.verification.document'] });
    stage(accountId, 'active');
    expect(await service()).toMatchObject({ account: { status: 'active', charges_enabled: true, payouts_enabled: true, requirements: [] }, payout_schedule: { interval: 'weekly', delay_days: 7 } });
  });

  it('pays the venue’s customers’ card payments to its account (the till, an online deposit), and the venue’s own purchase to the platform', async () => {
    const accountId = [...fake.accounts.keys()].at(-1)!;
    const cart = await post('checkouts/store', { items: [{ kind: 'custom', name: 'Blow-dry', unit_price: 4500 }] });
    expect(cart.statusCode, cart.body).toBe(200);
    const started = await post(`checkouts/card/${cart.json<{ data: Checkout }>().data.id}`, { channel: 'desk' });
    expect(started.statusCode, started.body).toBe(200);
    expect(destinationOf(last('/v1/checkout/sessions').form)).toEqual([accountId, accountId]);

    const [service_] = await rows<{ id: number }>(t, sql`select id from services where venue_id = ${t.seed.salon.id} and name = 'Root colour'`);
    await setPolicy(`{"deposit_type": "fixed", "deposit_amount": 2000, "deposit_service_ids": [${service_!.id}]}`);
    const time = (await times([service_!.id]))[0]!;
    const booked = await pub('POST', `${SUB}/bookings`, { body: { ...person(), service_ids: [service_!.id], date: DAY, time } });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().deposit.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const deposit = last('/v1/checkout/sessions').form;
    expect(deposit).toMatchObject({ 'line_items[0][price_data][unit_amount]': '2000', 'metadata[purpose]': 'online_deposit' });
    expect(destinationOf(deposit)).toEqual([accountId, accountId]);

    const pack = await t.call('POST', 'sms/buy', { token: owner, body: new URLSearchParams({ id: '1' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(destinationOf(last('/v1/checkout/sessions').form)).toEqual([undefined, undefined]);
  });
});
