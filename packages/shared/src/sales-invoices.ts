import { z } from 'zod';
import { emailField } from './auth';
import { idSchema } from './ids';

/**
 * Invoices (spec §2.3 /sales/invoices, issue 14): a document for a customer with company details, made
 * from one or more paid sales (not voided, not refunded, on no other invoice that is not cancelled),
 * numbered in its own sequence per venue and year. Money in minor units; tax rates in basis points.
 * The totals are those of its sales' lines (tips are not invoiced).
 */

export const INVOICE_STATUSES = ['issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_MAX_SALES = 100;

/** The number as printed: INV-2026-00042. */
export const invoiceNumber = (year: number, number: number): string => `INV-${year}-${String(number).padStart(5, '0')}`;

const date = z.iso.date();
const text = (max: number) => z.string().trim().max(max);

/** The buyer's company details as the invoice carries them. */
export const invoiceCompanySchema = z.object({
  company_name: z.string().trim().min(1).max(200),
  tax_number: text(40),
  address: text(300),
  postcode: text(20),
  city: text(100),
  country: text(60),
  email: z.union([z.literal(''), emailField]).default(''),
});
export type InvoiceCompany = z.infer<typeof invoiceCompanySchema>;

/** POST invoices/store. */
export const invoiceStoreBody = invoiceCompanySchema.extend({
  customer_id: idSchema,
  sale_ids: z.array(idSchema).min(1).max(INVOICE_MAX_SALES),
  notes: text(1000).default(''),
});
export type InvoiceStoreBody = z.input<typeof invoiceStoreBody>;

export const invoiceCancelBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type InvoiceCancelBody = z.input<typeof invoiceCancelBody>;

export const invoiceEmailBody = z.object({ email: z.union([z.literal(''), emailField]).optional() });

const filters = {
  from: date.optional(),
  to: date.optional(),
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** A number (or part of it) or a company name. */
  search: z.string().trim().max(100).optional(),
};
export const invoicesQuery = z.object({
  ...filters,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;
export const invoicesExportQuery = z.object({ ...filters, format: z.enum(['csv', 'xlsx']).default('xlsx') });

export const invoiceSummarySchema = z.object({
  id: idSchema,
  number: z.string().describe('INV-YYYY-NNNNN'),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.string(),
  sale_date_from: z.string(),
  sale_date_to: z.string(),
  customer_id: idSchema.nullable(),
  customer_name: z.string(),
  company_name: z.string(),
  tax_number: z.string(),
  net_total: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  sale_id: idSchema,
  sale_number: z.string(),
  business_date: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  discount: z.number().int(),
  tax_rate: z.number().int(),
  net: z.number().int(),
  tax_amount: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  notes: z.string(),
  employee_name: z.string().nullable(),
  cancel_reason: z.string(),
  cancelled_at: z.string().nullable(),
  sales: z.array(z.object({ id: idSchema, number: z.string(), business_date: z.string(), total: z.number().int() })),
  lines: z.array(invoiceLineSchema),
  tax_summary: z.array(z.object({ rate: z.number().int(), net: z.number().int(), tax: z.number().int(), total: z.number().int() })),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export const invoiceDetailResponse = z.object({ data: invoiceDetailSchema });
export const invoiceResponse = z.object({ data: invoiceDetailSchema, message: z.string() });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

export const invoicesListResponse = z.object({
  data: z.array(invoiceSummarySchema),
  totals: z.object({ count: z.number().int(), total: z.number().int(), cancelled: z.number().int() }),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type InvoicesListResponse = z.infer<typeof invoicesListResponse>;

/** GET invoices/sales?customer_id=: the customer's paid sales that can still be invoiced, and the details to prefill. */
export const invoiceCandidatesQuery = z.object({ customer_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const invoiceCandidatesResponse = z.object({
  data: z.array(z.object({ id: idSchema, number: z.string(), business_date: z.string(), total: z.number().int(), tax_total: z.number().int(), lines: z.array(z.string()) })),
  /** The customer's company details: from their last invoice, else their name and address. */
  company: z.object({ company_name: z.string(), tax_number: z.string(), address: z.string(), postcode: z.string(), city: z.string(), country: z.string(), email: z.string() }),
  currency: z.string(),
});
export type InvoiceCandidatesResponse = z.infer<typeof invoiceCandidatesResponse>;

export const invoiceEmailResponse = z.object({ data: z.object({ id: idSchema, number: z.string(), email: z.string() }), message: z.string() });


/** GET invoices/customers?search=: customers with paid sales still to invoice, by name, e-mail or phone (the create dialog's picker). */
export const invoiceCustomersQuery = z.object({ search: z.string().trim().max(100).optional() });
export const invoiceCustomersResponse = z.object({
  data: z.array(z.object({ id: idSchema, name: z.string(), email: z.string(), phone: z.string(), sales: z.number().int() })),
});
export type InvoiceCustomersResponse = z.infer<typeof invoiceCustomersResponse>;
