import { foreignKey, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenantColumns, updatedAt } from './columns';
import { venues } from './venues';

/**
 * A venue's own default flags for a role (the permissions matrix's role columns). A role without a
 * row uses the product's defaults (ROLE_PERMISSIONS in packages/shared). The owner role has none: the
 * owner always has every flag.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ...tenantColumns(),
    role: text('role').$type<'manager' | 'receptionist' | 'employee'>().notNull(),
    permissions: jsonb('permissions').$type<Record<string, number>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.venueId, t.role),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);
