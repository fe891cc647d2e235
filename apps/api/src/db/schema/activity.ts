import { foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';

/** Who changed what, when and from where. `entity` is e.g. "appointment", "customer", "venue". */
export const activityLog = pgTable(
  'activity_log',
  {
    ...tenantColumns(),
    userId: integer('user_id'),
    employeeId: integer('employee_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    /** "web", "app", "api", "support", "system". */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.venueId, t.entity, t.entityId),
    index().on(t.venueId, t.createdAt),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
