// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '@chairside/shared/constants';
import { PLAN_IDS, PLAN_RATES, type PlansData } from '@chairside/shared/subscription';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { PlansDialog } from './plans-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The plans dialog's §4/§5 rules on screen: defaults, the seat counter's floor, when Continue is disabled. */
const plans = (current: PlansData['current']): PlansData => ({
  plans: Object.fromEntries(PLANS.map((plan) => [plan, {
    month: { name: plan, plan_id: PLAN_IDS[plan].month, interval: 'month', prices: [...PLAN_RATES[plan].month], currency: { symbol: '€', code: 'EUR' } },
    year: { name: plan, plan_id: PLAN_IDS[plan].year, interval: 'year', prices: [...PLAN_RATES[plan].year], currency: { symbol: '€', code: 'EUR' } },
  }])) as PlansData['plans'],
  employees: 3,
  current_employees: 3,
  bought_seats: 3,
  current,
  sms_cost: '0.07',
  group_options: [],
});

let mounted: Mounted;
let previews: unknown[];
const el = (selector: string) => document.querySelector(selector) as HTMLButtonElement & HTMLInputElement;
const click = (node: Element) => act(async () => (node as HTMLElement).click());

async function open(current: PlansData['current'], trial: object | null = null) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    if (String(url).includes('subscription/plans/list')) return new Response(JSON.stringify({ data: plans(current) }), { status: 200 });
    if (String(url).includes('subscription/preview')) {
      previews.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ message: 'stop here' }), { status: 500 });
    }
    return new Response(JSON.stringify({ id: 1, trial, plan: current.name }), { status: 200 });
  }));
  mounted = await mountRoutes([{ path: '/', element: <PlansDialog onClosed={() => undefined} /> }]);
  await eventually(() => expect(el('[data-seat-value]')).not.toBeNull());
}

beforeEach(() => {
  queryClient.clear();
  previews = [];
});
afterEach(async () => {
  await mounted.unmount();
  vi.unstubAllGlobals();
});

describe('PlansDialog', () => {
  it('opens on pro, yearly, the counter at the staff there are with minus disabled (spec §4, §5)', async () => {
    await open({ name: 'start', interval: 'year' });
    expect(el('[data-plan-card="pro"] input[type=radio]').checked).toBe(true);
    expect(el('[data-interval-toggle] input[value="year"]').checked).toBe(true);
    expect(el('[data-seat-value]').value).toBe('3');
    expect(el('[data-seat-minus]').disabled).toBe(true);
    await click(el('[data-seat-plus]'));
    expect(el('[data-seat-value]').value).toBe('4');
    expect(el('[data-seat-minus]').disabled).toBe(false);
    await click(el('[data-seat-minus]'));
    expect(el('[data-seat-value]').value).toBe('3');
    expect(el('[data-seat-minus]').disabled).toBe(true);
  });

  it('disables Continue on the current plan and interval with no seat added', async () => {
    await open({ name: 'start', interval: 'year' });
    expect(el('[data-plans-continue]').disabled).toBe(false);
    await click(el('[data-plan-card="start"]'));
    expect(el('[data-plans-continue]').disabled).toBe(true);
    await click(el('[data-seat-plus]'));
    expect(el('[data-plans-continue]').disabled).toBe(false);
    await click(el('[data-seat-minus]'));
    await click(el('[data-interval-toggle] input[value="month"]'));
    expect(el('[data-plans-continue]').disabled).toBe(false);
  });

  it('asks the server for the preview with the plan_id, interval and seats chosen (never a price)', async () => {
    await open({ name: 'start', interval: 'year' }, { days_left: 5 });
    await click(el('[data-plan-card="grow"]'));
    await click(el('[data-seat-plus]'));
    await click(el('[data-plans-continue]'));
    await eventually(() => expect(previews).toEqual([{ seats: 4, plan_id: PLAN_IDS.grow.year, interval: 'year' }]));
  });
});
