import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { employees } from './staff';

/** Expense categories (spec §2.3 /reports/expenses): a name, archived rather than deleted (their expenses keep them). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.name),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** An expense: what the venue spent, on a date, in a category; amount and its tax in minor units. */
export const expenses = pgTable(
  'expenses',
  {
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    spentOn: date('spent_on').notNull(),
    /** Minor units, tax included. */
    amount: integer('amount').notNull(),
    /** The tax within the amount, minor units. */
    taxAmount: integer('tax_amount').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The photographed receipt: an image path (lib/images.ts, shape 'document'), or null. */
    receiptPhoto: text('receipt_photo'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.spentOn),
    index().on(t.venueId, t.categoryId, t.spentOn),
    check('expenses_amounts_check', sql`amount > 0 AND tax_amount >= 0 AND tax_amount <= amount`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.categoryId], foreignColumns: [expenseCategories.venueId, expenseCategories.id] }),
    foreignKey({ columns: [t.venueId, t.createdBy], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

/**
 * The booked service lines (appointments of type 'appointment') summed per venue day (the venue's
 * clock), employee, service, status and cancel reason: what the appointment reports read instead of
 * a year of raw lines (issue 16). Written only by the database: triggers on appointments add a row of
 * differences per changed key in the same transaction as the write (a line leaving a key counts -1, one
 * arriving +1), so the sums always equal the raw lines, whatever code wrote them. Rows are only added,
 * never updated, so concurrent bookings never wait on each other here; several rows of one key are
 * summed when read and merged into one by the reports-compact-stats job. The migration
 * appointment_daily_stats_triggers holds the triggers, the backfill, and the rebuild of a venue whose
 * time zone changes.
 */
export const appointmentDailyStats = pgTable(
  'appointment_daily_stats',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull(),
    day: date('day').notNull(),
    employeeId: integer('employee_id').notNull(),
    serviceId: integer('service_id'),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    /** Booked lines. */
    lines: integer('lines').notNull(),
    /** Their whole length: initial + gap + finish minutes. */
    minutes: integer('minutes').notNull(),
    /** The employee's busy part: initial + finish minutes (the gap is free). */
    employeeMinutes: integer('employee_minutes').notNull(),
    /** Their price as booked, minor units. */
    bookedValue: bigint('booked_value', { mode: 'number' }).notNull(),
  },
  (t) => [
    index().on(t.venueId, t.day),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * Visits per venue day (bookings with a line not cancelled that day): a distinct count, which
 * differences cannot keep, so each day is counted again from the lines when it changed. The triggers on
 * appointments add a marker to appointment_visit_days_dirty for each day whose visits a write may have
 * changed, in the write's transaction; chairside_refresh_appointment_daily_visits() counts the marked
 * days again and removes their markers in one statement. Readers take the stored count for unmarked days
 * and count marked days themselves, so the figure is always the lines' (issue 16).
 */
export const appointmentDailyVisits = pgTable(
  'appointment_daily_visits',
  {
    ...tenantColumns(),
    day: date('day').notNull(),
    visits: integer('visits').notNull(),
    /** Of those, the bookings made online (appointment_groups.source = 'online'), their lines not cancelled and those lines' booked value. */
    onlineVisits: integer('online_visits').notNull().default(0),
    onlineLines: integer('online_lines').notNull().default(0),
    onlineValue: integer('online_value').notNull().default(0),
  },
  (t) => [
    unique().on(t.venueId, t.day),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** Days whose stored visits may be out of date (see appointment_daily_visits). Only inserted by triggers, deleted by the refresh. */
export const appointmentVisitDaysDirty = pgTable(
  'appointment_visit_days_dirty',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    index().on(t.venueId, t.day),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * The kept booked lines (type 'appointment', not cancelled) summed per venue month (the venue's clock),
 * employee and customer (null: walk-ins), with the distinct bookings (visits) each key has: what
 * customer/visits, customer/loyalty and employees/visits read for the whole months of a range, the raw
 * lines only for its partial edge days (issue 16). `visits` counts the bookings with a kept line of that
 * employee; `customer_visits` counts each booking once, on the row of its lowest employee, so summing it
 * over employees gives the customer's distinct bookings, which each month's customer row (employee null) holds
 * already, so that per-customer reads sum a row per customer and month. A booking whose kept lines fall in more than one
 * month or belong to more than one customer cannot be summed this way: it is listed in
 * appointment_irregular_groups and counts nothing here, so readers take its lines raw.
 * Written only by the database, like appointment_daily_stats: triggers on appointments add rows of
 * differences in the write's own transaction (each booking's contribution after the statement minus
 * before it); the reports-compact-stats job merges them. Migration appointment_month_visits_triggers.
 */
export const appointmentMonthVisits = pgTable(
  'appointment_month_visits',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    /** Null on the customer's row of the month: their lines over all employees, `visits` = `customer_visits` = distinct bookings. */
    employeeId: integer('employee_id'),
    customerId: integer('customer_id'),
    lines: integer('lines').notNull(),
    /** Their price as booked, minor units. */
    bookedValue: bigint('booked_value', { mode: 'number' }).notNull(),
    visits: integer('visits').notNull(),
    customerVisits: integer('customer_visits').notNull(),
  },
  (t) => [
    index().on(t.venueId, t.month),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** Bookings left out of appointment_month_visits (lines in several months or of several customers); never unmarked but by a rebuild. */
export const appointmentIrregularGroups = pgTable(
  'appointment_irregular_groups',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.groupId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * The sale documents summed per venue day (sales.business_date, the venue's clock when the document was
 * made) in slices, one per way the sales reports group them: what financial/summary, transactions' totals,
 * tax, customer revenue, retail and brand sales, commissions, tips, staff summary and payments, memberships
 * and deposits read instead of a year of documents and lines (issue 16). `slice` says which key columns a
 * row uses (null elsewhere):
 * - 'document' (doc_kind, employee_id: the document's): documents, net (net_total − prepaid_total), discount, tax, total, tips;
 * - 'customer', per venue month (day: its first day) (doc_kind, item_id: customer_id, name: the customer name printed on it): documents, net, total;
 * - 'paid' (doc_kind, employee_id): documents with at least one payment;
 * - 'payment' (doc_kind, employee_id, method): lines (payment rows), amount;
 * - 'tax' (doc_kind, line_kind, tax_rate): lines, net, tax, total of the lines;
 * - 'product', per venue month (item_id: product_id, name: the line's): lines, quantity, net, tax, total of product lines;
 * - 'employee' (employee_id: the line's, line_kind): lines, net;
 * - 'membership' (item_id: membership_id): lines, quantity, net, tax, total of membership lines;
 * - 'membership_use' (item_id: customer_membership_id): lines, quantity of service lines a membership covered;
 * - 'tip' (employee_id: the tip's): documents (tip rows), tips.
 * Written only by the database, like appointment_daily_stats: triggers on sales, sale_lines, sale_payments and
 * sale_tips add rows of differences in the write's own transaction, never update one; readers sum a key's
 * rows, the reports-compact-stats job merges them. Migration sale_daily_stats_triggers.
 */
export const saleDailyStats = pgTable(
  'sale_daily_stats',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull(),
    day: date('day').notNull(),
    slice: text('slice').notNull(),
    docKind: text('doc_kind'),
    employeeId: integer('employee_id'),
    itemId: integer('item_id'),
    lineKind: text('line_kind'),
    taxRate: integer('tax_rate'),
    method: text('method'),
    name: text('name'),
    documents: integer('documents').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    tips: bigint('tips', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index().on(t.venueId, t.slice, t.day),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
