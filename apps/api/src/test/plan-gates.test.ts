import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '@chairside/shared/constants';
import { PLAN_FEATURE_MAP, PLAN_FEATURES, type PlanFeature } from '@chairside/shared/permissions';
import { DEMO_SALON_SEATS } from '../db/seed/demo-data';
import { createTestApp, type TestApp } from './test-app';

/**
 * Plan limits everywhere (issue 17; spec §6 "Subscription features", §8 "422 or 403 with limits"):
 * one row per gate, walked at the HTTP edge. For each, the plan in effect that lacks the feature
 * answers 403 PLAN_LIMIT with `limits`, and a plan that has it gets past the gate. The same table is
 * in docs/architecture.md ("Plan limits"); the web's placeholders are app/routes/plan-gates.test.tsx.
 * Every gate calls lib/access.ts (assertFeature / assertWithinLimit), never a check of its own.
 */
let t: TestApp;
let owner: string;
const ids: Record<string, number> = {};

const one = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
const setPlan = (plan: Plan) => t.database.db.execute(sql`update venues set plan = ${plan}, plan_paid = true where id = ${t.seed.salon.id}`);

interface Gate {
  feature: PlanFeature;
  /** Where the check sits (service function), as the architecture table names it. */
  where: string;
  method: 'GET' | 'POST';
  /** `:name` stands for ids[name]. */
  path: string;
  body?: () => unknown;
  query?: Record<string, string>;
}

const GATES: Gate[] = [
  { feature: 'resources', where: 'catalog/resources storeResource …', method: 'POST', path: 'resources/store', body: () => ({ name: 'Sunbed' }) },
  { feature: 'discounts', where: 'catalog/offers storeDiscount …', method: 'POST', path: 'discounts/store', body: () => ({ name: 'Spring', kind: 'percent', value: 2000, code: null, starts_on: '2027-03-01', ends_on: '2027-05-31', limit_per_customer: 2, applies_products: true, manual_restricted: true }) },
  { feature: 'packages', where: 'catalog/offers storePackage …', method: 'POST', path: 'packages/store', body: () => ({ name: '10 × Blow-dry', description: '', price: 28000, validity_days: 365, online: true, items: [{ service_id: ids.service, count: 10 }] }) },
  { feature: 'memberships', where: 'catalog/offers storeMembership …', method: 'POST', path: 'memberships/store', body: () => ({ name: 'Club', kind: 'recurring', period: 'year', price: 99000, service_ids: [ids.service], discount_bp: 1500 }) },
  { feature: 'products', where: 'inventory storeProduct …', method: 'POST', path: 'products/store', body: () => ({ name: 'Gated oil' }) },
  { feature: 'products', where: 'inventory storePartner (brand)', method: 'POST', path: 'brands/store', body: () => ({ name: 'Gated brand' }) },
  { feature: 'inventory', where: 'inventory adjustStock', method: 'POST', path: 'stock/adjust', body: () => ({ product_id: ids.product, quantity: 1, kind: 'purchase_receipt' }) },
  { feature: 'inventory', where: 'inventory countStock', method: 'POST', path: 'stock/count', body: () => ({ counts: [{ product_id: ids.product, counted: 9 }] }) },
  { feature: 'inventory', where: 'inventory storePartner (supplier)', method: 'POST', path: 'suppliers/store', body: () => ({ name: 'Gated supplier' }) },
  { feature: 'inventory', where: 'inventory storeOrder …', method: 'POST', path: 'purchase-orders/store', body: () => ({ supplier_id: ids.supplier, lines: [{ product_id: ids.product, quantity: 1 }] }) },
  { feature: 'forms', where: 'customers/forms storeForm …', method: 'POST', path: 'forms/store', body: () => ({ name: 'Gated form', fields: [{ id: 'a', type: 'short_text', label: 'A' }] }) },
  { feature: 'forms', where: 'customers/forms updateForm', method: 'POST', path: 'forms/update/:form', body: () => ({ name: 'Renamed', fields: [{ id: 'a', type: 'short_text', label: 'A' }] }) },
  { feature: 'forms', where: 'customers/forms storeDeskResponse', method: 'POST', path: 'form-responses/store', body: () => ({ form_id: ids.form, customer_id: ids.customer, answers: {} }) },
  { feature: 'reports_advanced', where: 'reports runReport (planGated)', method: 'GET', path: 'reports/employees/performance', query: { preset: 'this_month' } },
  { feature: 'employees', where: 'staff/team takeSeat (assertWithinLimit)', method: 'POST', path: 'employees/store', body: () => ({ first_name: 'Zoe' }) },
];

const pathOf = (gate: Gate) => gate.path.replace(/:(\w+)/g, (_, name: string) => String(ids[name]));

/** Features some plan lacks that have no screen or route yet: nothing to gate until they are built. */
const NOT_BUILT: PlanFeature[] = ['marketing', 'reviews', 'api'];

/** A plan whose features lack `feature` (the highest such), and one that has it (pro). */
const lacking = (feature: PlanFeature): Plan => [...PLANS].reverse().find((plan) => feature === 'employees' ? PLAN_FEATURE_MAP[plan].employees > 0 : PLAN_FEATURE_MAP[plan][feature] === 0)!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  const venue = t.seed.salon.id;
  ids.service = await one(sql`select id from services where venue_id = ${venue} order by id limit 1`);
  ids.product = await one(sql`select id from products where venue_id = ${venue} order by id limit 1`);
  ids.supplier = await one(sql`select id from suppliers where venue_id = ${venue} order by id limit 1`);
  ids.customer = await one(sql`select id from customers where venue_id = ${venue} order by id limit 1`);
  await setPlan('pro');
  const form = await t.call('POST', 'forms/store', { token: owner, body: { name: 'Plan gate form', fields: [{ id: 'a', type: 'short_text', label: 'A' }] } });
  ids.form = form.json().data.id;
});
afterAll(async () => {
  await setPlan('pro');
  await t.close();
});

describe('plan gates', () => {
  it('cover every feature some plan lacks, or name it as not built yet', () => {
    const gated = PLAN_FEATURES.filter((feature) => PLANS.some((plan) => PLAN_FEATURE_MAP[plan][feature] === 0 || (feature === 'employees' && PLAN_FEATURE_MAP[plan].employees > 0)));
    expect([...new Set([...GATES.map((gate) => gate.feature), ...NOT_BUILT])].sort()).toEqual([...gated].sort());
  });

  it.each(GATES.map((gate) => [`${gate.feature}: ${gate.method} ${gate.path}`, gate] as const))('%s answers 403 PLAN_LIMIT with limits where the plan lacks it, and passes the gate on pro', async (_name, gate) => {
    const plan = lacking(gate.feature);
    await setPlan(plan);
    try {
      const refused = await t.call(gate.method, pathOf(gate), { token: owner, body: gate.body?.(), query: gate.query, lang: 'pl' });
      expect(refused.statusCode, `${plan}: ${refused.body}`).toBe(403);
      const answer = refused.json();
      expect(answer).toMatchObject({ code: 'PLAN_LIMIT', message: expect.any(String), message_description: expect.any(String), platform: 'web' });
      expect(answer.limits[gate.feature]).toBe(gate.feature === 'employees' ? PLAN_FEATURE_MAP[plan].employees : 0);
    } finally {
      await setPlan('pro');
    }
    const allowed = await t.call(gate.method, pathOf(gate), { token: owner, body: gate.body?.(), query: gate.query });
    expect(allowed.json().code, allowed.body).not.toBe('PLAN_LIMIT');
    expect(allowed.statusCode, allowed.body).toBeLessThan(500);
  });
});

/**
 * Seats on a paid plan (spec §3 plans data, §5 seat counter, §9): the plan allows any number of
 * bookable staff but bills them by seat, so no more may be active than `bought_seats`. Store, update
 * to bookable and restore are refused past it with 403 PLAN_LIMIT and `limits`; a trial has bought
 * none yet and is not limited; more seats bought (the plans dialog) lift the limit on the next request.
 */
describe('seats bought on a paid plan', () => {
  const venue = () => t.seed.salon.id;
  const bookable = async () => one(sql`select count(*)::int as id from employees where venue_id = ${venue()} and bookable and not archived`);
  const setSeats = (seats: number, paid = true) => t.database.db.execute(sql`update venues set plan = 'start', plan_paid = ${paid}, seats = ${seats} where id = ${venue()}`);
  afterAll(() => t.database.db.execute(sql`update venues set plan = 'pro', plan_paid = true, seats = ${DEMO_SALON_SEATS}, trial_start = null, trial_end = null where id = ${venue()}`));

  it('refuses a bookable employee past the seats bought, on store, update and restore, and the plans data agree', async () => {
    const used = await bookable();
    await setSeats(used);
    const plans = (await t.call('GET', 'subscription/plans/list', { token: owner })).json().data;
    expect(plans).toMatchObject({ employees: used, current_employees: used, bought_seats: used });

    const refused = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Seat', last_name: 'Nine' }, lang: 'de' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', message: expect.any(String), message_description: expect.any(String), limits: { employees: used, bought_seats: used, used: used + 1 } });
    expect(await bookable()).toBe(used);

    // A desk employee takes no seat; making them bookable does.
    const desk = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Desk', bookable: false } });
    expect(desk.statusCode, desk.body).toBe(200);
    const deskId = desk.json().employee.id as number;
    const update = await t.call('POST', `employees/update/${deskId}`, { token: owner, body: { first_name: 'Desk', bookable: true } });
    expect(update.statusCode).toBe(403);
    expect(update.json().limits).toMatchObject({ employees: used, bought_seats: used });

    // One seat more bought: the next request may use it, and only it.
    await setSeats(used + 1);
    expect((await t.call('POST', `employees/update/${deskId}`, { token: owner, body: { first_name: 'Desk', bookable: true } })).statusCode).toBe(200);
    expect(await bookable()).toBe(used + 1);
    expect((await t.call('POST', `employees/archive/${deskId}`, { token: owner })).statusCode).toBe(200);
    const other = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Seat', last_name: 'Ten' } });
    expect(other.statusCode, other.body).toBe(200);
    const restore = await t.call('POST', `employees/restore/${deskId}`, { token: owner });
    expect(restore.statusCode).toBe(403);
    expect(restore.json().limits).toMatchObject({ employees: used + 1, bought_seats: used + 1, used: used + 2 });
    expect(await bookable()).toBe(used + 1);

    // Trying the plan (not paid): nothing bought yet, so the seats do not limit.
    await setSeats(1, false);
    await t.database.db.execute(sql`update venues set trial_start = current_date - 1, trial_end = current_date + 10 where id = ${venue()}`);
    expect((await t.call('POST', `employees/restore/${deskId}`, { token: owner })).statusCode).toBe(200);
    expect(await bookable()).toBe(used + 2);
  });
});
