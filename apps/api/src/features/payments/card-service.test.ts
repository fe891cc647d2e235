import { beforeAll, describe, expect, it } from 'vitest';
import type { CardServiceResponse, DeskPaymentsResponse } from '@chairside/shared/payments';
import { DEFAULT_CARD_FLOWS, DEFAULT_DESK_PAYMENTS } from '@chairside/shared/payments';
import { useTestApp } from '../../test/test-app';
import { SANDBOX_CONNECT_PATH } from './sandbox/sandbox-connect';

/**
 * The venue's own card service (/payments): connect through the sandbox's connected accounts
 * (onboarding link → hosted page → back to /payments/sandbox-connect, the status read from the
 * provider: pending, active, restricted), payouts and fees shown once connected, the flows that take
 * cards, and the desk's methods and tips.
 */
const t = useTestApp();
// Other Venue's owner walks the flows (Demo Salon's card service is seeded connected); Demo Salon's staff member has no settings.business_info.
let owner: string;
let staff: string;
beforeAll(async () => {
  owner = await t.login('other');
  staff = await t.login('staff');
});

const service = async (token = owner) => (await t.call('GET', 'payments/card-service', { token })).json<CardServiceResponse>().data;
const link = async (token = owner) => {
  const response = await t.call('POST', 'payments/connect/link', { token, lang: 'de' });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ data: { url: string } }>().data.url);
};
const finish = (url: URL, outcome: 'verified' | 'without_document') =>
  t.app.inject({ method: 'POST', url: url.pathname, payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('card service and connect', () => {
  it('starts not connected, with nothing about payouts or fees, and every flow on', async () => {
    expect(await service()).toEqual({
      provider: 'sandbox', connect_available: true,
      account: { status: 'not_connected', account_id: null, charges_enabled: false, payouts_enabled: false, requirements: [] },
      payout_schedule: null, fees: null, flows: DEFAULT_CARD_FLOWS,
    });
  });

  it('connects through the hosted onboarding: pending, then restricted without the document, then active', async () => {
    const first = await link();
    expect(first.pathname).toMatch(new RegExp(`^${SANDBOX_CONNECT_PATH}/acct_sbx_`));
    const pending = await service();
    expect(pending.account).toMatchObject({ status: 'pending', charges_enabled: false, requirements: expect.arrayContaining(['representative.verification.document']) });
    expect(pending.payout_schedule).toEqual({ interval: 'daily', delay_days: 2 });
    // In the venue's currency (Other Venue's is GBP).
    expect(pending.fees).toEqual({ percent_bp: 140, fixed: 25, currency: 'GBP' });

    // The hosted page speaks the language the link was asked in, and ends back at the app's return page.
    const page = await t.app.inject({ method: 'GET', url: first.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de"');
    const restricted = await finish(first, 'without_document');
    expect(restricted.statusCode).toBe(303);
    expect(restricted.headers.location).toBe('http://localhost:3000/payments/sandbox-connect?return=1');
    expect((await service()).account).toMatchObject({ status: 'restricted', charges_enabled: false, payouts_enabled: false, requirements: ['representative.verification.document'] });

    // A second link reuses the account.
    const again = await link();
    expect(again.pathname).toBe(first.pathname);
    await finish(again, 'verified');
    expect((await service()).account).toMatchObject({ status: 'active', account_id: pending.account.account_id, charges_enabled: true, payouts_enabled: true, requirements: [] });
  });

  it('saves which flows take cards, refuses bad input, and keeps other venues and staff out', async () => {
    const flows = { deposits: true, prepayment: false, vouchers: true, checkout: false };
    const saved = await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows }, lang: 'fr-fr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { flows }, message: 'Les réglages de paiement ont été enregistrés.' });
    expect((await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows: { deposits: 'yes' } } })).statusCode).toBe(422);
    // Demo Salon's own: seeded through these services, connected and active, its flows untouched.
    const salon = await t.login('owner');
    expect(await service(salon)).toMatchObject({ account: { status: 'active', charges_enabled: true }, flows: DEFAULT_CARD_FLOWS, fees: { percent_bp: 140, fixed: 25 } });
    for (const [method, path] of [['GET', 'payments/card-service'], ['POST', 'payments/connect/link'], ['POST', 'payments/desk/update']] as const) {
      expect((await t.call(method, path, { token: staff, body: method === 'POST' ? DEFAULT_DESK_PAYMENTS : undefined })).statusCode, path).toBe(403);
    }
  });

  it('answers an unknown onboarding page with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${SANDBOX_CONNECT_PATH}/acct_sbx_nope` })).statusCode).toBe(404);
    expect((await finish(new URL(`http://x${SANDBOX_CONNECT_PATH}/acct_sbx_nope`), 'verified')).statusCode).toBe(404);
  });
});

describe('desk payment methods and tips', () => {
  it('reads the defaults, saves names and switches in the till’s order, and the till reads them', async () => {
    const desk = async (token = owner) => (await t.call('GET', 'payments/desk', { token })).json<DeskPaymentsResponse>().data;
    expect(await desk()).toEqual(DEFAULT_DESK_PAYMENTS);
    const body = {
      methods: [{ method: 'other', name: ' Bank transfer ', enabled: true }, { method: 'cash', name: '', enabled: false }, { method: 'card', name: 'Card terminal', enabled: true }],
      tips: { enabled: true, percents: [15, 5] },
    };
    const saved = await t.call('POST', 'payments/desk/update', { token: owner, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      methods: [{ method: 'cash', name: '', enabled: false }, { method: 'card', name: 'Card terminal', enabled: true }, { method: 'other', name: 'Bank transfer', enabled: true }],
      tips: { enabled: true, percents: [5, 15] },
    };
    expect(saved.json().data).toEqual(expected);
    // Another venue's desk is its own (Demo Salon's seeded one names its transfer).
    expect((await desk(await t.login('owner'))).methods[2]).toEqual({ method: 'other', name: 'Bank transfer', enabled: true });
    expect(await desk()).toEqual(expected);
  });

  it('refuses no method at all, a method twice, a tip twice, too many tips', async () => {
    const methods = DEFAULT_DESK_PAYMENTS.methods;
    for (const body of [
      { methods: methods.map((row) => ({ ...row, enabled: false })), tips: { enabled: false, percents: [] } },
      { methods: [methods[0], methods[0], methods[1]], tips: { enabled: false, percents: [] } },
      { methods, tips: { enabled: true, percents: [10, 10] } },
      { methods, tips: { enabled: true, percents: [1, 2, 3, 4, 5] } },
      { methods, tips: { enabled: true, percents: [0] } },
    ]) {
      expect((await t.call('POST', 'payments/desk/update', { token: owner, body })).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('the till refuses a method the desk turned off, a typed name when other is off, and takes the rest', async () => {
    const methods = [{ method: 'cash', name: '', enabled: false }, { method: 'card', name: 'Terminal', enabled: true }, { method: 'other', name: '', enabled: false }];
    expect((await t.call('POST', 'payments/desk/update', { token: owner, body: { methods, tips: { enabled: false, percents: [] } } })).statusCode).toBe(200);
    const cart = (await t.call('POST', 'checkouts/store', { token: owner, body: { items: [{ kind: 'custom', name: 'Gift wrap', unit_price: 1500 }] } })).json().data;
    for (const method of ['cash', 'BLIK']) {
      const refused = await t.call('POST', `checkouts/pay/${cart.id}`, { token: owner, body: { payments: [{ method, amount: cart.totals.due }] }, lang: 'pl' });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors['payments.0.method']).toEqual(['Recepcja nie przyjmuje tej metody płatności (Płatności › Płatność).']);
    }
    const paid = await t.call('POST', `checkouts/pay/${cart.id}`, { token: owner, body: { payments: [{ method: 'card', amount: cart.totals.due }] } });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.call('POST', 'payments/desk/update', { token: owner, body: DEFAULT_DESK_PAYMENTS });
  });
});
