import { boolean, date, foreignKey, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    birthday: date('birthday'),
    notes: text('notes').notNull().default(''),
    gender: text('gender'),
    smsMarketing: boolean('sms_marketing').notNull().default(false),
    emailMarketing: boolean('email_marketing').notNull().default(false),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.lastName, t.firstName),
    index().on(t.venueId, t.phone),
    index().on(t.venueId, t.email),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
