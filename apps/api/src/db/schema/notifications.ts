import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { employees } from './staff';

/**
 * The bell (spec §4 "Notifications"): one row per employee told about an event in the app. The text
 * is not stored: `event` and `params` are, and each reader gets them in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path of the app the item opens (e.g. /inventory/stock), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    /** The bell's read: an employee's newest first, and the unread among them. */
    index('notifications_employee_time').on(t.venueId, t.employeeId, t.createdAt),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);

/**
 * The server's VAPID key pair for Web Push (RFC 8292): made the first time the server needs it and
 * kept here, one row, so every process and every restart signs with the same key (a browser's
 * subscription is bound to the public key it was made with). Not a venue's row.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: integer('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** A browser's push subscription (spec §4 "Push registration": the token sent to the set-token call), per employee. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_employee').on(t.venueId, t.employeeId),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);

/**
 * The push outbox: one message per subscription, written in the transaction of the change that
 * causes it (notifyStaff) and delivered by the push-delivery job (push.delivery.ts).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    ...tenantColumns(),
    subscriptionId: integer('subscription_id').notNull(),
    /** What the service worker shows: { title, body, link, event }. */
    payload: jsonb('payload').$type<Record<string, string | null>>().notNull(),
    /** pending → sending → sent; failed after the last attempt; gone when the subscription ended. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maybeDuplicate: boolean('maybe_duplicate').notNull().default(false),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('push_outbox_due').on(t.nextAttemptAt).where(sql`state in ('pending', 'sending')`),
    foreignKey({ columns: [t.venueId, t.subscriptionId], foreignColumns: [pushSubscriptions.venueId, pushSubscriptions.id] }).onDelete('cascade'),
  ],
);
