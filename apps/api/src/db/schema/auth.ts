import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** One person's identity; membership of venues is `employees`. */
export const users = pgTable('users', {
  id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  googleSubject: text('google_subject').unique(),
  isSupport: boolean('is_support').notNull().default(false),
  phoneAgreement: boolean('phone_agreement').notNull().default(false),
  emailAgreement: boolean('email_agreement').notNull().default(false),
  smsAgreement: boolean('sms_agreement').notNull().default(false),
  createdAt: createdAt(),
});

/** Single-use tokens and codes: invitations, password resets, e-mail change codes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    kind: text('kind').$type<'setup_password' | 'reset_password' | 'verify_email'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** For verify_email: the address being confirmed. */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.kind, t.tokenHash), index().on(t.userId, t.kind)],
);

/** Failed sign-in counters per key ("email:…" or "ip:…") and fixed window. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});
