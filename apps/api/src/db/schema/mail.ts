import { boolean, customType, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Where a message is on its way out (lib/outbox): written pending, claimed (sending), then sent. */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * The transactional outbox (lib/outbox): every e-mail the app sends, written in the same
 * transaction as the change that causes it and delivered by the `outbox-delivery` job. It is
 * also the local adapter's mailbox: the owner reads it at GET settings/outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id'),
    /** The message's unique delivery key (the SMTP Message-ID): a retried delivery is the same message. */
    messageKey: uuid('message_key').notNull().defaultRandom().unique(),
    channel: text('channel').$type<'email'>().notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The adapter chosen when it was written: smtp, or outbox (the local mailbox only). */
    transport: text('transport').notNull(),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    /** Delivery attempts started (a retry after a crash or an error counts again). */
    attempts: integer('attempts').notNull().default(0),
    /** Deliveries acknowledged by the adapter: exactly 1 once sent. */
    deliveries: integer('deliveries').notNull().default(0),
    /** A remote adapter may have received it twice: an attempt was cut off after sending, before acknowledging. */
    maybeDuplicate: boolean('maybe_duplicate').notNull().default(false),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.venueId, t.createdAt), index().on(t.to)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Files sent with an outbox message (e.g. a purchase order's PDF), written in the message's transaction. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    outboxId: integer('outbox_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index().on(t.outboxId), foreignKey({ columns: [t.outboxId], foreignColumns: [mailOutbox.id] }).onDelete('cascade')],
);
