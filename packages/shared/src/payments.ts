import { z } from 'zod';
import { DEPOSIT_METHOD, PAYMENT_METHODS, VOUCHER_METHOD } from './sales';

/**
 * The venue's own card service (/payments, spec §2.3): its account with the card provider
 * (connect), what the provider pays out and charges, which flows take cards, and the desk's
 * payment methods and tips (/payments/payment), which the till reads.
 */

/** The product name of the card service (phrase payments.product_name) and its path under /payments. */
export const CARD_SERVICE_PATH = 'chairside-pay';
export const CARD_PROVIDERS = ['sandbox', 'stripe'] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];
/** The path of the connect screen: named after the provider (spec §2.3 "<provider>-connect"). */
export const connectPath = (provider: CardProviderName) => `/payments/${provider}-connect`;

/** not_connected: no account yet; pending: details still to give; active: takes cards and pays out; restricted: the provider holds it back. */
export const CONNECT_STATUSES = ['not_connected', 'pending', 'active', 'restricted'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

/** The flows in which customers may pay by card through the service. */
export const CARD_FLOWS = ['deposits', 'prepayment', 'vouchers', 'checkout'] as const;
export type CardFlow = (typeof CARD_FLOWS)[number];
export const cardFlowsSchema = z.object({
  deposits: z.boolean(),
  prepayment: z.boolean(),
  vouchers: z.boolean(),
  checkout: z.boolean(),
});
export type CardFlows = z.infer<typeof cardFlowsSchema>;
export const DEFAULT_CARD_FLOWS: CardFlows = { deposits: true, prepayment: true, vouchers: true, checkout: true };

export const PAYOUT_INTERVALS = ['daily', 'weekly', 'monthly', 'manual'] as const;

export const cardServiceResponse = z.object({
  data: z.object({
    provider: z.enum(CARD_PROVIDERS),
    /** false when the provider in use offers no connected accounts through this app yet. */
    connect_available: z.boolean(),
    account: z.object({
      status: z.enum(CONNECT_STATUSES),
      account_id: z.string().nullable(),
      charges_enabled: z.boolean(),
      payouts_enabled: z.boolean(),
      /** What the provider still asks for (its own field names). */
      requirements: z.array(z.string()),
    }),
    payout_schedule: z.object({ interval: z.enum(PAYOUT_INTERVALS), delay_days: z.number().int().min(0) }).nullable(),
    /** Per card payment: percent in basis points (1.4 % = 140) plus a fixed amount in minor units. */
    fees: z.object({ percent_bp: z.number().int().min(0), fixed: z.number().int().min(0), currency: z.string() }).nullable(),
    flows: cardFlowsSchema,
  }),
});
export type CardServiceResponse = z.infer<typeof cardServiceResponse>;
export type CardServiceData = CardServiceResponse['data'];

export const cardServiceBody = z.object({ flows: cardFlowsSchema });
export type CardServiceBody = z.infer<typeof cardServiceBody>;

export const connectLinkResponse = z.object({ data: z.object({ url: z.string() }) });
export type ConnectLinkResponse = z.infer<typeof connectLinkResponse>;

/** The desk's methods (the till's cash, card and other), each with the name checkout shows, on or off. */
export const DESK_METHOD_NAME_MAX = 40;
export const MAX_TIP_PERCENTS = 4;
export const deskMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Empty: the till's own name in the user's language. */
  name: z.string().trim().max(DESK_METHOD_NAME_MAX),
  enabled: z.boolean(),
});
export const deskPaymentsSchema = z.object({
  methods: z.array(deskMethodSchema).length(PAYMENT_METHODS.length)
    .refine((methods) => new Set(methods.map((row) => row.method)).size === methods.length, { params: { key: 'validation.invalid' } })
    .refine((methods) => methods.some((row) => row.enabled), { params: { key: 'payments.at_least_one_method' } }),
  tips: z.object({
    enabled: z.boolean(),
    /** Suggested tips in whole percent, ascending. */
    percents: z.array(z.number().int().min(1).max(100)).max(MAX_TIP_PERCENTS)
      .refine((list) => new Set(list).size === list.length, { params: { key: 'payments.tips_unique' } }),
  }),
});
export type DeskPayments = z.infer<typeof deskPaymentsSchema>;
export const deskPaymentsBody = deskPaymentsSchema;
export const deskPaymentsResponse = z.object({ data: deskPaymentsSchema });
export type DeskPaymentsResponse = z.infer<typeof deskPaymentsResponse>;

export const DEFAULT_DESK_PAYMENTS: DeskPayments = {
  methods: PAYMENT_METHODS.map((method) => ({ method, name: '', enabled: true })),
  tips: { enabled: true, percents: [10, 15, 20] },
};

/**
 * The desk method a payment's method belongs to: the till's own, or 'other' for a name the desk typed
 * (bank transfer, BLIK…); null for a gift voucher or a customer deposit, which the desk always takes.
 */
export function deskMethodOf(method: string): (typeof PAYMENT_METHODS)[number] | null {
  if (method === VOUCHER_METHOD || method === DEPOSIT_METHOD) return null;
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as (typeof PAYMENT_METHODS)[number]) : 'other';
}
