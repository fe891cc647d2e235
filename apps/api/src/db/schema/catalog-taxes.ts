import { boolean, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';

/**
 * A venue's tax rates (catalog/taxes). `rate` is in basis points (21 % = 2100). At most one
 * active rate is the default for services and one for products (partial unique indexes); the
 * venue's tax_default_service / tax_default_product columns mirror them as whole percents.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    rate: integer('rate').notNull(),
    defaultService: boolean('default_service').notNull().default(false),
    defaultProduct: boolean('default_product').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.sortOrder),
    uniqueIndex('tax_rates_default_service').on(t.venueId).where(sql`${t.defaultService}`),
    uniqueIndex('tax_rates_default_product').on(t.venueId).where(sql`${t.defaultProduct}`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
