import { z } from 'zod';
import { idSchema } from './ids';
import { MAX_SALE_AMOUNT, paymentBody } from './sales';

/**
 * Customer deposits (spec §2.3 /sales/customer-deposits, issue 14): money taken at the desk ahead of
 * a visit and held against the customer; spent at checkout as payment method 'deposit' (the cart's
 * customer's held deposits, oldest first); forfeited by the venue's no-show policy. Minor units.
 */
export const DEPOSIT_STATUSES = ['held', 'applied', 'forfeited', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = z.object({
  id: idSchema,
  customer_id: idSchema,
  customer_name: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  note: z.string(),
  sale_id: idSchema,
  sale_number: z.string(),
  forfeit_reason: z.string(),
  forfeited_at: z.string().nullable(),
  created_at: z.string(),
  movements: z.array(z.object({
    kind: z.enum(['apply', 'restore', 'forfeit']),
    amount: z.number().int(),
    balance_after: z.number().int(),
    sale_number: z.string().nullable(),
    created_at: z.string(),
  })),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const depositsListResponse = z.object({
  data: z.array(depositSchema),
  totals: z.object({ count: z.number().int(), held: z.number().int().describe('the balance the matching deposits still hold') }),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type DepositsListResponse = z.infer<typeof depositsListResponse>;

/** POST deposits/store: take a deposit from a customer at the desk, paid at once (a sale of one untaxed deposit line). */
export const depositStoreBody = z.object({
  customer_id: idSchema,
  amount: z.number().int().min(1).max(MAX_SALE_AMOUNT),
  note: z.string().trim().max(500).default(''),
  payments: z.array(paymentBody).min(1).max(10),
});
export type DepositStoreBody = z.input<typeof depositStoreBody>;
export const depositResponse = z.object({ data: depositSchema, message: z.string() });

/** POST deposits/forfeit/{id}: the venue keeps what is held (a no-show, by its policy); a reason is required. */
export const depositForfeitBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type DepositForfeitBody = z.input<typeof depositForfeitBody>;
