import { and, asc, eq } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import type { Role } from '@chairside/shared/constants';
import type { PermissionEmployee, PermissionsList, PermissionsUpdate } from '@chairside/shared/permissions-api';
import { PERMISSION_FLAGS, ROLE_PERMISSIONS, normalizePermissions, type PermissionMap } from '@chairside/shared/permissions';
import { employees } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { loadAccess } from '../../lib/access';
import { logActivity } from '../../lib/activity';

/** Staff permissions (spec §6 "Permission flags", §7 "Permissions and staff PIN"). */

type EmployeeRow = typeof employees.$inferSelect;

const entryOf = (row: EmployeeRow): PermissionEmployee => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  avatar: row.avatar,
  role: row.role,
  is_owner: toFlag(row.isOwner),
  has_login: toFlag(row.userId !== null),
  permissions: normalizePermissions(row.permissions),
});

/** GET permissions/list: the venue's active staff with their flags, the catalogue and role defaults. */
export async function listPermissions(ctx: VenueCtx): Promise<PermissionsList> {
  const [rows, access] = await Promise.all([
    ctx.db
      .select()
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
    loadAccess(ctx),
  ]);
  return { data: rows.map(entryOf), flags: [...PERMISSION_FLAGS], role_defaults: ROLE_PERMISSIONS, ...access };
}

/** Flags that narrow what someone sees when granted, rather than widen it. */
const RESTRICTING = new Set<string>(['calendar.own', 'calendar.own.restricted']);

/** True when `after` takes away anything `before` allowed. */
const reduces = (before: PermissionMap, after: PermissionMap) =>
  PERMISSION_FLAGS.some((flag) => (RESTRICTING.has(flag) ? after[flag] > before[flag] : after[flag] < before[flag]));

/**
 * POST permissions/update: a role reset (the role's default flags) and/or single flags. The owner's
 * flags cannot be reduced, nor can the caller take away their own `permissions` flag (422).
 */
export async function updatePermissions(ctx: VenueCtx, input: PermissionsUpdate) {
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, input.employee_id), eq(employees.archived, false)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const before = normalizePermissions(row.permissions);
    if (row.isOwner && input.role) throw fieldError('role', 'settings.validation.owner_role');
    const role: Role = input.role ?? row.role;
    const base = input.role ? ROLE_PERMISSIONS[input.role] : before;
    const after = normalizePermissions({ ...base, ...input.permissions });
    if (row.isOwner && reduces(before, after)) throw fieldError('permissions', 'settings.validation.owner_permissions');
    if (row.id === ctx.employeeId && after.permissions === 0) throw fieldError('permissions', 'settings.validation.own_permissions');

    const changes: Record<string, unknown> = {};
    if (role !== row.role) changes.role = { before: row.role, after: role };
    for (const flag of PERMISSION_FLAGS) {
      if (before[flag] !== after[flag]) changes[flag] = { before: before[flag], after: after[flag] };
    }
    if (Object.keys(changes).length === 0) return { row, after };
    const [updated] = await tx
      .update(employees)
      .set({ role, permissions: after, updatedAt: ctx.deps.now() })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, row.id)))
      .returning();
    await logActivity(ctx, { entity: 'employee', entityId: row.id, action: 'permissions.update', changes }, tx);
    return { row: updated!, after };
  });
  const access = await loadAccess(ctx);
  return {
    data: entryOf(result.row),
    message: t(ctx.lang, 'settings.permissions_saved'),
    ...access,
    // Editing oneself changes the caller's own map at once.
    permissions: result.row.id === ctx.employeeId ? result.after : access.permissions,
  };
}
