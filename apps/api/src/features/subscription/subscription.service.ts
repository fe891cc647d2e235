import { and, eq } from 'drizzle-orm';
import { PLANS, type Plan } from '@chairside/shared/constants';
import { PLAN_INTERVALS } from '@chairside/shared/onboarding';
import { addInterval, planTotal, type PlanInterval } from '@chairside/shared/rules/plan-pricing';
import {
  formatPlanPrice, PLAN_CURRENCY, PLAN_IDS, PLAN_OPTION_GROUPS, PLAN_RATES, planOfId, planOptionValue, SMS_COST,
  type PlansData, type PreviewBody, type PreviewPlan, type PreviewResponse,
} from '@chairside/shared/subscription';
import type { Queryable } from '../../db/client';
import { venues } from '../../db/schema/index';
import { accessColumns, planStatus, todayIn } from '../../lib/access';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { CheckoutEffects } from '../payments/payments.service';
import { seatsUsed } from '../staff/staff.service';

/**
 * The venue's own subscription (spec §3, §4, §7 "Subscription", §9). Every price comes from the
 * plan catalogue and the shared pricing rule (rules/plan-pricing.ts): the client names a plan_id,
 * an interval and seats, never an amount.
 */
const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);
const isInterval = (value: string): value is PlanInterval => (PLAN_INTERVALS as readonly string[]).includes(value);

export async function venueState(ctx: VenueCtx) {
  const [row] = await ctx.db
    .select({ ...accessColumns, planInterval: venues.planInterval, seats: venues.seats, lang: venues.lang, planRenewsOn: venues.planRenewsOn, card: venues.subscriptionCard })
    .from(venues).where(eq(venues.id, ctx.venueId));
  const used = await seatsUsed(ctx.db, ctx.venueId);
  const plan = isPlan(row!.plan) ? row!.plan : 'manage';
  const interval: PlanInterval = isInterval(row!.planInterval) ? row!.planInterval : 'month';
  // Seats paid for; while trying a plan (or on manage) nothing is bought beyond the staff there are.
  const bought = row!.planPaid ? Math.max(row!.seats, 1) : Math.max(used, 1);
  return { row: row!, plan, interval, used, bought, status: planStatus(row!, ctx.deps.now()) };
}

export async function plansList(ctx: VenueCtx): Promise<{ data: PlansData }> {
  const state = await venueState(ctx);
  const entry = (plan: Plan, interval: PlanInterval) => ({
    name: plan, plan_id: PLAN_IDS[plan][interval], interval, prices: [...PLAN_RATES[plan][interval]], currency: { ...PLAN_CURRENCY },
  });
  let optionId = 0;
  const employees = Math.max(state.used, 1);
  return {
    data: {
      plans: Object.fromEntries(PLANS.map((plan) => [plan, { month: entry(plan, 'month'), year: entry(plan, 'year') }])) as PlansData['plans'],
      employees,
      current_employees: employees,
      bought_seats: state.bought,
      current: { name: state.plan, interval: state.interval },
      sms_cost: SMS_COST,
      group_options: PLAN_OPTION_GROUPS.map((group, index) => ({
        id: index + 1,
        group_name: t(ctx.lang, `subscription.group_${group.key}`),
        options: group.options.map((feature) => ({
          id: ++optionId,
          key: feature,
          name: t(ctx.lang, `subscription.option_${feature}`),
          values: PLANS.map((plan) => ({ plan_name: plan, value_type: feature === 'employees' ? 'number' as const : 'boolean' as const, value: planOptionValue(plan, feature) })),
        })),
      })),
    },
  };
}

export const planPrice = formatPlanPrice;

/** What a purchase would cost, from the catalogue: the server's price, never the client's. */
export function quote(planId: number, interval: PlanInterval, seats: number) {
  const chosen = planOfId(planId);
  if (!chosen) throw fieldError('plan_id', 'validation.one_of');
  // plan_id names a plan and an interval; the interval sent must agree with it.
  if (chosen.interval !== interval) throw fieldError('interval', 'validation.invalid');
  return { plan: chosen.plan, interval, seats, amount: planTotal(PLAN_RATES[chosen.plan][interval], seats, interval) };
}

export async function preview(ctx: VenueCtx, body: PreviewBody): Promise<PreviewResponse> {
  const state = await venueState(ctx);
  if (body.seats < state.used) throw fieldError('seats', 'validation.too_small', { min: state.used });
  const next = quote(body.plan_id, body.interval, body.seats);
  const currentSeats = state.row.planPaid ? state.bought : Math.max(state.used, 1);
  const currentAmount = state.row.planPaid ? planTotal(PLAN_RATES[state.plan][state.interval], currentSeats, state.interval) : 0;
  const current: PreviewPlan = {
    name: state.plan, trial: state.status.trial ? 1 : 0, price: currentAmount, price_formatted: planPrice(currentAmount), seats: currentSeats, interval: state.interval,
  };
  const fresh: PreviewPlan = { name: next.plan, trial: 0, price: next.amount, price_formatted: planPrice(next.amount), seats: next.seats, interval: next.interval };
  return { data: { current_plan: current, new_plan: fresh } };
}

/**
 * What a paid subscription checkout unlocks, once (payments.service runs it in the transaction that
 * first records the money): the plan, interval and seats named in its metadata, paid.
 */
export const subscriptionCheckoutEffects: CheckoutEffects = {
  subscription: async (tx: Queryable, checkout, event) => {
    const { plan, interval } = checkout.metadata;
    const seats = Number(checkout.metadata.seats);
    if (!plan || !isPlan(plan) || !interval || !isInterval(interval) || !Number.isSafeInteger(seats) || seats < 1) return;
    const [venue] = await tx.select({ timezone: venues.timezone }).from(venues).where(eq(venues.id, checkout.venueId));
    // The paid period starts the day the money was taken, in the venue's time zone.
    const paidOn = todayIn(venue?.timezone ?? 'UTC', checkout.paidAt ?? new Date());
    await tx.update(venues)
      .set({
        plan, planInterval: interval, seats, planPaid: plan !== 'manage', planRenewsOn: addInterval(paidOn, interval), updatedAt: new Date(),
        ...(event.paymentMethod ? { subscriptionCard: { provider: checkout.provider, ...event.paymentMethod } } : {}),
      })
      .where(and(eq(venues.id, checkout.venueId)));
  },
  // POST subscription/method/change: the provider saved a new card; renewals charge it from now on.
  subscription_method: async (tx: Queryable, checkout, event) => {
    if (!event.paymentMethod) return;
    await tx.update(venues)
      .set({ subscriptionCard: { provider: checkout.provider, ...event.paymentMethod }, updatedAt: new Date() })
      .where(and(eq(venues.id, checkout.venueId)));
  },
};

// The scheduled sweeps, reachable by other features' tests through this public face.
export { renewDue } from './subscription.jobs';
export { SWEEP_CONCURRENCY } from './subscription-sweep';
export { endTrials } from './subscription-trials';
