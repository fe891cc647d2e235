import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every e-mail the app sends, kept as the local outbox (and a log when SMTP delivers it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.venueId, t.createdAt), index().on(t.to)],
);
