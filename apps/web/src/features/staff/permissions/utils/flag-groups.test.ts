import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS, ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import type { PermissionsList } from '@chairside/shared/permissions-api';
import { FLAG_GROUPS, flagKey } from './flag-groups';
import { applyUpdateLocally } from './apply-update';

describe('permission matrix groups', () => {
  it('shows every flag exactly once', () => {
    const shown = FLAG_GROUPS.flatMap((group) => group.flags);
    expect([...shown].sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(new Set(shown).size).toBe(shown.length);
    expect(flagKey('calendar.own.restricted')).toBe('calendar_own_restricted');
    expect(flagKey('online-booking')).toBe('online_booking');
  });
});

describe('applyUpdateLocally', () => {
  const entry = (id: number, role: 'employee' | 'owner', permissions = ROLE_PERMISSIONS[role]) => ({
    id, first_name: `P${id}`, last_name: '', avatar: null, role, is_owner: role === 'owner' ? (1 as const) : (0 as const),
    has_login: 1 as const, permissions, overrides: [],
  });
  const list: PermissionsList = {
    data: [entry(1, 'owner'), entry(2, 'employee'), entry(3, 'employee', { ...ROLE_PERMISSIONS.employee, 'calendar.own': 0 })],
    flags: [...PERMISSION_FLAGS],
    role_defaults: ROLE_PERMISSIONS,
  };

  it("changes a role's defaults and those who follow the role on that flag, keeping overrides", () => {
    const next = applyUpdateLocally(list, { role: 'employee', permissions: { 'customers.manage': 1, 'calendar.own': 0 } });
    expect(next.role_defaults.employee).toMatchObject({ 'customers.manage': 1, 'calendar.own': 0 });
    expect(next.data[1]!.permissions).toMatchObject({ 'customers.manage': 1, 'calendar.own': 0 });
    expect(next.data[2]!.overrides).toEqual([]);
    expect(next.data[0]).toBe(list.data[0]);
  });

  it("marks an employee's own flags as differing from the role", () => {
    const next = applyUpdateLocally(list, { employee_id: 2, permissions: { inventory: 1 } });
    expect(next.data[1]!.overrides).toEqual(['inventory']);
    const reset = applyUpdateLocally(next, { employee_id: 2, role: 'employee' });
    expect(reset.data[1]!.overrides).toEqual([]);
  });
});
