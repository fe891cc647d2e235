import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './columns';
import { venues } from './venues';
import { users } from './auth';

export const employeeTypes = pgTable(
  'employee_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/** A user's membership of one venue. */
export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    userId: integer('user_id').references(() => users.id),
    typeId: integer('type_id'),
    role: text('role').$type<'owner' | 'manager' | 'receptionist' | 'employee'>().notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    color: text('color').notNull().default('#3b5bdb'),
    sortOrder: integer('sort_order').notNull().default(0),
    bookable: boolean('bookable').notNull().default(true),
    /** Offered to customers by online booking. */
    visibleOnline: boolean('visible_online').notNull().default(true),
    /** Commission rates in basis points (1 % = 100, 0–10 000). */
    commissionServices: integer('commission_services').notNull().default(0),
    commissionProducts: integer('commission_products').notNull().default(0),
    commissionVouchers: integer('commission_vouchers').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    pinHash: text('pin_hash'),
    permissions: jsonb('permissions').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique().on(t.venueId, t.userId),
    index().on(t.venueId, t.sortOrder),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.typeId], foreignColumns: [employeeTypes.venueId, employeeTypes.id] }),
  ],
);
