import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { serviceGroups } from './catalog';
import { mailOutbox } from './mail';

/**
 * Reminders (spec §2.3 /reminders): the venue's settings (quiet hours, asking the customer to
 * confirm) and its rules (how long before the visit, by which channel, for which service group).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    venueId: integer('venue_id').primaryKey(),
    /** Quiet hours as venue-clock 'HH:mm' (both null: none). A reminder due inside them is moved out. */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    askConfirmation: boolean('ask_confirmation').notNull().default(false),
    /** An SMS that cannot go (no credit, no phone) is sent by e-mail instead when the customer has an address. */
    smsFallbackEmail: boolean('sms_fallback_email').notNull().default(true),
    /** Customer event messages (booking made, changed, cancelled, no-show, thank-you): per event, the channels on. */
    events: jsonb('events').$type<Record<string, { email: boolean; sms: boolean }>>().notNull().default({}),
    /** The thank-you (review request) goes this long after the visit's end, once the visit is marked done. */
    thankYouAfterMinutes: integer('thank_you_after_minutes').notNull().default(120),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reminder_settings_quiet_check', sql`(quiet_from IS NULL) = (quiet_to IS NULL)`),
    check('reminder_settings_thank_you_check', sql`thank_you_after_minutes BETWEEN 0 AND 10080`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

export const reminderRules = pgTable(
  'reminder_rules',
  {
    ...tenantColumns(),
    /** Minutes before the visit's start. */
    offsetMinutes: integer('offset_minutes').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Only visits with a service of this group; null: every visit. */
    serviceGroupId: integer('service_group_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    check('reminder_rules_offset_check', sql`offset_minutes BETWEEN 10 AND 10080`),
    check('reminder_rules_channel_check', sql`channel IN ('email', 'sms')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceGroupId], foreignColumns: [serviceGroups.venueId, serviceGroups.id] }).onDelete('cascade'),
  ],
);

/**
 * One row per reminder handed on (or skipped, with its reason): the history, and the claim that
 * makes each (booking, rule, channel) go out once. The sending job inserts it, with the outbox mail,
 * in one transaction; of two runs the one whose insert loses the unique key sends nothing.
 */
export const reminderMessages = pgTable(
  'reminder_messages',
  {
    ...tenantColumns(),
    /** The booking (appointment_groups) and its first line when it was sent; no foreign key: the history outlives them. */
    groupId: integer('group_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    /**
     * Null once the rule is deleted (the history keeps its offset). Its foreign key (venue_id, rule_id)
     * → reminder_rules is in the custom migration: ON DELETE SET NULL (rule_id) keeps venue_id.
     */
    ruleId: integer('rule_id'),
    offsetMinutes: integer('offset_minutes').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    customerId: integer('customer_id'),
    recipient: text('recipient').notNull().default(''),
    /** The visit's start it reminded of, and when it was due (after quiet hours). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** queued: handed to the outbox (its state says the rest); skipped: not sent, for `reason`; failed: could not be sent (no SMS credit). */
    status: text('status').$type<'queued' | 'skipped' | 'failed'>().notNull(),
    reason: text('reason'),
    mailId: integer('mail_id'),
    /** The SMS outbox row (features/sms) of an SMS reminder handed on. */
    smsId: integer('sms_id'),
    /** An SMS reminder that could not go and was sent by e-mail instead (the venue allows it). */
    fallback: boolean('fallback').notNull().default(false),
    /** The customer's confirm link (sha-256 of the token); null when the venue does not ask. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    /** The claim: one reminder per booking, rule and channel. Also the sweep's look-up of what went out. */
    unique('reminder_messages_once').on(t.venueId, t.groupId, t.ruleId, t.channel),
    index().on(t.venueId, t.createdAt),
    index('reminder_messages_confirm_token').on(t.confirmTokenHash),
    check('reminder_messages_status_check', sql`status IN ('queued', 'skipped', 'failed')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.mailId], foreignColumns: [mailOutbox.id] }).onDelete('set null'),
  ],
);

/**
 * Customer event messages (issue 19): booking made (back office), changed, cancelled, no-show,
 * thank-you. One row per booking, event, channel and version (a booking moved twice is told twice:
 * each move is a version), inserted with the outbox message in one transaction: each goes out once.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    event: text('event').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Which occurrence of the event: the booking's start (epoch minutes) for a move, 0 for the others. */
    version: integer('version').notNull().default(0),
    customerId: integer('customer_id'),
    recipient: text('recipient').notNull().default(''),
    status: text('status').$type<'queued' | 'skipped' | 'failed'>().notNull(),
    reason: text('reason'),
    mailId: integer('mail_id'),
    smsId: integer('sms_id'),
    fallback: boolean('fallback').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('event_messages_once').on(t.venueId, t.groupId, t.event, t.channel, t.version),
    index().on(t.venueId, t.createdAt),
    check('event_messages_status_check', sql`status IN ('queued', 'skipped', 'failed')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.mailId], foreignColumns: [mailOutbox.id] }).onDelete('set null'),
  ],
);
