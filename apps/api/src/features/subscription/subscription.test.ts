import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@chairside/shared/constants';
import { planTotal } from '@chairside/shared/rules/plan-pricing';
import { PLAN_IDS, PLAN_RATES, type PlansListResponse, type PreviewResponse } from '@chairside/shared/subscription';
import { venues } from '../../db/schema/index';
import { DEMO_SALON_SEATS } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/test-app';

/** GET subscription/plans/list and POST subscription/preview (spec §3, §7, §9): the server's prices. */
const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const bookableStaff = async () => {
  const list = (await t.call('GET', 'subscription/plans/list', { token: owner })).json<PlansListResponse>();
  return list.data.current_employees;
};

describe('GET subscription/plans/list', () => {
  it('answers the spec’s plans data: every plan with month and year entries in cents, seats, the current plan, SMS cost and the comparison table', async () => {
    const response = await t.call('GET', 'subscription/plans/list', { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<PlansListResponse>();
    expect(Object.keys(data.plans)).toEqual([...PLANS]);
    expect(data.plans.start.year).toEqual({ name: 'start', plan_id: PLAN_IDS.start.year, interval: 'year', prices: [...PLAN_RATES.start.year], currency: { symbol: '€', code: 'EUR' } });
    expect(data.plans.manage.month.prices).toEqual([0, 0]);
    expect(data.employees).toBeGreaterThan(0);
    expect(data.current_employees).toBe(data.employees);
    expect(data.bought_seats).toBe(DEMO_SALON_SEATS); // the demo salon pays for 10 seats, 8 of them taken
    expect(data.current).toEqual({ name: 'pro', interval: 'month' });
    expect(data.sms_cost).toBe('0.07');
    const option = data.group_options.flatMap((group) => group.options).find((o) => o.key === 'reports_advanced')!;
    expect(option.values).toEqual(PLANS.map((plan) => ({ plan_name: plan, value_type: 'boolean', value: plan === 'pro' ? 1 : 0 })));
  });

  it('names the comparison table in the caller’s language', async () => {
    const de = (await t.call('GET', 'subscription/plans/list', { token: owner, lang: 'de' })).json<PlansListResponse>();
    expect(de.data.group_options[0]!.group_name).toBe('Team und Kalender');
  });

  it('is the owner’s business: a plain employee gets 403', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'subscription/plans/list', { token: staff })).statusCode).toBe(403);
    expect((await t.call('POST', 'subscription/preview', { token: staff, body: { seats: 3, plan_id: PLAN_IDS.start.year, interval: 'year' } })).statusCode).toBe(403);
  });
});

describe('POST subscription/preview', () => {
  it('prices the new plan by §9 for any plan, interval and seats; the current plan is what the venue pays now', async () => {
    const staff = await bookableStaff();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PLANS), fc.constantFrom('month' as const, 'year' as const), fc.integer({ min: staff, max: staff + 40 }), async (plan, interval, seats) => {
        const response = await t.call('POST', 'subscription/preview', { token: owner, body: { seats, plan_id: PLAN_IDS[plan][interval], interval } });
        expect(response.statusCode, response.body).toBe(200);
        const { data } = response.json<PreviewResponse>();
        const rates = PLAN_RATES[plan][interval];
        expect(data.new_plan).toMatchObject({ name: plan, seats, interval, trial: 0, price: planTotal(rates, seats, interval) });
        expect(data.current_plan).toMatchObject({ name: 'pro', seats: DEMO_SALON_SEATS, interval: 'month', trial: 0, price: planTotal(PLAN_RATES.pro.month, DEMO_SALON_SEATS, 'month') });
      }),
      { numRuns: 12 },
    );
  });

  it('shows start, 3 staff, yearly as (first + 2 × extra) × 12, formatted', async () => {
    await t.database.db.update(venues).set({ seats: 3 }).where(eq(venues.id, t.seed.salon.id));
    const staff = await bookableStaff();
    const seats = Math.max(3, staff);
    const { data } = (await t.call('POST', 'subscription/preview', { token: owner, body: { seats, plan_id: PLAN_IDS.start.year, interval: 'year' } })).json<PreviewResponse>();
    const expected = (1558 + 738 * (seats - 1)) * 12;
    expect(data.new_plan.price).toBe(expected);
    expect(data.new_plan.price_formatted).toBe(`€ ${(expected / 100).toFixed(2)}`);
  });

  it('refuses an unknown plan, an interval the plan_id does not name, and fewer seats than bookable staff with 422 in the caller’s language', async () => {
    const staff = await bookableStaff();
    const refuse = async (body: object, field: string) => {
      const response = await t.call('POST', 'subscription/preview', { token: owner, body, lang: 'fr-fr' });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
      return response.json<{ errors: Record<string, string[]> }>().errors[field]![0]!;
    };
    await refuse({ seats: staff, plan_id: 999, interval: 'year' }, 'plan_id');
    await refuse({ seats: staff, plan_id: PLAN_IDS.grow.month, interval: 'year' }, 'interval');
    if (staff > 1) expect(await refuse({ seats: staff - 1, plan_id: PLAN_IDS.grow.month, interval: 'month' }, 'seats')).toContain(String(staff));
    await refuse({ seats: 0, plan_id: PLAN_IDS.grow.month, interval: 'month' }, 'seats');
  });

  it('takes no price from the client: a body carrying an amount is refused (422 on that field)', async () => {
    const response = await t.call('POST', 'subscription/preview', { token: owner, body: { seats: 5, plan_id: PLAN_IDS.pro.year, interval: 'year', price: 1 } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['price']);
  });
});
