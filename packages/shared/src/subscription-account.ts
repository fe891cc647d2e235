import { z } from 'zod';
import { PLANS } from './constants';
import { accessFieldsSchema } from './access';
import { PLAN_INTERVALS } from './onboarding';

/**
 * The venue's subscription account (spec §2.3 /subscription, §7 "Subscription": info,
 * transactions, method/change, cancel, extend). Amounts in cents of the plan currency.
 */

const cardSchema = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });

export const subscriptionInfoSchema = z.object({
  plan: z.enum(PLANS).describe('the plan chosen (on trial or paid)'),
  effective_plan: z.enum(PLANS).describe('the plan whose features apply today'),
  interval: z.enum(PLAN_INTERVALS),
  status: z.enum(['free', 'trial', 'active']).describe('free: manage (or a trial that ended); trial: trying a plan; active: paid'),
  seats: z.number().int().min(1).describe('seats paid for (on trial: the bookable staff)'),
  employees: z.number().int().min(0).describe('bookable staff now'),
  trial: z.object({
    days_left: z.number().int().min(0).describe('trial end minus today (spec §4)'),
    max_days: z.number().int().min(0).describe('trial end minus trial start'),
    ends_on: z.string(),
    canceled: z.boolean(),
    extended: z.boolean(),
  }).nullable(),
  renews_on: z.string().nullable().describe('the next charge of the card on file (YYYY-MM-DD); null unless paid'),
  price: z.number().int().min(0).describe('cents per interval, §9'),
  price_formatted: z.string(),
  card: cardSchema.nullable().describe('the card on file for renewals'),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
export const subscriptionInfoResponseSchema = accessFieldsSchema.extend({ data: subscriptionInfoSchema });
export type SubscriptionInfoResponse = z.infer<typeof subscriptionInfoResponseSchema>;

export const transactionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

const transactionSchema = z.object({
  id: z.number().int().positive(),
  number: z.string().describe('the invoice number'),
  date: z.string().describe('when the money was taken (ISO date-time)'),
  description: z.string(),
  plan: z.enum(PLANS),
  interval: z.enum(PLAN_INTERVALS),
  seats: z.number().int().min(1),
  amount: z.number().int().min(0),
  amount_formatted: z.string(),
  amount_refunded: z.number().int().min(0),
  status: z.enum(['paid', 'refunded']),
});
export type SubscriptionTransaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({
  data: z.array(transactionSchema),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const methodChangeResponseSchema = z.object({
  data: z.object({ id: z.string().describe('the provider’s setup session id'), url: z.string().describe('its hosted page, where the new card is entered') }),
});
export type MethodChangeResponse = z.infer<typeof methodChangeResponseSchema>;

export const cancelBodySchema = z.strictObject({ reason: z.string().trim().max(1000).default('') });
export type CancelBody = z.input<typeof cancelBodySchema>;

/** Support only (a support session, auth/support/login): days added to the trial, or to the paid period. */
export const MAX_EXTEND_DAYS = 90;
export const extendBodySchema = z.strictObject({ days: z.number().int().min(1).max(MAX_EXTEND_DAYS) });
export type ExtendBody = z.infer<typeof extendBodySchema>;

export const subscriptionChangeResponseSchema = subscriptionInfoResponseSchema.extend({ message: z.string() });
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;
