import { z } from 'zod';
import { emailField } from './auth';
import { idSchema } from './ids';
import { VOUCHER_STATUSES } from './rules/voucher-code';
import { MAX_SALE_AMOUNT, paymentBody, voucherDraftBody } from './sales';

export { VOUCHER_DEFAULT_MONTHS, VOUCHER_STATUSES, type VoucherStatus } from './rules/voucher-code';

/**
 * Gift vouchers (spec §2.3 /payments/vouchers, issue 14): sold as a sale line, spent as payment
 * method 'voucher' with its code (partly, the rest stays on it), given back by a void or refund of
 * the sale it paid. Money in minor units.
 */

export const voucherSchema = z.object({
  id: idSchema,
  code: z.string().describe('as printed: XXXX-XXXX-XXXX'),
  kind: z.enum(['amount', 'service']),
  service_id: idSchema.nullable(),
  title: z.string(),
  initial_amount: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  expires_on: z.string().nullable(),
  customer_id: idSchema.nullable(),
  customer_name: z.string(),
  recipient_name: z.string(),
  message: z.string(),
  sale_id: idSchema,
  created_at: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherRedemptionSchema = z.object({
  id: idSchema,
  kind: z.enum(['redeem', 'restore']),
  amount: z.number().int(),
  balance_after: z.number().int(),
  sale_id: idSchema,
  sale_number: z.string(),
  created_at: z.string(),
  employee_name: z.string().nullable(),
});

export const vouchersQuery = z.object({
  status: z.enum(VOUCHER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const vouchersListResponse = z.object({
  data: z.array(voucherSchema),
  totals: z.object({ count: z.number().int(), balance: z.number().int().describe('what the matching vouchers still hold') }),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type VouchersListResponse = z.infer<typeof vouchersListResponse>;

export const voucherDetailResponse = z.object({ data: voucherSchema.extend({ sale_number: z.string(), redemptions: z.array(voucherRedemptionSchema) }) });
export type VoucherDetail = z.infer<typeof voucherDetailResponse>['data'];

/**
 * POST vouchers/store: sell a voucher at the desk in one step (a walk-in sale of one voucher line,
 * paid by the given payments). A fixed value (`amount`) or a service (its price).
 */
export const voucherStoreBody = voucherDraftBody.extend({
  kind: z.enum(['amount', 'service']),
  amount: z.number().int().min(1).max(MAX_SALE_AMOUNT).optional(),
  employee_id: idSchema.nullish(),
  payments: z.array(paymentBody).min(1).max(10),
});
export type VoucherStoreBody = z.input<typeof voucherStoreBody>;
export const voucherStoreResponse = z.object({ data: voucherSchema, message: z.string() });

export const voucherCodeParams = z.object({ code: z.string().max(40) });
export const voucherCheckResponse = z.object({
  data: voucherSchema.pick({ id: true, code: true, title: true, balance: true, currency: true, status: true, expires_on: true, initial_amount: true }),
});
export type VoucherCheck = z.infer<typeof voucherCheckResponse>['data'];

export const voucherEmailBody = z.object({ email: emailField.optional() });
export type VoucherEmailBody = z.input<typeof voucherEmailBody>;
export const voucherEmailResponse = z.object({ data: z.object({ id: idSchema, code: z.string(), email: z.string() }), message: z.string() });
