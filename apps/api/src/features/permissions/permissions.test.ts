import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS, ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import type { PermissionsList } from '@chairside/shared/permissions-api';
import { activityLog, employees } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner');
});

const ids = () => {
  const [emma, sofia, lucas, noah] = t.seed.salon.employeeIds;
  return { emma: emma!, sofia: sofia!, lucas: lucas!, noah: noah! };
};
const update = (token: string, body: unknown, lang?: string) => t.call('POST', 'permissions/update', { token, body, lang });
const flagsOf = async (id: number) => {
  const [row] = await t.database.db.select({ role: employees.role, permissions: employees.permissions }).from(employees).where(eq(employees.id, id));
  return row!;
};

describe('GET permissions/list', () => {
  it("lists the venue's staff with roles and flags, the flag catalogue and role defaults", async () => {
    const response = await t.call('GET', 'permissions/list', { token: owner });
    expect(response.statusCode).toBe(200);
    const body = response.json<PermissionsList>();
    expect(body.data.map((e) => e.first_name)).toEqual(['Emma', 'Sofia', 'Lucas', 'Noah', 'Julia', 'Daan', 'Tess', 'Milan']);
    expect(body.data[0]).toMatchObject({ id: ids().emma, role: 'owner', is_owner: 1, has_login: 1 });
    expect(body.data[2]!.permissions).toMatchObject({ calendar: 1, 'calendar.own': 1, staff: 0, 'settings.manage': 0 });
    expect(body.data[3]).toMatchObject({ has_login: 0, role: 'employee' });
    expect(body.flags).toEqual([...PERMISSION_FLAGS]);
    expect(body.role_defaults.receptionist).toEqual(ROLE_PERMISSIONS.receptionist);
    expect(body.permissions).toMatchObject({ permissions: 1 });
    expect(body.subscription_info).toBe(1);
  });

  it('answers 401 without a token and 403 without the permissions flag', async () => {
    expect((await t.call('GET', 'permissions/list')).statusCode).toBe(401);
    for (const who of ['staff', 'multi'] as const) {
      const token = await t.login(who);
      expect((await t.call('GET', 'permissions/list', { token })).statusCode, who).toBe(403);
      expect((await update(token, { employee_id: ids().lucas, permissions: { staff: 1 } })).statusCode, who).toBe(403);
    }
    expect((await flagsOf(ids().lucas)).permissions.staff).toBe(0);
  });
});

describe('POST permissions/update', () => {
  it("sets single flags, applies them to the employee's next call and logs them", async () => {
    const response = await update(owner, { employee_id: ids().lucas, permissions: { 'customers.manage': 1, 'calendar.own': 0 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Permissions saved.', data: { id: ids().lucas, permissions: { 'customers.manage': 1, 'calendar.own': 0, calendar: 1 } } });
    const staff = await t.login('staff');
    expect((await t.call('GET', 'settings/initial', { token: staff })).json().permissions).toMatchObject({ 'customers.manage': 1, 'calendar.own': 0 });
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'employee'), eq(activityLog.entityId, ids().lucas), eq(activityLog.action, 'permissions.update')));
    expect(entry).toMatchObject({ venueId: t.seed.salon.id, source: 'web' });
    expect(entry!.changes).toEqual({ 'customers.manage': { before: 0, after: 1 }, 'calendar.own': { before: 1, after: 0 } });
  });

  it("resets an employee to a role's defaults", async () => {
    const response = await update(owner, { employee_id: ids().noah, role: 'receptionist' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'receptionist', permissions: ROLE_PERMISSIONS.receptionist });
    expect(await flagsOf(ids().noah)).toEqual({ role: 'receptionist', permissions: ROLE_PERMISSIONS.receptionist });
  });

  it("refuses to reduce the owner's flags or change the owner's role", async () => {
    const before = await flagsOf(ids().emma);
    const reduce = await update(owner, { employee_id: ids().emma, permissions: { 'settings.manage': 0 } }, 'it-it');
    expect(reduce.statusCode).toBe(422);
    expect(reduce.json()).toMatchObject({ code: 'VALIDATION', errors: { permissions: ['Le autorizzazioni del titolare non possono essere ridotte.'] } });
    const restrict = await update(owner, { employee_id: ids().emma, permissions: { 'calendar.own': 1 } });
    expect(restrict.statusCode).toBe(422);
    const role = await update(owner, { employee_id: ids().emma, role: 'manager' });
    expect(role.json().errors).toEqual({ role: ["The owner's role cannot be changed."] });
    expect(await flagsOf(ids().emma)).toEqual(before);
  });

  it('does not let someone take away their own access to permissions', async () => {
    expect((await update(owner, { employee_id: ids().sofia, permissions: { permissions: 1 } })).statusCode).toBe(200);
    const sofia = await t.login('multi');
    const response = await update(sofia, { employee_id: ids().sofia, permissions: { permissions: 0, inventory: 0 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ permissions: ['You cannot take away your own access to permissions.'] });
    const allowed = await update(sofia, { employee_id: ids().sofia, permissions: { inventory: 0 } });
    expect(allowed.json().permissions).toMatchObject({ inventory: 0, permissions: 1 });
  });

  it("answers 404 for another venue's employee and 422 for bad bodies, changing nothing", async () => {
    const other = await update(owner, { employee_id: t.seed.other.employeeIds[1], permissions: { staff: 1 } });
    expect(other.statusCode).toBe(404);
    const fromOther = await update(await t.login('other'), { employee_id: ids().lucas, permissions: { staff: 1 } });
    expect(fromOther.statusCode).toBe(404);
    const unknownFlag = await update(owner, { employee_id: ids().lucas, permissions: { 'launch.rockets': 1 } }, 'pt-pt');
    expect(unknownFlag.statusCode).toBe(422);
    expect(unknownFlag.json().errors).toEqual({ 'permissions.launch.rockets': ['Este campo não é esperado aqui.'] });
    const badValue = await update(owner, { employee_id: ids().lucas, permissions: { staff: 2 } });
    expect(Object.keys(badValue.json().errors)).toEqual(['permissions.staff']);
    const empty = await update(owner, { employee_id: ids().lucas });
    expect(empty.statusCode).toBe(422);
    const owner2 = await update(owner, { employee_id: ids().lucas, role: 'owner' });
    expect(owner2.statusCode).toBe(422);
    expect((await flagsOf(ids().lucas)).permissions.staff).toBe(0);
    expect((await flagsOf(t.seed.other.employeeIds[1]!)).permissions.staff).toBe(0);
  });
});
