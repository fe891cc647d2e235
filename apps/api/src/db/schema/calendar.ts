import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { customers } from './customers';
import { resources, services } from './catalog';

/** PostgreSQL `tstzrange`, written and read as its text form '[from,to)'. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** A recurring series: the rule it was created with; its bookings point at it. */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    ...tenantColumns(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.venueId, t.id), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

/** A booking: one customer's visit, made of one or more lines (`appointments` rows). */
export const appointmentGroups = pgTable(
  'appointment_groups',
  {
    ...tenantColumns(),
    customerId: integer('customer_id'),
    seriesId: integer('series_id'),
    /** Where it was made: the back office ('desk') or the public booking page ('online'). */
    source: text('source').$type<'desk' | 'online'>().notNull().default('desk'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.seriesId),
    // The venue's online bookings (reports/customer/online-booking reads them without a look at every desk booking).
    index('appointment_groups_online_idx').on(t.venueId, t.id).where(sql`source = 'online'`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }),
    foreignKey({ columns: [t.venueId, t.seriesId], foreignColumns: [appointmentSeries.venueId, appointmentSeries.id] }).onDelete('set null'),
  ],
);

/**
 * One calendar item: a service line of a booking, blocked time, a reserved slot or a reminder.
 * Its length splits into initial, gap (processing) and finish minutes; its busy time is in
 * appointment_segments.
 */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
    type: text('type').$type<'appointment' | 'blocked' | 'reserved_slot' | 'reminder'>().notNull(),
    status: text('status').$type<'new' | 'confirmed' | 'started' | 'running-late' | 'done' | 'cancelled'>().notNull(),
    customerId: integer('customer_id'),
    employeeId: integer('employee_id').notNull(),
    resourceId: integer('resource_id'),
    serviceId: integer('service_id'),
    /**
     * The service's variant booked (e.g. long hair), whose length and price the line copied. Its
     * foreign key (venue_id, variant_id) → service_variants is in the custom migration: a removed
     * variant sets only this column to null (the line keeps its values).
     */
    variantId: integer('variant_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    initialMinutes: integer('initial_minutes').notNull(),
    gapMinutes: integer('gap_minutes').notNull().default(0),
    finishMinutes: integer('finish_minutes').notNull().default(0),
    /** Minor units. */
    price: integer('price').notNull().default(0),
    color: text('color').notNull().default('appt_default'),
    note: text('note').notNull().default(''),
    /** Blocked time only: online booking may still use the time (the desk sees the block). */
    onlineBookable: boolean('online_bookable').notNull().default(false),
    /** Booked knowingly over another item: its segments are not strict. */
    forced: boolean('forced').notNull().default(false),
    /** Reserved slots are released at this instant. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.startsAt),
    index().on(t.venueId, t.groupId),
    index().on(t.venueId, t.customerId, t.startsAt),
    index('appointments_reserved_expiry_idx').on(t.venueId, t.expiresAt).where(sql`type = 'reserved_slot'`),
    check('appointments_minutes_check', sql`initial_minutes >= 1 AND gap_minutes >= 0 AND finish_minutes >= 0 AND ends_at > starts_at`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.groupId], foreignColumns: [appointmentGroups.venueId, appointmentGroups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
    foreignKey({ columns: [t.venueId, t.resourceId], foreignColumns: [resources.venueId, resources.id] }),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }),
  ],
);

/**
 * Busy time. For the employee: the initial and finish parts (the gap is free); for the resource:
 * the whole line. Exclusion constraints (migration 0001_constraints.sql) forbid two strict segments of one
 * employee, or of one resource, from overlapping.
 */
export const appointmentSegments = pgTable(
  'appointment_segments',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    employeeId: integer('employee_id'),
    resourceId: integer('resource_id'),
    during: tstzrange('during').notNull(),
    strict: boolean('strict').notNull(),
    kind: text('kind').$type<'initial' | 'finish' | 'span'>().notNull(),
  },
  (t) => [
    index().on(t.venueId, t.appointmentId),
    check('appointment_segments_owner_check', sql`(employee_id IS NULL) <> (resource_id IS NULL)`),
    foreignKey({ columns: [t.venueId, t.appointmentId], foreignColumns: [appointments.venueId, appointments.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
    foreignKey({ columns: [t.venueId, t.resourceId], foreignColumns: [resources.venueId, resources.id] }),
  ],
);

/** Time-off (one row per day, grouped by group_hash) and other employee events. */
export const employeeEvents = pgTable(
  'employee_events',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    type: text('type').$type<'timeoff' | 'event'>().notNull(),
    category: text('category'),
    title: text('title').notNull().default(''),
    groupHash: text('group_hash'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').notNull().default('appt_light_grey'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.startsAt),
    index().on(t.venueId, t.groupHash),
    check('employee_events_range_check', sql`ends_at > starts_at`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);
