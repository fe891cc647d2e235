import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_STAMP_HEADER, ROLE_PERMISSIONS, permissionStamp } from '@chairside/shared/permissions';
import type { PermissionsList } from '@chairside/shared/permissions-api';
import { employees, rolePermissions } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/** Role defaults per venue (the matrix's role columns), overrides, and a change reaching a signed-in employee's next request. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const ids = () => {
  const [emma, sofia, lucas, noah, julia] = t.seed.salon.employeeIds;
  return { emma: emma!, sofia: sofia!, lucas: lucas!, noah: noah!, julia: julia! };
};
const update = (token: string, body: unknown) => t.call('POST', 'permissions/update', { token, body });
const list = async () => (await t.call('GET', 'permissions/list', { token: owner })).json<PermissionsList>();
const flagsOf = async (id: number) =>
  (await t.database.db.select({ permissions: employees.permissions }).from(employees).where(eq(employees.id, id)))[0]!.permissions;
const entry = (body: PermissionsList, id: number) => body.data.find((e) => e.id === id)!;

describe('role defaults and overrides', () => {
  it("lists each employee's overrides against their role (none for the owner)", async () => {
    const body = await list();
    expect(entry(body, ids().emma).overrides).toEqual([]);
    expect(entry(body, ids().lucas).overrides).toEqual([]);
    expect(body.role_defaults.employee).toEqual(ROLE_PERMISSIONS.employee);
    const override = await update(owner, { employee_id: ids().noah, permissions: { 'calendar.own': 0 } });
    expect(override.json().data.overrides).toEqual(['calendar.own']);
  });

  it("changes a role's defaults for the venue and for everyone following the role; overrides stay", async () => {
    const response = await update(owner, { role: 'employee', permissions: { 'customers.manage': 1, 'calendar.own': 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toBeUndefined();
    expect(body.role_defaults.employee).toMatchObject({ 'customers.manage': 1, 'calendar.own': 1, calendar: 1 });
    expect(body.role_defaults.receptionist).toEqual(ROLE_PERMISSIONS.receptionist);
    expect(body.updated).toEqual(expect.arrayContaining([ids().lucas, ids().noah, ids().julia]));
    expect(await flagsOf(ids().lucas)).toMatchObject({ 'customers.manage': 1, 'calendar.own': 1 });
    // Noah overrides calendar.own (0): he keeps it, and gets the new flag.
    expect(await flagsOf(ids().noah)).toMatchObject({ 'customers.manage': 1, 'calendar.own': 0 });
    const after = await list();
    expect(entry(after, ids().noah).overrides).toEqual(['calendar.own']);
    expect(entry(after, ids().lucas).overrides).toEqual([]);
    // Only the venue's row; other venues keep the product defaults.
    const rows = await t.database.db.select().from(rolePermissions);
    expect(rows.map((row) => [row.venueId, row.role])).toEqual([[t.seed.salon.id, 'employee']]);
  });

  it("resets an employee to their role's venue defaults", async () => {
    const response = await update(owner, { employee_id: ids().noah, role: 'employee' });
    expect(response.json().data).toMatchObject({ overrides: [], permissions: { 'customers.manage': 1, 'calendar.own': 1 } });
  });

  it('refuses role changes it cannot make: the owner role, no flags, taking away one’s own access', async () => {
    expect((await update(owner, { role: 'owner', permissions: { staff: 0 } })).statusCode).toBe(422);
    expect((await update(owner, { permissions: { staff: 0 } })).statusCode).toBe(422);
    expect((await update(owner, { role: 'manager' })).statusCode).toBe(422);
    // Sofia (a manager) is given `permissions` through her role; she may not take it from her own role.
    expect((await update(owner, { role: 'manager', permissions: { permissions: 1 } })).statusCode).toBe(200);
    const sofia = await t.login('multi');
    const own = await update(sofia, { role: 'manager', permissions: { permissions: 0 } });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ permissions: ['You cannot take away your own access to permissions.'] });
    expect((await update(owner, { role: 'manager', permissions: { permissions: 0 } })).statusCode).toBe(200);
    expect((await flagsOf(ids().sofia)).permissions).toBe(0);
  });

  it('answers 403 on both routes, in both forms, without the permissions flag', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'permissions/list', { token: staff })).statusCode).toBe(403);
    expect((await update(staff, { role: 'employee', permissions: { staff: 1 } })).statusCode).toBe(403);
    expect((await update(staff, { employee_id: ids().lucas, permissions: { staff: 1 } })).statusCode).toBe(403);
    expect((await flagsOf(ids().lucas)).staff).toBe(0);
  });
});

describe("a change reaches a signed-in employee's next request", () => {
  it('carries the new map on their next answer and refuses a route they lost, with the map on the 403', async () => {
    const staff = await t.login('staff');
    const initial = await t.call('GET', 'settings/initial', { token: staff });
    const held = initial.json().permissions;
    expect(held).toMatchObject({ calendar: 1, 'customers.manage': 1 });
    const stamp = { [PERMISSIONS_STAMP_HEADER]: permissionStamp(held) };
    // Nothing changed: answers stay as they are.
    const same = await t.call('GET', 'employees/pin', { token: staff, headers: stamp });
    expect(same.json().permissions).toEqual(held);
    const quiet = await t.call('GET', 'appointments', { token: staff, headers: stamp, query: { date_from: '2026-11-23', date_to: '2026-11-24' } });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.body.includes('"permissions"')).toBe(false);

    // The owner takes the calendar away from Lucas.
    expect((await update(owner, { employee_id: ids().lucas, permissions: { calendar: 0 } })).statusCode).toBe(200);

    const refused = await t.call('GET', 'appointments', { token: staff, headers: stamp, query: { date_from: '2026-11-23', date_to: '2026-11-24' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', permissions: { calendar: 0 } });
    const next = await t.call('POST', 'settings/venue/pin', { token: staff, headers: stamp, body: { staff_pin: 1 } });
    expect(next.statusCode).toBe(403);
    const anyAnswer = await t.call('PATCH', 'employees/pin', { token: staff, headers: stamp, body: { staff_pin: '4321' } });
    expect(anyAnswer.statusCode).toBe(200);
    expect(anyAnswer.json()).toMatchObject({ data: { id: ids().lucas }, permissions: { calendar: 0, 'customers.manage': 1 } });
    // A client that holds the new map is not sent it again.
    const fresh = { [PERMISSIONS_STAMP_HEADER]: permissionStamp(anyAnswer.json().permissions) };
    expect((await t.call('PATCH', 'employees/pin', { token: staff, headers: fresh, body: { staff_pin: '4321' } })).json().permissions).toBeUndefined();
    // Without a stamp nothing is added (answers are unchanged for other clients).
    expect((await t.call('PATCH', 'employees/pin', { token: staff, body: { staff_pin: '4321' } })).json().permissions).toBeUndefined();
  });
});
