import { z } from 'zod';
import { emailField } from './auth';
import { idListQuery, idSchema } from './ids';
import { PAGE_SIZES } from './constants';
import { isIsoDate } from './rules/calendar-time';

/** Wire shapes of the customers list (GET customers), shared by the booking dialog's search and the list screen. */

/** The booking dialog's page; the list screen offers every size of PAGE_SIZES (spec §9). */
export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_SORTS = ['name', 'last_visit', 'created', 'visits'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const dateField = z.string().max(10).refine(isIsoDate, { params: { key: 'validation.format' } });
const yesNo = z.enum(['yes', 'no']).optional();

/** `tags=a&tags=b` or `tags=a` → ['a', 'b'] (a tag may hold a comma, so no splitting). */
const tagList = z
  .preprocess((value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]), z.array(z.string().trim().min(1).max(40)).max(20))
  .optional();

/**
 * The list's filters: used by GET customers and GET customers/export alike. Search and paging are
 * open to whoever may book; every other filter, the sort and archived customers need customers.manage.
 */
export const customerFilters = z.object({
  /** Every word must match a name, the e-mail (substring, or a near spelling) or the phone's digits (any format). */
  search: z.string().trim().max(100).optional(),
  tags: tagList,
  /** any: at least one of `tags`; all: every one. */
  tags_mode: z.enum(['any', 'all']).default('any'),
  last_visit_from: dateField.optional(),
  last_visit_to: dateField.optional(),
  upcoming: yesNo,
  birthday_month: z.coerce.number().int().min(1).max(12).optional(),
  no_shows: yesNo,
  sms_marketing: yesNo,
  email_marketing: yesNo,
  archived: yesNo,
  /** Only these customers (the list's selection, e.g. to export it). */
  ids: idListQuery,
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type CustomerFilters = z.input<typeof customerFilters>;
/** The filters that only the list screen (customers.manage) may use. */
export const LIST_ONLY_FILTERS = ['tags', 'last_visit_from', 'last_visit_to', 'upcoming', 'birthday_month', 'no_shows', 'sms_marketing', 'email_marketing', 'archived', 'ids'] as const;

export const customersQuery = customerFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { key: 'validation.one_of' } })
    .default(CUSTOMER_PAGE_SIZE),
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

/** A row of the list: the summary, what the list shows, and the visit figures from the calendar. */
export const customerRowSchema = customerSummarySchema.extend({
  tags: z.array(z.string()),
  alerts: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  sms_marketing: z.boolean(),
  email_marketing: z.boolean(),
  archived: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  last_visit: z.string().nullable().describe('ISO 8601: the start of the latest past booking not cancelled'),
  next_visit: z.string().nullable().describe('ISO 8601: the start of the next booking not cancelled'),
  visits: z.number().int().describe('past bookings not cancelled'),
  no_shows: z.number().int().describe('bookings cancelled as no_show'),
  cancellations: z.number().int().describe('bookings cancelled for any other reason'),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** GET customers. */
export const customersResponse = z.object({
  data: z.array(customerRowSchema),
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

/** GET customers/export. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const customerExportQuery = customerFilters.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
export type CustomerExportQuery = z.input<typeof customerExportQuery>;
/** The exported columns, in order (headers are `customers.column_<name>` in the caller's language). */
export const EXPORT_COLUMNS = [
  'first_name', 'last_name', 'phone', 'email', 'birthday', 'gender', 'street', 'postcode', 'city', 'country', 'tags', 'alerts', 'notes',
  'sms_marketing', 'email_marketing', 'created_at', 'last_visit', 'next_visit', 'visits', 'no_shows', 'cancellations',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
