import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { employees } from './staff';

/** Expense categories (spec §2.3 /reports/expenses): a name, archived rather than deleted (their expenses keep them). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.name),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** An expense: what the venue spent, on a date, in a category; amount and its tax in minor units. */
export const expenses = pgTable(
  'expenses',
  {
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    spentOn: date('spent_on').notNull(),
    /** Minor units, tax included. */
    amount: integer('amount').notNull(),
    /** The tax within the amount, minor units. */
    taxAmount: integer('tax_amount').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The photographed receipt: an image path (lib/images.ts, shape 'document'), or null. */
    receiptPhoto: text('receipt_photo'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.spentOn),
    index().on(t.venueId, t.categoryId, t.spentOn),
    check('expenses_amounts_check', sql`amount > 0 AND tax_amount >= 0 AND tax_amount <= amount`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.categoryId], foreignColumns: [expenseCategories.venueId, expenseCategories.id] }),
    foreignKey({ columns: [t.venueId, t.createdBy], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
