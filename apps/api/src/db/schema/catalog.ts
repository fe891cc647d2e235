import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { taxRates } from './catalog-taxes';

export const serviceGroups = pgTable(
  'service_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#1971c2'),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [unique().on(t.venueId, t.id), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

/**
 * A bookable service. Its length splits into initial, gap (processing: the employee is free,
 * the resource is not) and finish minutes; price is in minor units, tax a whole percentage.
 */
export const services = pgTable(
  'services',
  {
    ...tenantColumns(),
    groupId: integer('group_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    initialMinutes: integer('initial_minutes').notNull(),
    gapMinutes: integer('gap_minutes').notNull().default(0),
    finishMinutes: integer('finish_minutes').notNull().default(0),
    price: integer('price').notNull().default(0),
    taxRate: integer('tax_rate').notNull().default(21),
    color: text('color').notNull().default('#1971c2'),
    onlineBookable: boolean('online_bookable').notNull().default(true),
    /** fixed: the price; from: "from" the price (the line may cost more); free: no charge. */
    priceType: text('price_type', { enum: ['fixed', 'from', 'free'] }).notNull().default('fixed'),
    /** The tax rate (one of the venue's tax_rates). Null = the venue's default rate for services. */
    taxId: integer('tax_id'),
    onlineName: text('online_name').notNull().default(''),
    onlineDescription: text('online_description').notNull().default(''),
    /** Minutes kept free after the service (cleaning, notes). */
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** Resource types the service needs (any free resource of each type), e.g. "colour station". */
    resourceTypes: text('resource_types').array().notNull().default(sql`'{}'::text[]`),
    resourceRequired: boolean('resource_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.groupId),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.groupId], foreignColumns: [serviceGroups.venueId, serviceGroups.id] }),
    foreignKey({ columns: [t.venueId, t.taxId], foreignColumns: [taxRates.venueId, taxRates.id] }),
  ],
);

/**
 * Rooms, chairs and machines that a service line may occupy (capacity 1: the exclusion constraint
 * on resource segments). `type` is free text ("Colour station"): a service may ask for any free
 * resource of a type. Archived ones leave the calendar's columns; their past bookings keep them.
 */
export const resources = pgTable(
  'resources',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.venueId, t.id), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

/** Which resources can host a service. */
export const serviceResources = pgTable(
  'service_resources',
  {
    venueId: integer('venue_id').notNull(),
    serviceId: integer('service_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.serviceId, t.resourceId),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.resourceId], foreignColumns: [resources.venueId, resources.id] }).onDelete('cascade'),
  ],
);

/** Which services an employee performs, with an optional own price and duration. */
export const employeeServices = pgTable(
  'employee_services',
  {
    venueId: integer('venue_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    serviceId: integer('service_id').notNull(),
    price: integer('price'),
    durationMinutes: integer('duration_minutes'),
    gapMinutes: integer('gap_minutes'),
    finishMinutes: integer('finish_minutes'),
  },
  (t) => [
    unique().on(t.venueId, t.employeeId, t.serviceId),
    index().on(t.venueId, t.serviceId),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }).onDelete('cascade'),
  ],
);
