import { z } from 'zod';
import { emailField } from './auth';
import { idSchema } from './ids';

/** Wire shapes of the customers feature used so far: search and quick add from the booking dialog. */

export const CUSTOMER_PAGE_SIZE = 20;

export const customersQuery = z.object({
  /** Every word must match the first name, last name, phone or e-mail (case and accents ignored). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
});
export type CustomersQuery = z.input<typeof customersQuery>;

export const customerSummarySchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** GET customers. */
export const customersResponse = z.object({
  data: z.array(customerSummarySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type CustomersResponse = z.infer<typeof customersResponse>;

/** Quick add: a first name is enough to book; phone (E.164 after normalising) and e-mail are optional. */
export const customerStoreBody = z.object({
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().max(80).default(''),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.literal(''), emailField]).default(''),
});
export type CustomerStoreBody = z.input<typeof customerStoreBody>;

/**
 * 200 `{customer}`. When the phone or e-mail already belongs to a customer the answer is 422
 * `CUSTOMER_EXISTS` with `errors.phone` / `errors.email` and `customer` = the one that exists, so
 * the dialog can offer to use it instead of creating a duplicate.
 */
export const customerStoreResponse = z.object({ customer: customerSummarySchema });
export type CustomerStoreResponse = z.infer<typeof customerStoreResponse>;
