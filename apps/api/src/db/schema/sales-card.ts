import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { checkouts, sales } from './sales';

/**
 * Card payments at the till through the venue's own card service (Chairside Pay, issue 17), owned
 * by the sales feature. Asking for one puts the cart in `awaiting_card` (its lines can no longer
 * change) and records the provider's hosted checkout here; the provider's signed webhook writes the
 * sale (payments' CheckoutEffects, purpose `till_card`). A refund to the card is asked of the provider
 * first (`sale_card_refunds`, `requested`) and becomes a refund document when the provider's event
 * confirms the money went back (`recorded`).
 */
/** One of the desk's payments recorded with the card's part of a split (as POST checkouts/pay takes it). */
export interface TillCardPart {
  method: string;
  amount: number;
  tendered?: number;
}

export const tillCardPayments = pgTable(
  'till_card_payments',
  {
    ...tenantColumns(),
    checkoutId: integer('checkout_id').notNull(),
    /** The provider's session id (payments' payment_checkouts.session_id). */
    sessionId: text('session_id').notNull(),
    /** The hosted page: opened at the desk, or the pay-by-link sent. */
    url: text('url').notNull(),
    /** desk (the hosted page on the desk's device), sms or email (a pay-by-link). */
    channel: text('channel').notNull(),
    /** Where the link went (a phone number or an e-mail address); empty at the desk. */
    sentTo: text('sent_to').notNull().default(''),
    /** The card's part of what the cart owes (the whole of it, or its share of a split). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The cart's other payments at the desk (cash, card terminal, other) when the card pays only a part:
     * pending until the provider's webhook writes the sale with all of them; dropped when the desk stops waiting.
     */
    parts: jsonb('parts').$type<TillCardPart[]>().notNull().default([]),
    /** awaiting → paid (the sale written) | cancelled (the desk gave up; money paid later goes back) | refunded (paid after it was cancelled, sent back). */
    status: text('status').notNull().default('awaiting'),
    /** Who asked: the sale is theirs when the provider confirms. */
    employeeId: integer('employee_id').notNull(),
    userId: integer('user_id'),
    saleId: integer('sale_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('till_card_payments_session').on(t.venueId, t.sessionId),
    uniqueIndex('till_card_payments_one_awaiting').on(t.venueId, t.checkoutId).where(sql`${t.status} = 'awaiting'`),
    check('till_card_payments_status_check', sql`status IN ('awaiting', 'paid', 'cancelled', 'refunded')`),
    check('till_card_payments_channel_check', sql`channel IN ('desk', 'sms', 'email')`),
    check('till_card_payments_amount_check', sql`amount > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.checkoutId], foreignColumns: [checkouts.venueId, checkouts.id] }).onDelete('cascade'),
  ],
);

/** What a refund to the card gives back (the refund document's lines, written when the provider confirms). */
export interface CardRefundLine {
  line_id: number;
  quantity: number;
}

export const saleCardRefunds = pgTable(
  'sale_card_refunds',
  {
    ...tenantColumns(),
    saleId: integer('sale_id').notNull(),
    sessionId: text('session_id').notNull(),
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<CardRefundLine[]>().notNull(),
    reason: text('reason').notNull(),
    /** requested (asked of the provider) → recorded (the provider confirmed; `refund_id` is the document). */
    status: text('status').notNull().default('requested'),
    refundId: integer('refund_id'),
    employeeId: integer('employee_id').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('sale_card_refunds_venue_session').on(t.venueId, t.sessionId, t.status),
    check('sale_card_refunds_status_check', sql`status IN ('requested', 'recorded')`),
    check('sale_card_refunds_amount_check', sql`amount > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
  ],
);
