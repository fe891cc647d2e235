import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CardFlows, DeskPayments } from '@chairside/shared/payments';
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

/**
 * The venue's own card service (/payments): its connected account with the card provider (the
 * status last read from the provider), the flows that take cards, and the desk's payment methods
 * and tips (/payments/payment). One row per venue, made on first save or connect; none reads as the defaults.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    venueId: integer('venue_id').primaryKey(),
    /** The provider the account was opened with (sandbox | stripe); null: never connected. */
    provider: text('provider'),
    accountId: text('account_id'),
    /** not_connected | pending | active | restricted, as the provider last answered. */
    accountStatus: text('account_status').notNull().default('not_connected'),
    cardFlows: jsonb('card_flows').$type<CardFlows>(),
    deskMethods: jsonb('desk_methods').$type<DeskPayments['methods']>(),
    tipsEnabled: boolean('tips_enabled').notNull().default(true),
    tipPercents: jsonb('tip_percents').$type<number[]>().notNull().default([10, 15, 20]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_status_check', sql`account_status IN ('not_connected', 'pending', 'active', 'restricted')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** The sandbox provider's connected accounts (its books, not the venue's): onboarding ends active or restricted. */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  /** pending | active | restricted */
  status: text('status').notNull().default('pending'),
  requirements: jsonb('requirements').$type<string[]>().notNull().default(['business_profile', 'external_account', 'representative.verification.document']),
  /** Where the hosted onboarding sends the venue back (the latest link's). */
  returnUrl: text('return_url').notNull().default(''),
  locale: text('locale').notNull().default('en-us'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
