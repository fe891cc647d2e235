import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { offerLineColumns, type OfferDraftFields } from './sales-offers';

/**
 * Sales (spec §2.3 /sales, issue 14). An open cart is a `checkouts` row whose lines are a draft
 * (jsonb, recomputed on every change); paying it writes a `sales` document with its lines, payments
 * and tips, numbered from the venue's counter row for the year in the same transaction (no gaps).
 * A paid document never changes: a void or a refund is its own document (`kind`) referencing the
 * original (`original_id`), with negative amounts. Two writes only ever touch a paid document's
 * customer: a merge moves `customer_id` to the kept customer (and its undo back), and an erasure
 * replaces the copied `customer_name` (customers/privacy). Money is integer minor units; tax rates are
 * basis points. Customers, bookings and catalogue items are referenced by id without foreign keys:
 * a document outlives them, and keeps their names as printed.
 */

/** The draft lines of an open cart, as the checkout screen last stored them. */
export interface CheckoutDraftLine extends OfferDraftFields {
  kind: 'service' | 'product' | 'custom' | 'voucher' | 'deposit' | 'package' | 'membership';
  service_id: number | null;
  product_id: number | null;
  appointment_id: number | null;
  employee_id: number | null;
  name: string;
  unit_price: number;
  quantity: number;
  discount: { kind: 'percent' | 'fixed'; value: number } | null;
  tax_rate: number;
  /** A gift voucher line: what the voucher made when the cart is paid will say. */
  voucher?: VoucherDraft | null;
}

export interface VoucherDraft {
  service_id: number | null;
  customer_id: number | null;
  recipient_name: string;
  message: string;
  expires_on: string | null;
}

export const checkouts = pgTable(
  'checkouts',
  {
    ...tenantColumns(),
    /** 'open' (a cart at the till), 'awaiting_card' (its card payment asked of the provider: locked) or 'paid' (became `sale_id`). */
    status: text('status').notNull().default('open'),
    customerId: integer('customer_id'),
    /** The booking it checks out (its lines became sale lines); null for a walk-in. */
    appointmentGroupId: integer('appointment_group_id'),
    lines: jsonb('lines').$type<CheckoutDraftLine[]>().notNull().default([]),
    tips: jsonb('tips').$type<{ employee_id: number; amount: number }[]>().notNull().default([]),
    saleId: integer('sale_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('checkouts_venue_status').on(t.venueId, t.status),
    /** A customer's checkouts: a merge moves them, the profile lists them. */
    index('checkouts_venue_customer').on(t.venueId, t.customerId),
    uniqueIndex('checkouts_open_group').on(t.venueId, t.appointmentGroupId).where(sql`${t.status} IN ('open', 'awaiting_card') AND ${t.appointmentGroupId} IS NOT NULL`),
    check('checkouts_status_check', sql`status IN ('open', 'awaiting_card', 'paid')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** One number sequence per venue and year, shared by every document kind; taken under the row lock of the paying transaction. */
export const saleNumberCounters = pgTable(
  'sale_number_counters',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    unique('sale_number_counters_venue_year').on(t.venueId, t.year),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

export const sales = pgTable(
  'sales',
  {
    ...tenantColumns(),
    /** 'sale', 'void' or 'refund' (later: 'invoice', 'deposit', 'voucher'…). */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    /**
     * Taken from the counter as the paying transaction's last write (so the counter row is locked only
     * until the commit); null only inside that transaction, never once committed.
     */
    number: integer('number'),
    /** The venue day it belongs to (its time zone): voids are same-day only. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** The sale a void or refund corrects. */
    originalId: integer('original_id'),
    checkoutId: integer('checkout_id'),
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    appointmentGroupId: integer('appointment_group_id'),
    /** 'included' or 'excluded': how the line prices were entered. */
    taxMode: text('tax_mode').notNull(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    netTotal: integer('net_total').notNull(),
    /**
     * The part of net_total that is a prepayment (lines of kind voucher and deposit): money taken, not
     * yet revenue. The reports' net sales are net_total − prepaid_total; the prepayment becomes revenue
     * in the sale it pays for (paid by voucher or deposit).
     */
    prepaidTotal: integer('prepaid_total').notNull().default(0),
    taxTotal: integer('tax_total').notNull(),
    /** Lines' gross (what the goods and services cost, tax included). */
    total: integer('total').notNull(),
    tipTotal: integer('tip_total').notNull().default(0),
    /** total + tips: what the payments add up to. */
    paidTotal: integer('paid_total').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('sales_venue_year_number').on(t.venueId, t.year, t.number),
    index('sales_venue_time').on(t.venueId, t.createdAt),
    /** The end of day, the venue-day filters and the reports read documents by venue day; transactions lists them newest first (business_date desc, id desc) from it. */
    index('sales_venue_day').on(t.venueId, t.businessDate, t.id),
    index('sales_venue_original').on(t.venueId, t.originalId),
    /** A customer's documents: the profile's money side, a merge moving them, an erasure anonymising the name on them; customer/revenue's last sale per customer. */
    index('sales_venue_customer').on(t.venueId, t.customerId, t.businessDate),
    uniqueIndex('sales_one_void').on(t.venueId, t.originalId).where(sql`${t.kind} = 'void'`),
    check('sales_kind_check', sql`kind IN ('sale', 'void', 'refund')`),
    check('sales_number_check', sql`number > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.originalId], foreignColumns: [t.venueId, t.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    ...tenantColumns(),
    saleId: integer('sale_id').notNull(),
    position: integer('position').notNull(),
    /** 'service', 'product', 'custom', 'voucher' (a gift voucher sold: no tax, sales-vouchers.ts) or 'deposit' (a customer deposit taken: no tax, sales-deposits.ts). */
    kind: text('kind').notNull(),
    serviceId: integer('service_id'),
    productId: integer('product_id'),
    appointmentId: integer('appointment_id'),
    /** On a refund or void: the line of the original sale it gives back. */
    originalLineId: integer('original_line_id'),
    employeeId: integer('employee_id'),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: integer('discount').notNull().default(0),
    /** Basis points (21 % = 2100). */
    taxRate: integer('tax_rate').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    net: integer('net').notNull(),
    total: integer('total').notNull(),
    ...offerLineColumns(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('sale_lines_sale').on(t.venueId, t.saleId),
    index('sale_lines_discount').on(t.venueId, t.discountId).where(sql`${t.discountId} IS NOT NULL`),
    index('sale_lines_original').on(t.venueId, t.originalLineId),
    check('sale_lines_kind_check', sql`kind IN ('service', 'product', 'custom', 'voucher', 'deposit', 'package', 'membership')`),
    check('sale_lines_quantity_check', sql`quantity <> 0 AND tax_rate >= 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.originalLineId], foreignColumns: [t.venueId, t.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    ...tenantColumns(),
    saleId: integer('sale_id').notNull(),
    /** 'cash', 'card' or another method the venue names (text: vouchers, deposits… later). */
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    /** Cash handed over and the change given back (0 for other methods). */
    tendered: integer('tendered').notNull().default(0),
    change: integer('change').notNull().default(0),
  },
  (t) => [
    index('sale_payments_sale').on(t.venueId, t.saleId),
    check('sale_payments_amounts_check', sql`change >= 0 AND tendered >= 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }).onDelete('cascade'),
  ],
);

export const saleTips = pgTable(
  'sale_tips',
  {
    ...tenantColumns(),
    saleId: integer('sale_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_tips_sale').on(t.venueId, t.saleId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

/**
 * A closed venue day (spec §2.3 /sales/end-day): the expected cash at closing, what was counted, the
 * difference and notes, and the employee who closed it with their staff PIN. One per venue and day;
 * once closed, no document of that day can be voided.
 */
export const saleClosedDays = pgTable(
  'sale_closed_days',
  {
    ...tenantColumns(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    expectedCash: integer('expected_cash').notNull(),
    countedCash: integer('counted_cash').notNull(),
    /** counted − expected (negative: cash short). */
    difference: integer('difference').notNull(),
    notes: text('notes').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sale_closed_days_venue_date').on(t.venueId, t.businessDate),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

/**
 * A venue's receipt settings (spec §2.3 /sales/receipt): one row per venue, written by the sales
 * feature's receipt-settings service; a venue without a row prints with the defaults.
 */
export const saleReceiptSettings = pgTable(
  'sale_receipt_settings',
  {
    ...tenantColumns(),
    paper: text('paper').$type<'thermal' | 'a4'>().notNull().default('thermal'),
    headerText: text('header_text').notNull().default(''),
    footerText: text('footer_text').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    showLogo: boolean('show_logo').notNull().default(true),
    showVenueAddress: boolean('show_venue_address').notNull().default(true),
    showVenuePhone: boolean('show_venue_phone').notNull().default(true),
    showCustomer: boolean('show_customer').notNull().default(true),
    showEmployees: boolean('show_employees').notNull().default(true),
    showTaxBreakdown: boolean('show_tax_breakdown').notNull().default(true),
    showPayments: boolean('show_payments').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sale_receipt_settings_venue').on(t.venueId),
    check('sale_receipt_settings_paper', sql`${t.paper} in ('thermal', 'a4')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * Invoices (spec §2.3 /sales/invoices): a document for a customer with company details, made from
 * one or more paid sales. Its own number sequence per venue and year (`sale_invoice_counters`, taken
 * as the creating transaction's last write, like the sales' counter: no gaps, no duplicates). The
 * buyer's details are a snapshot; the totals are the sum of its sales' (tips are not invoiced). A
 * cancelled invoice keeps its number (shown as cancelled) and frees its sales: `sale_invoice_sales`
 * rows turn inactive, and a partial unique index lets a sale be on at most one active invoice.
 */
export const saleInvoiceCounters = pgTable(
  'sale_invoice_counters',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    unique('sale_invoice_counters_venue_year').on(t.venueId, t.year),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

export const saleInvoices = pgTable(
  'sale_invoices',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    /** Taken from the counter as the creating transaction's last write; null only inside it. */
    number: integer('number'),
    /** 'issued' or 'cancelled'. */
    status: text('status').notNull().default('issued'),
    /** The venue day it was issued on (its time zone). */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The first and last venue day of its sales (the supply dates printed on it). */
    saleDateFrom: date('sale_date_from', { mode: 'string' }).notNull(),
    saleDateTo: date('sale_date_to', { mode: 'string' }).notNull(),
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    /** The buyer as invoiced (a snapshot: later changes to the customer do not change an issued invoice). */
    companyName: text('company_name').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    netTotal: integer('net_total').notNull(),
    taxTotal: integer('tax_total').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    employeeId: integer('employee_id'),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('sale_invoices_venue_year_number').on(t.venueId, t.year, t.number),
    index('sale_invoices_venue_issue').on(t.venueId, t.issueDate),
    index('sale_invoices_venue_customer').on(t.venueId, t.customerId),
    check('sale_invoices_status_check', sql`status IN ('issued', 'cancelled')`),
    check('sale_invoices_number_check', sql`number > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
    foreignKey({ columns: [t.venueId, t.cancelledBy], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

/** The sales an invoice was made from; `active` until the invoice is cancelled. */
export const saleInvoiceSales = pgTable(
  'sale_invoice_sales',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id').notNull(),
    saleId: integer('sale_id').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('sale_invoice_sales_invoice').on(t.venueId, t.invoiceId),
    /** A sale is on at most one invoice that is not cancelled. */
    uniqueIndex('sale_invoice_sales_one_active').on(t.venueId, t.saleId).where(sql`${t.active}`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.invoiceId], foreignColumns: [saleInvoices.venueId, saleInvoices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
  ],
);
