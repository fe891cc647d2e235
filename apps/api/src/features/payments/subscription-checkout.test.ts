import { beforeAll, describe, expect, it } from 'vitest';
import { planTotal } from '@chairside/shared/rules/plan-pricing';
import { PLAN_IDS, PLAN_RATES, type MakeResponse, type PlansListResponse, type SessionResponse } from '@chairside/shared/subscription';
import { useTestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * POST subscription/make and subscription/session on the sandbox provider: the server prices the
 * purchase, the payer pays on the hosted page, the signed webhook (delivered by its job) changes
 * the plan, and the session call reports it with the new plan fields.
 */
const t = useTestApp();
const kit = paymentsKit(t);
let owner: string;
let seats: number;
beforeAll(async () => {
  owner = await t.login('owner');
  const list = (await t.call('GET', 'subscription/plans/list', { token: owner })).json<PlansListResponse>();
  seats = Math.max(3, list.data.current_employees);
});

const make = (body: object, token = owner) => t.call('POST', 'subscription/make', { token, body });
const session = (id: string, token = owner) => t.call('POST', 'subscription/session', { token, body: { session_id: id } });
const deliverAll = async (id: string) => {
  for (const event of await kit.eventsOf(id)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
};

describe('buying a plan through the sandbox', () => {
  it('start, yearly: priced by §9, paid on the hosted page, the webhook unlocks it, the session call says so', async () => {
    const made = await make({ seats, plan_id: PLAN_IDS.start.year, interval: 'year', back_url: 'subscription/info' });
    expect(made.statusCode, made.body).toBe(200);
    const { data, invoice } = made.json<MakeResponse>();
    expect(invoice).toBeNull();
    const checkout = await kit.checkoutRow(data.id);
    expect(checkout).toMatchObject({ amount: planTotal(PLAN_RATES.start.year, seats, 'year'), currency: 'EUR', status: 'open', purpose: 'subscription' });
    expect((await session(data.id)).json<SessionResponse>().data).toEqual({ status: 'open', plan: 'start', interval: 'year', seats });

    const page = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(page.body).toContain(`EUR ${(checkout.amount / 100).toFixed(2)}`);
    const paid = await kit.pay(data.id, SANDBOX_CARDS.success);
    expect(paid.headers.location).toBe(`http://localhost:3000/subscription/thank-you?session_id=${data.id}`);
    await deliverAll(data.id);

    const confirmed = (await session(data.id)).json<SessionResponse>();
    expect(confirmed.data.status).toBe('paid');
    expect(confirmed.subscription_info).toBe(1);
    expect(confirmed.subscription?.reports_advanced).toBe(0); // start has no advanced reports
    expect(confirmed.subscription?.resources).toBe(1);
    const list = (await t.call('GET', 'subscription/plans/list', { token: owner })).json<PlansListResponse>();
    expect(list.data.current).toEqual({ name: 'start', interval: 'year' });
    expect(list.data.bought_seats).toBe(seats);
  });

  it('the decline card leaves the plan as it was', async () => {
    const before = await kit.plan(t.seed.salon.id);
    const { data } = (await make({ seats, plan_id: PLAN_IDS.grow.month, interval: 'month', back_url: 'calendar' })).json<MakeResponse>();
    expect((await kit.pay(data.id, SANDBOX_CARDS.decline)).statusCode).toBe(402);
    await deliverAll(data.id);
    expect((await session(data.id)).json<SessionResponse>().data.status).toBe('declined');
    expect(await kit.plan(t.seed.salon.id)).toEqual(before);
  });

  it('refuses the free plan, a purchase of what is already paid for, and a back_url that leaves the app (422)', async () => {
    const current = await kit.plan(t.seed.salon.id);
    const refusals = [
      await make({ seats, plan_id: PLAN_IDS.manage.month, interval: 'month', back_url: '' }),
      await make({ seats: current.seats, plan_id: PLAN_IDS[current.plan as 'start'][current.planInterval as 'year'], interval: current.planInterval, back_url: '' }),
      await make({ seats, plan_id: PLAN_IDS.pro.year, interval: 'year', back_url: '//evil.test/x' }),
      await make({ seats, plan_id: PLAN_IDS.pro.year, interval: 'year', back_url: '', amount: 1 }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422]);
  });

  it("another venue's session is not found, and a plain employee may not buy", async () => {
    const { data } = (await make({ seats, plan_id: PLAN_IDS.pro.year, interval: 'year', back_url: '' })).json<MakeResponse>();
    expect((await session(data.id, await t.login('other'))).statusCode).toBe(404);
    expect((await session('cs_sbx_unknown')).statusCode).toBe(404);
    expect((await make({ seats, plan_id: PLAN_IDS.pro.year, interval: 'year', back_url: '' }, await t.login('staff'))).statusCode).toBe(403);
  });
});
