import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@chairside/shared/constants';
import { ROLE_PERMISSIONS, normalizePermissions, type PermissionMap } from '@chairside/shared/permissions';
import type { Queryable } from '../../db/client';
import { rolePermissions } from '../../db/schema/index';

/** Role defaults per venue: the venue's own (table role_permissions) where it changed them, else the product's. */

export type RoleDefaults = Record<Role, PermissionMap>;

export async function readRoleDefaults(db: Queryable, venueId: number): Promise<RoleDefaults> {
  const rows = await db
    .select({ role: rolePermissions.role, permissions: rolePermissions.permissions })
    .from(rolePermissions)
    .where(eq(rolePermissions.venueId, venueId));
  const result = Object.fromEntries(ROLES.map((role) => [role, ROLE_PERMISSIONS[role]])) as RoleDefaults;
  // Only manager, receptionist and employee are stored: the owner always has every flag.
  for (const row of rows) result[row.role] = normalizePermissions(row.permissions);
  return result;
}

/** Writes the venue's defaults of one role (not the owner's). */
export async function storeRoleDefaults(db: Queryable, venueId: number, role: Exclude<Role, 'owner'>, permissions: PermissionMap, now: Date) {
  await db
    .insert(rolePermissions)
    .values({ venueId, role, permissions, updatedAt: now })
    .onConflictDoUpdate({ target: [rolePermissions.venueId, rolePermissions.role], set: { permissions, updatedAt: now } });
}
