import { boolean, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { customers } from './customers';
import { employees } from './staff';
import { venues } from './venues';

/**
 * The customers' settings (features/customers: notifications, announcement, privacy). The booking
 * policy is not here: it is the venue's policy section (settings), the one the booking and sales obey.
 */

/** The venue's wording of one message (event × channel × language); absent: the default phrase. */
export const customerMessageTemplates = pgTable(
  'customer_message_templates',
  {
    ...tenantColumns(),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.event, t.channel, t.lang),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.updatedBy], foreignColumns: [employees.venueId, employees.id] }).onDelete('set null'),
  ],
);

/** The special announcement on the online booking page: one per venue. */
export const customerAnnouncements = pgTable(
  'customer_announcements',
  {
    ...tenantColumns(),
    enabled: boolean('enabled').notNull().default(false),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.venueId), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

/** Each marketing consent given or withdrawn: when, how (desk, online, import, form, erasure) and by whom. */
export const customerConsents = pgTable(
  'customer_consents',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<'desk' | 'online' | 'import' | 'form' | 'erasure'>().notNull(),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.venueId, t.customerId, t.createdAt),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('set null'),
  ],
);

/** Customers erased on request: their personal fields are anonymised for good; they cannot be edited or booked. */
export const customerErasures = pgTable(
  'customer_erasures',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    employeeId: integer('employee_id'),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.customerId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('set null'),
  ],
);
