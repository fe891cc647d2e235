import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ClockSpan, WeekPattern } from '@chairside/shared/rules/work-schedule';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { employees } from './staff';

/**
 * Working hours (docs/architecture.md "Working hours"): an employee's repeating schedule (a week or an
 * N-week rota, as a document of wall-clock intervals), one-day exceptions, and the venue's closed days.
 * An employee's schedules never overlap (exclusion constraint in the migration).
 */
export const employeeSchedules = pgTable(
  'employee_schedules',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    startsOn: date('starts_on').notNull(),
    /** Last day it applies; null = open-ended. */
    endsOn: date('ends_on'),
    /** A date in the rota's week 0 (weeks run Monday to Sunday). */
    anchorOn: date('anchor_on').notNull(),
    /** weeks[w][weekday] (0 = Sunday) → the intervals of that day; weeks.length is the rota's cycle (1 = weekly). */
    weeks: jsonb('weeks').$type<WeekPattern[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.employeeId, t.startsOn),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
    check('employee_schedules_range_check', sql`ends_on IS NULL OR ends_on >= starts_on`),
    check('employee_schedules_weeks_check', sql`jsonb_typeof(weeks) = 'array' AND jsonb_array_length(weeks) BETWEEN 1 AND 8`),
  ],
);

/** One date of one employee that does not follow the schedule: these intervals instead (empty = a day off). */
export const employeeDayExceptions = pgTable(
  'employee_day_exceptions',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    date: date('date').notNull(),
    spans: jsonb('spans').$type<ClockSpan[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique().on(t.venueId, t.employeeId, t.date),
    index().on(t.venueId, t.date),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);

/** A date or a range of dates the venue is closed (public holidays, a summer break): no opening hours, no pattern shifts, no online slots. */
export const venueClosedDays = pgTable(
  'venue_closed_days',
  {
    ...tenantColumns(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.startsOn),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    check('venue_closed_days_range_check', sql`ends_on >= starts_on`),
  ],
);
