import { z } from 'zod';
import { idSchema } from './ids';
import { cartDiscountField, offerItemFields, offerLineFields, offerSaleLineFields } from './sales-offers';

/**
 * Sales (spec §2.3 /sales, issue 14): open checkouts, paying them, the documents (sales, voids,
 * refunds), receipts. Money is integer minor units in the venue's currency; tax rates basis points.
 */

export const MAX_SALE_AMOUNT = 100_000_000;
export const SALE_LINE_KINDS = ['service', 'product', 'custom', 'voucher', 'deposit', 'package', 'membership'] as const;
/**
 * Lines that take money in advance (a gift voucher, a customer deposit): untaxed, and not revenue
 * until spent, so the reports leave them out of net sales (sales.prepaid_total) and count the sale
 * they later pay for. A package or membership is sold taxed, as the services it covers: revenue at once.
 */
export const PREPAID_LINE_KINDS = ['voucher', 'deposit'] as const;
export const SALE_KINDS = ['sale', 'void', 'refund'] as const;
/** The methods the till offers; a venue may name others (any short text). 'voucher' spends a gift voucher (its code). */
export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export const VOUCHER_METHOD = 'voucher';
/** Spends the cart's customer's held deposits (sales-deposits.ts). */
export const DEPOSIT_METHOD = 'deposit';
/**
 * A card taken through the venue's own card service (Chairside Pay) on the provider's hosted page or a
 * pay-by-link (sales-card.ts): recorded only by the provider's webhook, never sent to checkouts/pay.
 */
export const CARD_SERVICE_METHOD = 'card_service';
/** Where the customer pays by Chairside Pay: the hosted page on the desk's device, or a link sent by SMS or e-mail. */
export const CARD_CHANNELS = ['desk', 'sms', 'email'] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

const amount = z.number().int().min(0).max(MAX_SALE_AMOUNT);
const date = z.iso.date();

export const lineDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: z.number().int().min(0).max(10_000).describe('basis points (10 % = 1000)') }),
  z.object({ kind: z.literal('fixed'), value: amount }),
]);

/**
 * A gift voucher sold on a line (kind 'voucher'; its value is the line's unit price, or the service's
 * price): the voucher is made, active, when the cart is paid. No tax: a prepayment, taxed when spent.
 */
export const voucherDraftBody = z.object({
  service_id: idSchema.nullish().transform((v) => v ?? null),
  customer_id: idSchema.nullish().transform((v) => v ?? null),
  recipient_name: z.string().trim().max(120).default(''),
  message: z.string().trim().max(500).default(''),
  expires_on: date.nullish().transform((v) => v ?? null),
});
export const voucherDraftSchema = z.object({
  service_id: idSchema.nullable(),
  customer_id: idSchema.nullable(),
  recipient_name: z.string(),
  message: z.string(),
  expires_on: z.string().nullable(),
});

/** A line as the till sends it: a service or product of the catalogue (its price unless given), or a custom item. */
export const checkoutItemBody = z.object({
  kind: z.enum(SALE_LINE_KINDS),
  service_id: idSchema.nullish(),
  product_id: idSchema.nullish(),
  /** Kept on lines that came from the booking (update only). */
  appointment_id: idSchema.nullish(),
  employee_id: idSchema.nullish(),
  name: z.string().trim().max(200).optional(),
  unit_price: amount.optional(),
  quantity: z.number().int().min(1).max(1000).default(1),
  discount: lineDiscountSchema.nullish(),
  /** Kind 'voucher' only. */
  voucher: voucherDraftBody.nullish(),
  ...offerItemFields,
});
export type CheckoutItemBody = z.input<typeof checkoutItemBody>;

export const tipBody = z.object({ employee_id: idSchema, amount: amount });

export const checkoutStoreBody = z.object({
  /** Any item of the booking to check out: all its lines (not cancelled) become sale lines. */
  appointment_id: idSchema.nullish(),
  customer_id: idSchema.nullish(),
  items: z.array(checkoutItemBody).max(200).default([]),
  tips: z.array(tipBody).max(50).default([]),
  ...cartDiscountField,
});
export type CheckoutStoreBody = z.input<typeof checkoutStoreBody>;

export const checkoutUpdateBody = z.object({
  /** A walk-in sale's customer: set (an id), cleared (null) or left as it is (absent). A booking's is the booking's. */
  customer_id: idSchema.nullish(),
  items: z.array(checkoutItemBody).max(200),
  tips: z.array(tipBody).max(50).default([]),
  ...cartDiscountField,
});
export type CheckoutUpdateBody = z.input<typeof checkoutUpdateBody>;

export const paymentBody = z.object({
  method: z.string().trim().min(1).max(40),
  amount: amount,
  /** Cash handed over (cash only): the change is tendered − amount. */
  tendered: amount.optional(),
  /** Method 'voucher' only: the gift voucher's code (with or without its dashes). */
  voucher_code: z.string().trim().max(40).optional(),
});
export const checkoutPayBody = z.object({ payments: z.array(paymentBody).min(1).max(10) });
export type CheckoutPayBody = z.input<typeof checkoutPayBody>;

const taxSummary = z.array(z.object({ rate: z.number().int(), net: z.number().int(), tax: z.number().int(), total: z.number().int() }));
const totalsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  tips: z.number().int(),
  due: z.number().int(),
  tax_summary: taxSummary,
});

export const checkoutLineSchema = z.object({
  kind: z.enum(SALE_LINE_KINDS),
  service_id: idSchema.nullable(),
  product_id: idSchema.nullable(),
  appointment_id: idSchema.nullable(),
  employee_id: idSchema.nullable(),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  discount: lineDiscountSchema.nullable(),
  tax_rate: z.number().int(),
  voucher: voucherDraftSchema.nullish(),
  discount_amount: z.number().int(),
  tax_amount: z.number().int(),
  total: z.number().int(),
  ...offerLineFields,
});
/** A cart's card payment asked of the provider (status awaiting_card): the hosted page, how it went out. */
export const checkoutCardPaymentSchema = z.object({
  id: idSchema,
  channel: z.enum(CARD_CHANNELS),
  url: z.string(),
  sent_to: z.string(),
  amount: z.number().int(),
  /** The desk's other payments of a split, recorded with the card's part when the provider says it was paid. */
  payments: z.array(z.object({ method: z.string(), amount: z.number().int(), tendered: z.number().int().nullable() })),
  created_at: z.string(),
});
export const CHECKOUT_STATUSES = ['open', 'awaiting_card', 'paid'] as const;
export const checkoutSchema = z.object({
  id: idSchema,
  /** awaiting_card: its card payment was asked of the provider (the lines are locked until it is paid or cancelled). */
  status: z.enum(CHECKOUT_STATUSES),
  card_payment: checkoutCardPaymentSchema.nullable(),
  customer_id: idSchema.nullable(),
  appointment_group_id: idSchema.nullable(),
  lines: z.array(checkoutLineSchema),
  tips: z.array(z.object({ employee_id: idSchema, amount: z.number().int() })),
  tax_mode: z.enum(['included', 'excluded']),
  currency: z.string(),
  totals: totalsSchema,
  sale_id: idSchema.nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
export const checkoutResponse = z.object({ data: checkoutSchema });

export const basketResponse = z.object({
  data: z.array(z.object({
    appointment_group_id: idSchema,
    /** The first line of the booking: what POST checkouts/store takes. */
    appointment_id: idSchema,
    customer: z.object({ id: idSchema, first_name: z.string(), last_name: z.string() }).nullable(),
    start_time: z.string().describe('HH:mm'),
    lines: z.array(z.object({ appointment_id: idSchema, employee_id: idSchema, name: z.string(), price: z.number().int() })),
    total: z.number().int(),
    checkout_id: idSchema.nullable().describe('its open checkout, if one was started'),
  })),
});
export type BasketResponse = z.infer<typeof basketResponse>;

export const saleLineSchema = z.object({
  id: idSchema,
  kind: z.enum(SALE_LINE_KINDS),
  service_id: idSchema.nullable(),
  product_id: idSchema.nullable(),
  appointment_id: idSchema.nullable(),
  original_line_id: idSchema.nullable(),
  employee_id: idSchema.nullable(),
  employee_name: z.string().nullable(),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  tax_rate: z.number().int(),
  tax_amount: z.number().int(),
  net: z.number().int(),
  total: z.number().int(),
  /** On a sale: how many of it later refunds and voids gave back. */
  refunded_quantity: z.number().int(),
  ...offerSaleLineFields,
});
export const salePaymentSchema = z.object({ method: z.string(), amount: z.number().int(), tendered: z.number().int(), change: z.number().int() });

export const saleSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(SALE_KINDS),
  number: z.string().describe('YYYY-NNNNNN'),
  business_date: z.string(),
  created_at: z.string(),
  customer_id: idSchema.nullable(),
  customer_name: z.string(),
  original_id: idSchema.nullable(),
  total: z.number().int(),
  tip_total: z.number().int(),
  paid_total: z.number().int(),
  tax_total: z.number().int(),
  currency: z.string(),
  employee_name: z.string().nullable(),
  methods: z.array(z.string()),
  voided: z.boolean(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

export const saleDetailSchema = saleSummarySchema.extend({
  tax_mode: z.enum(['included', 'excluded']),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  net_total: z.number().int(),
  reason: z.string(),
  appointment_group_id: idSchema.nullable(),
  lines: z.array(saleLineSchema),
  payments: z.array(salePaymentSchema),
  tips: z.array(z.object({ employee_id: idSchema, employee_name: z.string(), amount: z.number().int() })),
  tax_summary: taxSummary,
  /** Later documents correcting this one (voids, refunds). */
  corrections: z.array(z.object({ id: idSchema, kind: z.enum(SALE_KINDS), number: z.string(), total: z.number().int() })),
  /** What can still be refunded (lines' gross); 0 once voided. */
  refundable: z.number().int(),
  /** The invoice (not cancelled) the sale is on: it cannot be voided or refunded until that invoice is cancelled. */
  invoice: z.object({ id: idSchema, number: z.string() }).nullable(),
  can_void: z.boolean(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;
export const saleDetailResponse = z.object({ data: saleDetailSchema });
export const saleResponse = z.object({ data: saleDetailSchema, message: z.string() });

export const salesQuery = z.object({
  from: date.optional(),
  to: date.optional(),
  kind: z.enum(SALE_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const salesListResponse = z.object({
  data: z.array(saleSummarySchema),
  totals: z.object({ count: z.number().int(), total: z.number().int(), tips: z.number().int() }),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type SalesListResponse = z.infer<typeof salesListResponse>;

export const receiptParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The paper; none: the venue's receipt settings' (sales-receipt.ts). */
export const receiptQuery = z.object({ format: z.enum(['thermal', 'a4']).optional() });

export const voidBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type VoidBody = z.input<typeof voidBody>;

export const refundBody = z.object({
  /** Lines to give back, each with how many; none: everything still refundable. */
  lines: z.array(z.object({ line_id: idSchema, quantity: z.number().int().min(1).max(1000) })).max(200).optional(),
  method: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(1).max(500),
});
export type RefundBody = z.input<typeof refundBody>;

/** Document number as printed: 2026-000042. */
export const saleNumber = (year: number, number: number): string => `${year}-${String(number).padStart(6, '0')}`;

/* End of day (spec §2.3 /sales/end-day, /reports/end-day). */

export const endDayQuery = z.object({ date: date.optional() });
export const endDayExportQuery = z.object({ date: date.optional(), format: z.enum(['pdf', 'xlsx']).default('pdf') });

/** One payment method's takings for the day: sales in, voids and refunds out; cash is what stayed in the drawer (tendered − change). */
export const endDayMethodSchema = z.object({
  method: z.string(),
  sales: z.number().int(),
  voids: z.number().int().describe('given back by voids (≤ 0)'),
  refunds: z.number().int().describe('given back by refunds (≤ 0)'),
  tendered: z.number().int().describe('cash handed over on sales'),
  change: z.number().int().describe('change given back on sales'),
  expected: z.number().int().describe('sales + voids + refunds'),
});

export const endDayEmployeeSchema = z.object({
  employee_id: idSchema.nullable(),
  name: z.string().nullable().describe('null: lines without an employee'),
  lines_total: z.number().int(),
  tips: z.number().int(),
  total: z.number().int(),
});

export const endDayClosedSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  closed_at: z.string(),
  expected_cash: z.number().int(),
  counted_cash: z.number().int(),
  difference: z.number().int().describe('counted − expected'),
  notes: z.string(),
});

export const endDaySchema = z.object({
  date: z.string(),
  currency: z.string(),
  methods: z.array(endDayMethodSchema),
  employees: z.array(endDayEmployeeSchema),
  counts: z.object({ sales: z.number().int(), voids: z.number().int(), refunds: z.number().int() }),
  expected_total: z.number().int(),
  expected_cash: z.number().int(),
  tips_total: z.number().int(),
  closed: endDayClosedSchema.nullable(),
});
export type EndDay = z.infer<typeof endDaySchema>;
export const endDayResponse = z.object({ data: endDaySchema });
export type EndDayResponse = z.infer<typeof endDayResponse>;
export const endDayCloseResponse = z.object({ data: endDaySchema, message: z.string() });

export const endDayCloseBody = z.object({
  date: date,
  counted_cash: amount,
  notes: z.string().trim().max(1000).default(''),
  pin: z.string().trim().min(1).max(12),
});
export type EndDayCloseBody = z.input<typeof endDayCloseBody>;
