import { and, asc, eq } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import type { Role } from '@chairside/shared/constants';
import type { PermissionEmployee, PermissionsList, PermissionsUpdate } from '@chairside/shared/permissions-api';
import {
  PERMISSION_FLAGS, differingFlags, normalizePermissions, type PermissionFlag, type PermissionMap,
} from '@chairside/shared/permissions';
import { employees } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { loadAccess } from '../../lib/access';
import { logActivity } from '../../lib/activity';
import { readRoleDefaults, storeRoleDefaults, type RoleDefaults } from './permissions.roles';

/**
 * Staff permissions (spec §6 "Permission flags", §7 "Permissions and staff PIN"). An employee's
 * flags live on the employee (employees.permissions: what the auth hook reads); a role's defaults are
 * the venue's own (role_permissions) or the product's (ROLE_PERMISSIONS). An employee "overrides"
 * their role on each flag where the two differ. A change reaches the employee's next request: the
 * session cache follows employees' changes (lib/changes.ts), and the next answer carries the new map
 * (lib/permission-refresh.ts).
 */

type EmployeeRow = typeof employees.$inferSelect;

const entryOf = (row: EmployeeRow, defaults: RoleDefaults): PermissionEmployee => {
  const permissions = normalizePermissions(row.permissions);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatar,
    role: row.role,
    is_owner: toFlag(row.isOwner),
    has_login: toFlag(row.userId !== null),
    permissions,
    overrides: row.isOwner ? [] : differingFlags(permissions, defaults[row.role]),
  };
};

/** The flags a new employee of `role` starts with in this venue (for whoever creates employees). */
export async function defaultPermissionsFor(db: Queryable, venueId: number, role: Role): Promise<PermissionMap> {
  return (await readRoleDefaults(db, venueId))[role];
}

const activeStaff = (db: Queryable, venueId: number) =>
  db
    .select()
    .from(employees)
    .where(and(eq(employees.venueId, venueId), eq(employees.archived, false)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));

/** GET permissions/list: the venue's active staff with their flags, the catalogue and the role defaults. */
export async function listPermissions(ctx: VenueCtx): Promise<PermissionsList> {
  const [rows, defaults, access] = await Promise.all([activeStaff(ctx.db, ctx.venueId), readRoleDefaults(ctx.db, ctx.venueId), loadAccess(ctx)]);
  return { data: rows.map((row) => entryOf(row, defaults)), flags: [...PERMISSION_FLAGS], role_defaults: defaults, ...access };
}

/** Flags that narrow what someone sees when granted, rather than widen it. */
const RESTRICTING = new Set<string>(['calendar.own', 'calendar.own.restricted']);

/** True when `after` takes away anything `before` allowed. */
const reduces = (before: PermissionMap, after: PermissionMap) =>
  PERMISSION_FLAGS.some((flag) => (RESTRICTING.has(flag) ? after[flag] > before[flag] : after[flag] < before[flag]));

const changesOf = (before: PermissionMap, after: PermissionMap) => {
  const changes: Record<string, { before: number; after: number }> = {};
  for (const flag of PERMISSION_FLAGS) if (before[flag] !== after[flag]) changes[flag] = { before: before[flag], after: after[flag] };
  return changes;
};

interface Outcome {
  employee: EmployeeRow | null;
  defaults: RoleDefaults;
  updated: { id: number; after: PermissionMap }[];
}

/** One employee: a role reset (the role's venue defaults) and/or single flags. */
async function updateEmployee(ctx: VenueCtx, tx: Queryable, input: PermissionsUpdate & { employee_id: number }): Promise<Outcome> {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, input.employee_id), eq(employees.archived, false)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const defaults = await readRoleDefaults(tx, ctx.venueId);
  const before = normalizePermissions(row.permissions);
  if (row.isOwner && input.role) throw fieldError('role', 'settings.validation.owner_role');
  const role: Role = input.role ?? row.role;
  const base = input.role ? defaults[input.role] : before;
  const after = normalizePermissions({ ...base, ...input.permissions });
  if (row.isOwner && reduces(before, after)) throw fieldError('permissions', 'settings.validation.owner_permissions');
  if (row.id === ctx.employeeId && after.permissions === 0) throw fieldError('permissions', 'settings.validation.own_permissions');

  const changes: Record<string, unknown> = changesOf(before, after);
  if (role !== row.role) changes.role = { before: row.role, after: role };
  if (Object.keys(changes).length === 0) return { employee: row, defaults, updated: [] };
  const [updated] = await tx
    .update(employees)
    .set({ role, permissions: after, updatedAt: ctx.deps.now() })
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, row.id)))
    .returning();
  await logActivity(ctx, { entity: 'employee', entityId: row.id, action: 'permissions.update', changes }, tx);
  return { employee: updated!, defaults, updated: [{ id: row.id, after }] };
}

/**
 * A role's defaults for the venue. Each changed flag changes too for every active employee of the
 * role whose flag still had the role's old value; an employee who overrides that flag keeps theirs.
 */
async function updateRole(ctx: VenueCtx, tx: Queryable, role: Exclude<Role, 'owner'>, flags: Partial<Record<PermissionFlag, 0 | 1>>): Promise<Outcome> {
  const defaults = await readRoleDefaults(tx, ctx.venueId);
  const before = defaults[role];
  const after = normalizePermissions({ ...before, ...flags });
  const changed = PERMISSION_FLAGS.filter((flag) => before[flag] !== after[flag]);
  if (changed.length === 0) return { employee: null, defaults, updated: [] };
  const staff = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.role, role), eq(employees.archived, false), eq(employees.isOwner, false)))
    .for('update');
  const plans = staff.map((row) => {
    const current = normalizePermissions(row.permissions);
    const next = { ...current };
    for (const flag of changed) if (current[flag] === before[flag]) next[flag] = after[flag];
    return { row, current, next };
  });
  if (plans.some((plan) => plan.row.id === ctx.employeeId && plan.next.permissions === 0)) {
    throw fieldError('permissions', 'settings.validation.own_permissions');
  }
  const now = ctx.deps.now();
  await storeRoleDefaults(tx, ctx.venueId, role, after, now);
  await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: `permissions.role.${role}`, changes: changesOf(before, after) }, tx);
  const updated: Outcome['updated'] = [];
  for (const { row, current, next } of plans) {
    const changes = changesOf(current, next);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(employees)
      .set({ permissions: next, updatedAt: now })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, row.id)));
    await logActivity(ctx, { entity: 'employee', entityId: row.id, action: 'permissions.update', changes }, tx);
    updated.push({ id: row.id, after: next });
  }
  return { employee: null, defaults: { ...defaults, [role]: after }, updated };
}

/**
 * POST permissions/update: one employee (with employee_id) or a role's venue defaults (without).
 * The owner's flags cannot be reduced, nor can the caller take away their own `permissions` flag (422).
 */
export async function updatePermissions(ctx: VenueCtx, input: PermissionsUpdate) {
  const result = await ctx.db.transaction((tx) =>
    input.employee_id !== undefined
      ? updateEmployee(ctx, tx, { ...input, employee_id: input.employee_id })
      : updateRole(ctx, tx, input.role!, input.permissions ?? {}),
  );
  const access = await loadAccess(ctx);
  const own = result.updated.find((entry) => entry.id === ctx.employeeId);
  return {
    ...(result.employee ? { data: entryOf(result.employee, result.defaults) } : {}),
    role_defaults: result.defaults,
    updated: result.updated.map((entry) => entry.id),
    message: t(ctx.lang, 'settings.permissions_saved'),
    ...access,
    // Editing oneself changes the caller's own map at once.
    permissions: own ? own.after : access.permissions,
  };
}
