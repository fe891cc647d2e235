import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { employees } from './staff';

/**
 * The bell (spec §4 "Notifications"): one row per employee told about an event in the app. The text
 * is not stored: `event` and `params` are, and each reader gets them in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path of the app the item opens (e.g. /inventory/stock), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    /** The bell's read: an employee's newest first, and the unread among them. */
    index('notifications_employee_time').on(t.venueId, t.employeeId, t.createdAt),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);
