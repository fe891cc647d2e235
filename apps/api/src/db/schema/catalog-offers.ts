import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { services } from './catalog';
import { customers } from './customers';

/**
 * Catalogue offers (issue 12): packages, memberships and discounts, and the per-customer state
 * the sales issue fills (bought packages with what is left, memberships with their state).
 * Money is integer minor units, percentages basis points (1 % = 100).
 */

/** A set of services with counts sold at one price, valid `validity_days` after purchase. */
export const packages = pgTable(
  'packages',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    validityDays: integer('validity_days').notNull(),
    online: boolean('online').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.venueId, t.id), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

export const packageServices = pgTable(
  'package_services',
  {
    venueId: integer('venue_id').notNull(),
    packageId: integer('package_id').notNull(),
    serviceId: integer('service_id').notNull(),
    count: integer('count').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique().on(t.venueId, t.packageId, t.serviceId),
    foreignKey({ columns: [t.venueId, t.packageId], foreignColumns: [packages.venueId, packages.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }),
  ],
);

/** Recurring (price per month or year) or prepaid sessions; covers some services, discounts the rest. */
export const memberships = pgTable(
  'memberships',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['recurring', 'sessions'] }).notNull(),
    period: text('period', { enum: ['month', 'year'] }),
    price: integer('price').notNull(),
    sessions: integer('sessions'),
    validityDays: integer('validity_days'),
    discountBp: integer('discount_bp').notNull().default(0),
    online: boolean('online').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.venueId, t.id), foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade')],
);

export const membershipServices = pgTable(
  'membership_services',
  {
    venueId: integer('venue_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    serviceId: integer('service_id').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.membershipId, t.serviceId),
    foreignKey({ columns: [t.venueId, t.membershipId], foreignColumns: [memberships.venueId, memberships.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }),
  ],
);

/** Percentage (basis points) or fixed (minor units); the code is unique per venue whatever its case. */
export const discounts = pgTable(
  'discounts',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    appliesServices: boolean('applies_services').notNull().default(true),
    appliesProducts: boolean('applies_products').notNull().default(false),
    appliesVouchers: boolean('applies_vouchers').notNull().default(false),
    code: text('code'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    limitPerCustomer: integer('limit_per_customer'),
    manualRestricted: boolean('manual_restricted').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    uniqueIndex('discounts_venue_code_unique').on(t.venueId, sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** A package a customer bought (the sales issue sells and redeems it). */
export const customerPackages = pgTable(
  'customer_packages',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    packageId: integer('package_id').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date('expires_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.customerId),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.packageId], foreignColumns: [packages.venueId, packages.id] }),
  ],
);

/** What is left of each service of a bought package. */
export const customerPackageServices = pgTable(
  'customer_package_services',
  {
    venueId: integer('venue_id').notNull(),
    customerPackageId: integer('customer_package_id').notNull(),
    serviceId: integer('service_id').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.customerPackageId, t.serviceId),
    foreignKey({ columns: [t.venueId, t.customerPackageId], foreignColumns: [customerPackages.venueId, customerPackages.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.serviceId], foreignColumns: [services.venueId, services.id] }),
  ],
);

/** A customer's membership and its state (the sales issue starts, renews and uses it). */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    state: text('state', { enum: ['active', 'paused', 'cancelled', 'expired'] }).notNull().default('active'),
    startedOn: date('started_on').notNull(),
    renewsOn: date('renews_on'),
    endsOn: date('ends_on'),
    sessionsLeft: integer('sessions_left'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.customerId),
    foreignKey({ columns: [t.venueId, t.customerId], foreignColumns: [customers.venueId, customers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.membershipId], foreignColumns: [memberships.venueId, memberships.id] }),
  ],
);
