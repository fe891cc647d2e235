import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every tenant-owned table starts with: its own id and the owning venue. */
export const tenantColumns = () => ({
  id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
  venueId: integer('venue_id').notNull(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
