import { boolean, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { appointmentGroups } from './calendar';
import { employees } from './staff';

/**
 * Online booking (issue 18): a booking made on the public page keeps the hash of its manage link
 * (view, cancel, reschedule) and how to reach the customer; the booking itself is the calendar's.
 */
export const onlineBookings = pgTable(
  'online_bookings',
  {
    ...tenantColumns(),
    /** The booking's group; null once a hold ran out unpaid and the calendar let it go (the row stays for a late deposit). */
    groupId: integer('group_id'),
    /** SHA-256 of the manage link's token (lib/tokens.ts); the token itself is only in the customer's mail. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    /**
     * booked; awaiting_deposit while the time is a reserved slot (group_id) held until the deposit is
     * paid on the card provider's hosted page (checkout_session_id). A hold that runs out is deleted
     * by the calendar with its group; this row stays (group_id null) so that a deposit paid too late
     * still finds what was asked: it books the time again when it is still free, else the deposit is
     * refunded (refunded).
     */
    state: text('state').$type<'booked' | 'awaiting_deposit' | 'refunded'>().notNull().default('booked'),
    /** The manage link mailed with the confirmation once the deposit is paid (the page's own link stays valid). */
    mailTokenHash: text('mail_token_hash').unique(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    checkoutSessionId: text('checkout_session_id'),
    /** What the paid deposit books: the request as asked (services in order, employee, venue date and time, note, status). */
    pending: jsonb('pending').$type<PendingBooking>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.groupId),
    index().on(t.venueId, t.checkoutSessionId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    // ON DELETE SET NULL (group_id) only (migration 0083): the venue column stays.
    foreignKey({ columns: [t.venueId, t.groupId], foreignColumns: [appointmentGroups.venueId, appointmentGroups.id] }).onDelete('set null'),
  ],
);

export interface PendingBooking {
  service_ids: number[];
  employee_id: number;
  date: string;
  time: string;
  note: string;
  status: 'new' | 'confirmed';
  /** The customer's first name, for the confirmation. */
  name: string;
}

/**
 * One-time codes that verify a customer's phone (SMS outbox) or e-mail (mail outbox) before an
 * online booking, when the venue asks for it: only a salted hash is kept; a code lives
 * VERIFY_CODE_MINUTES, survives VERIFY_CODE_TRIES tries, and is spent by the booking it proves.
 */
export const onlineVerifications = pgTable(
  'online_verifications',
  {
    ...tenantColumns(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** The phone's digits or the lower-case e-mail. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.target),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * The waitlist: a customer for whom no time fits asks for a day range; a cancellation offers the
 * freed time to the first one waiting, by a link that holds it (a reserved slot) for a short time.
 */
export const onlineWaitlist = pgTable(
  'online_waitlist',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull(),
    /** null: anyone. */
    employeeId: integer('employee_id'),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** The offer made: its link's hash, the held booking, until when; null while waiting. */
    offerTokenHash: text('offer_token_hash').unique(),
    offerGroupId: integer('offer_group_id'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Booked from an offer, or left: no longer waiting. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.dateFrom),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * The booking page's portfolio (/online-booking/portfolio): the venue's photos and its team's work,
 * shown on the page in `sort_order`. The picture itself is in `images` (lib/images.ts, WebP inside
 * 1600 px); a row keeps where to show it and its size, for a page that does not jump while loading.
 */
export const onlinePortfolio = pgTable(
  'online_portfolio',
  {
    ...tenantColumns(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** What the picture shows, in the venue's words (shown under it on the booking page and the listing). */
    caption: text('caption').notNull().default(''),
    /** The employee whose work it is, when tagged (shown while they are visible online). */
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.sortOrder),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

/**
 * The venue's marketplace listing (/online-booking/marketplace): whether its public listing page
 * (/marketplace/{sub}) is shown and the categories it is listed under. The listing terms are the
 * venue's `terms_accept` flag (the settings'); `terms_accepted_at` keeps when they were accepted here.
 */
export const onlineMarketplace = pgTable(
  'online_marketplace',
  {
    venueId: integer('venue_id').primaryKey(),
    listed: boolean('listed').notNull().default(false),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);
