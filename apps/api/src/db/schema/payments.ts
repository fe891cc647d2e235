import { bigint, foreignKey, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';

/**
 * The card provider (features/payments). Two sides, kept apart as two systems would be:
 *
 * - the app's: `payment_checkouts` (a hosted checkout the app asked the provider for, and the state
 *   the provider's webhooks have brought it to) and `payment_webhook_events` (every event applied,
 *   unique per provider and event id: the deduplication);
 * - the local sandbox provider's own books: `sandbox_sessions` (its hosted checkout sessions) and
 *   `sandbox_events` (its webhook outbox, delivered by a retried job).
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    ...tenantColumns(),
    provider: text('provider').notNull(),
    /** The provider's session id (sandbox: cs_sbx_…); its events name the venue in their metadata. */
    sessionId: text('session_id').notNull(),
    /** What the money is for (e.g. 'subscription'); decides what a payment unlocks. */
    purpose: text('purpose').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** open < declined < expired < paid < refunded: webhooks only move it up (payments/checkout-state.ts). */
    status: text('status').notNull().default('open'),
    /** The rank of `status`, so one conditional UPDATE decides races and out-of-order events. */
    statusRank: smallint('status_rank').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** When the provider took the money (from the event, not from when we heard it). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('payment_checkouts_session').on(t.venueId, t.provider, t.sessionId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    ...tenantColumns(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    checkoutId: integer('checkout_id').notNull(),
    /** The provider's time of the event (seconds since 1970). */
    eventCreated: bigint('event_created', { mode: 'number' }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    unique('payment_webhook_events_once').on(t.venueId, t.provider, t.eventId),
    foreignKey({ columns: [t.venueId, t.checkoutId], foreignColumns: [paymentCheckouts.venueId, paymentCheckouts.id] }).onDelete('cascade'),
  ],
);

/** The sandbox provider's checkout sessions (not the venue's data: the provider's). */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** 'payment' takes `amount`; 'setup' only saves the card for later charges (amount 0). */
  mode: text('mode').notNull().default('payment'),
  /** The payer's language for the hosted page (the venue's), one of the app's eight. */
  locale: text('locale').notNull().default('en-us'),
  /** The card the payer used, saved for later charges once paid: { id, brand, last4 }. */
  paymentMethod: jsonb('payment_method').$type<{ id: string; brand: string; last4: string }>(),
  /** open | requires_action | complete | expired */
  status: text('status').notNull().default('open'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox provider's webhook outbox: one row per event, delivered (signed at each try) by a retried job. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull().references(() => sandboxSessions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The event as sent (JSON text, byte for byte what is signed). */
    payload: text('payload').notNull(),
    /** pending | delivered */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_events_session').on(t.sessionId)],
);
