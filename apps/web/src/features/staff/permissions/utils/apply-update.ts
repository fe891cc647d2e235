import { differingFlags, normalizePermissions, PERMISSION_FLAGS } from '@chairside/shared/permissions';
import type { PermissionsList, PermissionsUpdate } from '@chairside/shared/permissions-api';

/**
 * What the server will do, shown before it answers (the answer replaces it): an employee's flags or
 * role reset, or a role's defaults together with everyone who follows the role on those flags.
 */
export function applyUpdateLocally(list: PermissionsList, body: PermissionsUpdate): PermissionsList {
  if (body.employee_id !== undefined) {
    return {
      ...list,
      data: list.data.map((entry) => {
        if (entry.id !== body.employee_id) return entry;
        const role = body.role ?? entry.role;
        const base = body.role ? list.role_defaults[body.role] : entry.permissions;
        const permissions = normalizePermissions({ ...base, ...body.permissions });
        return { ...entry, role, permissions, overrides: entry.is_owner ? [] : differingFlags(permissions, list.role_defaults[role]) };
      }),
    };
  }
  const role = body.role!;
  const before = list.role_defaults[role];
  const after = normalizePermissions({ ...before, ...body.permissions });
  const changed = PERMISSION_FLAGS.filter((flag) => before[flag] !== after[flag]);
  return {
    ...list,
    role_defaults: { ...list.role_defaults, [role]: after },
    data: list.data.map((entry) => {
      if (entry.role !== role || entry.is_owner) return entry;
      const permissions = { ...entry.permissions };
      for (const flag of changed) if (permissions[flag] === before[flag]) permissions[flag] = after[flag];
      return { ...entry, permissions, overrides: differingFlags(permissions, after) };
    }),
  };
}
