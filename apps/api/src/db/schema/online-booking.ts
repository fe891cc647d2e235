import { date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { appointmentGroups } from './calendar';

/**
 * Online booking (issue 18): a booking made on the public page keeps the hash of its manage link
 * (view, cancel, reschedule) and how to reach the customer; the booking itself is the calendar's.
 */
export const onlineBookings = pgTable(
  'online_bookings',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
    /** SHA-256 of the manage link's token (lib/tokens.ts); the token itself is only in the customer's mail. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.groupId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.groupId], foreignColumns: [appointmentGroups.venueId, appointmentGroups.id] }).onDelete('cascade'),
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
