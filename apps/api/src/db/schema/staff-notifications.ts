import { boolean, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantColumns, updatedAt } from './columns';
import { employees } from './staff';

/**
 * Which events an employee is told about, and how (spec §7 "Notifications and push"): one row per
 * employee and event once it has been changed; an event without a row uses the role's defaults
 * (notificationDefaults in packages/shared/staff-notifications.ts).
 */
export const staffNotificationSettings = pgTable(
  'staff_notification_settings',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    event: text('event').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.employeeId, t.event),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);
