import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';

/**
 * SMS (issue 19): the SMS outbox and the venue's credit ledger. The balance itself is
 * venues.sms_amount (the envelope's `sms_amount`, spec §3); every change to it has a row here.
 */

/** Where an SMS is: pending → sending → sent → delivered (the provider's status callback), or failed/undelivered. */
export type SmsState = 'pending' | 'sending' | 'sent' | 'delivered' | 'failed' | 'undelivered';

/**
 * The SMS outbox: written in the transaction of the change that causes the message (its credits
 * taken in the same transaction) and delivered by the sms-delivery sweep (features/sms/sms.delivery.ts).
 * It is also the local provider's phone: the owner reads it at GET sms/outbox.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    ...tenantColumns(),
    /** The message's delivery key: a retried delivery is the same message. */
    messageKey: uuid('message_key').notNull().defaultRandom().unique(),
    /** What sent it: reminder, or a customer event (booking_made, …). */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding').$type<'gsm7' | 'ucs2'>().notNull(),
    segments: integer('segments').notNull(),
    /** Credits taken when it was queued (one per segment). */
    credits: integer('credits').notNull(),
    /** The provider chosen when it was written: twilio, or outbox (kept here only). */
    transport: text('transport').notNull(),
    state: text('state').$type<SmsState>().notNull().default('pending'),
    /** The provider's id for it (Twilio's MessageSid): its status callbacks name it. */
    providerId: text('provider_id'),
    providerStatus: text('provider_status'),
    attempts: integer('attempts').notNull().default(0),
    maybeDuplicate: boolean('maybe_duplicate').notNull().default(false),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.createdAt),
    index('sms_outbox_due').on(t.nextAttemptAt).where(sql`state in ('pending', 'sending')`),
    uniqueIndex('sms_outbox_provider_id').on(t.transport, t.providerId),
    check('sms_outbox_state_check', sql`state IN ('pending', 'sending', 'sent', 'delivered', 'failed', 'undelivered')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * Every change of a venue's SMS credit: + a pack bought (once per checkout, by its unique key),
 * − the segments of an SMS queued, + those of one the provider refused before taking it.
 */
export const smsCreditMoves = pgTable(
  'sms_credit_moves',
  {
    ...tenantColumns(),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<'purchase' | 'sms' | 'refund'>().notNull(),
    smsId: integer('sms_id'),
    checkoutId: integer('checkout_id'),
    packId: integer('pack_id'),
    /** The balance after this move. */
    balance: integer('balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('sms_credit_moves_checkout').on(t.venueId, t.checkoutId),
    index().on(t.venueId, t.createdAt),
    check('sms_credit_moves_reason_check', sql`reason IN ('purchase', 'sms', 'refund')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
