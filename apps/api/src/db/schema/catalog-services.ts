import { foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns';
import { services } from './catalog';

/** A service's variants (e.g. short / long hair): each its own name, duration split and price. */
export const serviceVariants = pgTable(
  'service_variants',
  {
    ...tenantColumns(),
    serviceId: integer('service_id').notNull(),
    name: text('name').notNull(),
    initialMinutes: integer('initial_minutes').notNull(),
    gapMinutes: integer('gap_minutes').notNull().default(0),
    finishMinutes: integer('finish_minutes').notNull().default(0),
    price: integer('price').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.serviceId),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }).onDelete('cascade'),
  ],
);
