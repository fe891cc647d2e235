import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { employees } from './staff';
import { venues } from './venues';

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    birthday: date('birthday'),
    notes: text('notes').notNull().default(''),
    gender: text('gender'),
    /** Postal address, free text per line; country as ISO 3166-1 alpha-2 or ''. */
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Billing details for invoices (sales › invoices prefills them): the company and its tax / VAT number; '' when none. */
    companyName: text('company_name').notNull().default(''),
    companyTaxNumber: text('company_tax_number').notNull().default(''),
    /** Free tags chosen by the venue (e.g. "VIP"), case kept, unique per customer. */
    tags: text('tags').array().notNull().default([]),
    /** Allergies and alerts shown on the calendar item and in the booking dialog. */
    alerts: text('alerts').notNull().default(''),
    preferredEmployeeId: integer('preferred_employee_id'),
    /** Marketing consents: whether, when and how each was given (or withdrawn: the flag false, the time of withdrawal). */
    smsMarketing: boolean('sms_marketing').notNull().default(false),
    smsMarketingAt: timestamp('sms_marketing_at', { withTimezone: true }),
    smsMarketingSource: text('sms_marketing_source').notNull().default(''),
    emailMarketing: boolean('email_marketing').notNull().default(false),
    emailMarketingAt: timestamp('email_marketing_at', { withTimezone: true }),
    emailMarketingSource: text('email_marketing_source').notNull().default(''),
    /** Blocked from online booking. */
    blockedOnline: boolean('blocked_online').notNull().default(false),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What search and the name sort read, folded once when the row is written (chairside_fold: accents and
     * case, migration 0024) rather than for every candidate row of every search: names and e-mail as one
     * text, each name for sorting, the phone's digits.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`chairside_fold(first_name || ' ' || last_name || ' ' || email)`),
    sortLast: text('sort_last').generatedAlwaysAs(sql`chairside_fold(last_name)`),
    sortFirst: text('sort_first').generatedAlwaysAs(sql`chairside_fold(first_name)`),
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.lastName, t.firstName),
    index().on(t.venueId, t.phone),
    index().on(t.venueId, t.email),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.preferredEmployeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
