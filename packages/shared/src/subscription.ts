import { z } from 'zod';
import { PLANS, type Plan } from './constants';
import { accessFieldsSchema, flagSchema } from './access';
import { PLAN_FEATURE_MAP, type PlanFeature } from './permissions';
import { PLAN_INTERVALS } from './onboarding';
import type { PlanInterval } from './rules/plan-pricing';
import { formatPrice } from './rules/price';

/**
 * The venue's own subscription (spec §3 "Subscription plans data", "Subscription preview", §7
 * "Subscription", §9 "Plans and pricing"): the plan catalogue and the wire shapes. Prices are the
 * server's: the client only names a plan_id, an interval and a number of seats.
 */

/** Plan prices are charged in one currency whatever the venue's (cents). */
export const PLAN_CURRENCY = { code: 'EUR', symbol: '€' } as const;

/**
 * Rates in cents per plan and interval: [first staff, each extra staff], both per month. The year
 * rates are the month rates less YEARLY_SAVING_PERCENT (18 %), rounded to the cent.
 */
export const PLAN_RATES: Record<Plan, Record<PlanInterval, readonly [number, number]>> = {
  manage: { month: [0, 0], year: [0, 0] },
  start: { month: [1900, 900], year: [1558, 738] },
  grow: { month: [2900, 1400], year: [2378, 1148] },
  pro: { month: [3900, 1900], year: [3198, 1558] },
};

/** What one SMS costs, in the plan currency's units (spec §3: a string). */
export const SMS_COST = '0.07';

/** The plan_id of each plan and interval: stable numbers the client sends back. */
export const PLAN_IDS: Record<Plan, Record<PlanInterval, number>> = {
  manage: { month: 1, year: 2 },
  start: { month: 3, year: 4 },
  grow: { month: 5, year: 6 },
  pro: { month: 7, year: 8 },
};

/** The plan and interval a plan_id names, or null for an unknown id. */
export function planOfId(planId: number): { plan: Plan; interval: PlanInterval } | null {
  for (const plan of PLANS) {
    for (const interval of PLAN_INTERVALS) if (PLAN_IDS[plan][interval] === planId) return { plan, interval };
  }
  return null;
}

/** The comparison table's groups (spec §3 group_options): each option is a plan feature. */
export const PLAN_OPTION_GROUPS: readonly { key: string; options: readonly PlanFeature[] }[] = [
  { key: 'team', options: ['employees', 'calendar', 'resources'] },
  { key: 'customers', options: ['customers', 'online_booking', 'forms', 'reviews'] },
  { key: 'sales', options: ['discounts', 'packages', 'memberships', 'products', 'inventory', 'payments'] },
  { key: 'growth', options: ['marketing', 'sms', 'reports_advanced', 'api'] },
];

/** An option's value on a plan: a switch (1/0), or for `employees` the staff allowed (0 = no limit). */
export const planOptionValue = (plan: Plan, feature: PlanFeature) => PLAN_FEATURE_MAP[plan][feature];

const planEntrySchema = z.object({
  name: z.enum(PLANS),
  plan_id: z.number().int().positive(),
  interval: z.enum(PLAN_INTERVALS),
  prices: z.array(z.number().int().min(0)).length(2).describe('cents per month: [0] the first staff, [1] each extra staff'),
  currency: z.object({ symbol: z.string(), code: z.string() }),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

const optionValueSchema = z.object({
  plan_name: z.enum(PLANS),
  value_type: z.enum(['boolean', 'number']),
  value: z.number().int().min(0).describe('boolean: 1/0; number: how many (0 = no limit)'),
});

export const plansDataSchema = z.object({
  plans: z.record(z.enum(PLANS), z.object({ month: planEntrySchema, year: planEntrySchema })),
  employees: z.number().int().min(0).describe('bookable staff now: the seat counter starts here'),
  current_employees: z.number().int().min(0).describe('the counter cannot go below it (spec §5)'),
  bought_seats: z.number().int().min(0),
  current: z.object({ name: z.enum(PLANS), interval: z.enum(PLAN_INTERVALS) }),
  sms_cost: z.string(),
  group_options: z.array(
    z.object({
      id: z.number().int().positive(),
      group_name: z.string(),
      options: z.array(z.object({ id: z.number().int().positive(), key: z.string(), name: z.string(), values: z.array(optionValueSchema) })),
    }),
  ),
});
export type PlansData = z.infer<typeof plansDataSchema>;
export const plansListResponseSchema = z.object({ data: plansDataSchema });
export type PlansListResponse = z.infer<typeof plansListResponseSchema>;

/** The most seats one purchase may name (a guard against absurd totals, not a plan rule). */
export const MAX_SEATS = 500;

export const previewBodySchema = z.strictObject({
  seats: z.number().int().min(1).max(MAX_SEATS),
  plan_id: z.number().int().positive().max(2_147_483_647),
  interval: z.enum(PLAN_INTERVALS),
});
export type PreviewBody = z.infer<typeof previewBodySchema>;

const previewPlanSchema = z.object({
  name: z.enum(PLANS),
  trial: flagSchema.describe('1 while the plan is tried for free'),
  price: z.number().int().min(0).describe('cents per interval (§9): the monthly total, or 12 × it for a year'),
  price_formatted: z.string(),
  seats: z.number().int().min(0),
  interval: z.enum(PLAN_INTERVALS),
});
export type PreviewPlan = z.infer<typeof previewPlanSchema>;
export const previewResponseSchema = z.object({ data: z.object({ current_plan: previewPlanSchema, new_plan: previewPlanSchema }) });
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** POST subscription/make (spec §3 "Subscription purchase request"). */
export const makeBodySchema = z.strictObject({
  ...previewBodySchema.shape,
  back_url: z.string().max(300).regex(/^[\w\-/]*$/, 'a path of the app without its leading slash').describe('the current path without its leading slash: where Cancel on the provider’s page returns'),
});
export type MakeBody = z.infer<typeof makeBodySchema>;

export const makeResponseSchema = z.object({
  data: z.object({ id: z.string().describe('the card provider’s checkout session id'), url: z.string().describe('its hosted page') }),
  invoice: z.null().describe('no invoice yet: it follows the payment'),
  message: z.string().nullable(),
});
export type MakeResponse = z.infer<typeof makeResponseSchema>;

/** POST subscription/session: what the provider's webhooks have made of a checkout (the thank-you page asks). */
export const sessionBodySchema = z.strictObject({ session_id: z.string().min(1).max(100) });
export const sessionResponseSchema = accessFieldsSchema.extend({
  data: z.object({
    status: z.enum(['open', 'declined', 'expired', 'paid', 'refunded']),
    plan: z.enum(PLANS),
    interval: z.enum(PLAN_INTERVALS),
    seats: z.number().int().min(1),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A plan price in cents as shown (€ 12.34): the plan currency, whatever the venue's. */
export const formatPlanPrice = (cents: number) =>
  formatPrice(cents, { currency_symbol: PLAN_CURRENCY.symbol, currency_symbol_position: 'before', decimal_separator: 'dot', price_decimal_places: 2 });
