import { customType, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded pictures (employee photos, the venue's logo), already resized and re-encoded by
 * lib/images.ts. They live in the database with the rest of the venue's data: one backup holds
 * everything, and every server process serves the same files. Named by the SHA-256 of the stored
 * bytes, so a URL never changes meaning and may be cached for a year.
 */
export const images = pgTable(
  'images',
  {
    ...tenantColumns(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.venueId, t.hash), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);
