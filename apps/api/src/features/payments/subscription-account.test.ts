import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { addInterval, planTotal } from '@chairside/shared/rules/plan-pricing';
import type { MakeResponse } from '@chairside/shared/subscription';
import { PLAN_IDS, PLAN_RATES } from '@chairside/shared/subscription';
import type { MethodChangeResponse, SubscriptionInfoResponse, TransactionsResponse } from '@chairside/shared/subscription-account';
import { venues } from '../../db/schema/index';
import { todayIn } from '../../lib/access';
import { readEnv } from '../../lib/env';
import { useTestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * The subscription account after a purchase on the sandbox (subscription/info, transactions with
 * their PDF invoice, method/change): the card the payer used is saved for renewals, the renewal
 * date follows the interval, and a new card goes through the provider's hosted page in setup mode.
 */
const t = useTestApp();
const kit = paymentsKit(t);
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const deliverAll = async (id: string) => {
  for (const event of await kit.eventsOf(id)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
};
const info = async (token = owner) => (await t.call('GET', 'subscription/info', { token })).json<SubscriptionInfoResponse>();
const transactions = async (token = owner) => (await t.call('GET', 'subscription/transactions', { token })).json<TransactionsResponse>();

async function buy(seats: number) {
  const made = await t.call('POST', 'subscription/make', { token: owner, body: { seats, plan_id: PLAN_IDS.start.year, interval: 'year', back_url: 'subscription/info' } });
  const { data } = made.json<MakeResponse>();
  expect((await kit.pay(data.id, SANDBOX_CARDS.success)).statusCode).toBe(303);
  await deliverAll(data.id);
  return data.id;
}

describe('subscription/info, transactions and the invoice after a purchase', () => {
  it('shows the plan paid, the seats, the renewal a year on, the card used; the payment is in the history with its PDF', async () => {
    const seats = Math.max(3, (await info()).data.employees);
    const seeded = (await transactions()).total;
    await buy(seats);
    const { data } = await info();
    const [venue] = await t.database.db.select({ timezone: venues.timezone, title: venues.title }).from(venues).where(eq(venues.id, t.seed.salon.id));
    const today = todayIn(venue!.timezone, new Date());
    expect(data).toMatchObject({
      plan: 'start', effective_plan: 'start', interval: 'year', status: 'active', seats, trial: null,
      renews_on: addInterval(today, 'year'), price: planTotal(PLAN_RATES.start.year, seats, 'year'), card: { brand: 'visa', last4: '4242' },
    });

    const history = await transactions();
    expect(history.total).toBe(seeded + 1);
    const [row] = history.data;
    expect(row).toMatchObject({ plan: 'start', interval: 'year', seats, amount: planTotal(PLAN_RATES.start.year, seats, 'year'), status: 'paid' });
    const pdf = await t.call('GET', `subscription/transactions/${row!.id}.pdf`, { token: owner });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(row!.number);
    expect(text).toContain(row!.amount_formatted);
    expect(text).toContain(venue!.title);
    // No INVOICE_ISSUER here: the seller is the product alone and the document says it is no tax invoice.
    expect(text).toContain('INVOICE_ISSUER');
  });

  it('prints the operator\'s company from INVOICE_ISSUER as the seller', async () => {
    const issuer = ['Salon Software Ltd', '1 Harbour Street', 'Dublin D02 XY45', 'IE', 'VAT IE1234567T'];
    const env = t.app.deps.env;
    const before = env.invoiceIssuer;
    env.invoiceIssuer = readEnv({ INVOICE_ISSUER: issuer.join(' | ') }).invoiceIssuer;
    try {
      const [row] = (await transactions()).data;
      const pdf = await t.call('GET', `subscription/transactions/${row!.id}.pdf`, { token: owner });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      for (const line of issuer) expect(text).toContain(line);
      expect(text).not.toContain('INVOICE_ISSUER');
    } finally {
      env.invoiceIssuer = before;
    }
  });

  it('refuses real money (PAYMENTS_PROVIDER=stripe) without an invoice issuer', () => {
    const stripe = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => readEnv(stripe)).toThrow(/INVOICE_ISSUER/);
    expect(readEnv({ ...stripe, INVOICE_ISSUER: 'Chairside Ltd|1 Road' }).invoiceIssuer).toEqual(['Chairside Ltd', '1 Road']);
  });

  it("another venue sees neither the payment nor its invoice (404), and a plain employee is refused (403)", async () => {
    const [row] = (await transactions()).data;
    const other = await t.login('other');
    expect((await transactions(other)).total).toBe(0);
    expect((await t.call('GET', `subscription/transactions/${row!.id}.pdf`, { token: other })).statusCode).toBe(404);
    const staff = await t.login('staff');
    for (const [method, path] of [['GET', 'subscription/info'], ['GET', 'subscription/transactions'], ['POST', 'subscription/method/change'], ['POST', 'subscription/cancel']] as const) {
      expect((await t.call(method, path, { token: staff, ...(method === 'POST' ? { body: {} } : {}) })).statusCode, path).toBe(403);
    }
  });
});

describe('POST subscription/method/change', () => {
  it('answers a setup session on the hosted page (nothing charged, in the venue’s language); the card saved there replaces the one on file', async () => {
    const paymentsBefore = (await transactions()).total;
    const answer = await t.call('POST', 'subscription/method/change', { token: owner });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json<MethodChangeResponse>();
    expect(await kit.checkoutRow(data.id)).toMatchObject({ purpose: 'subscription_method', amount: 0, status: 'open' });
    const page = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(page.body).toContain('<button type="submit">Save card</button>');

    // The 3-D Secure card: the card is saved once the payer confirms.
    expect((await kit.pay(data.id, SANDBOX_CARDS.confirm)).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST', url: `${new URL(data.url).pathname}/confirm`, payload: 'outcome=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.headers.location).toBe(`http://localhost:3000/subscription/payment-details?session_id=${data.id}`);
    await deliverAll(data.id);
    expect((await info()).data.card).toEqual({ brand: 'visa', last4: '3155' });
    // A setup is not a payment: the history is unchanged.
    expect((await transactions()).total).toBe(paymentsBefore);
  });
});

describe('the sandbox hosted page speaks the venue’s language', () => {
  it('shows a German venue its page in German', async () => {
    await t.database.db.update(venues).set({ lang: 'de' }).where(eq(venues.id, t.seed.salon.id));
    const { data } = (await t.call('POST', 'subscription/method/change', { token: owner })).json<MethodChangeResponse>();
    const page = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Karte speichern');
    const declined = await kit.pay(data.id, SANDBOX_CARDS.decline);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Ihre Karte wurde abgelehnt');
    await t.database.db.update(venues).set({ lang: 'en-us' }).where(eq(venues.id, t.seed.salon.id));
  });
});
