import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { activityLog, employeeServices, employees, services, sessions } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const salonServices = () => t.database.db.select({ id: services.id, name: services.name }).from(services).where(eq(services.venueId, t.seed.salon.id));
const body = (extra: Record<string, unknown> = {}) => ({ first_name: 'Iris', last_name: 'Dekker', ...extra });

describe('the team list and one employee', () => {
  it('lists the active team in calendar order, the archived ones on request', async () => {
    const response = await t.call('GET', 'employees', { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.map((e: { id: number }) => e.id)).toEqual(t.seed.salon.employeeIds);
    expect(data[0]).toMatchObject({ first_name: 'Emma', role: 'owner', is_owner: true, bookable: true, visible_online: true, has_login: true, archived: false });
    const archived = await t.call('GET', 'employees', { token: owner, query: { archived: '1' } });
    expect(archived.json().data).toEqual([]);
  });

  it('gives one employee with their own service values and their bookings from today on', async () => {
    const emma = t.seed.salon.employeeIds[0]!;
    const response = await t.call('GET', `employees/employee-detail/${emma}`, { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.employee.id).toBe(emma);
    const cut = (await salonServices()).find((s) => s.name === "Women's cut")!;
    expect(detail.services).toContainEqual({ service_id: cut.id, price: 5800, duration: 50 });
    expect(detail.future_count).toBeGreaterThan(0);
    expect(detail.future_appointments[0]).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), start_time: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it("answers 404 for another venue's employee on every team route, changing nothing", async () => {
    const ruby = t.seed.other.employeeIds[1]!;
    const before = await databaseFingerprint(t.database.db);
    const calls: [string, string, unknown?][] = [
      ['GET', `employees/employee-detail/${ruby}`],
      ['GET', `employees/commissions/${ruby}`],
      ['POST', `employees/update/${ruby}`, body()],
      ['POST', `employees/archive/${ruby}`],
      ['POST', `employees/restore/${ruby}`],
      ['POST', 'employees/order', { orders: [ruby] }],
    ];
    for (const [method, path, payload] of calls) {
      const response = await t.call(method as 'GET', path, { token: owner, body: payload });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const photo = await t.app.inject({ method: 'POST', url: `/api/v1/b2b/employees/photo/${ruby}`, headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/png' }, payload: await png() });
    expect(photo.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('answers 403 to an employee without the staff flag on every team route', async () => {
    const staff = await t.login('staff');
    const lucas = t.seed.salon.employeeIds[2]!;
    for (const [method, path, payload] of [
      ['GET', 'employees'], ['GET', `employees/employee-detail/${lucas}`], ['GET', 'employees/type/list'], ['GET', 'employees/commissions'],
      ['POST', 'employees/store', body()], ['POST', `employees/update/${lucas}`, body()], ['POST', 'employees/order', { orders: [lucas] }],
      ['POST', `employees/restore/${lucas}`], ['POST', 'employees/type/new', { name: 'Boss' }],
    ] as [string, string, unknown?][]) {
      expect((await t.call(method as 'GET', path, { token: staff, body: payload })).statusCode, `${method} ${path}`).toBe(403);
    }
  });
});

describe('adding and changing employees', () => {
  it('adds an employee with a job title, services at own values and commissions, last in the order', async () => {
    const type = await t.call('POST', 'employees/type/new', { token: owner, body: { name: 'Colourist' } });
    expect(type.statusCode, type.body).toBe(200);
    const again = await t.call('POST', 'employees/type/new', { token: owner, body: { name: '  colourist ' } });
    expect(again.json().type).toEqual(type.json().type);
    expect((await t.call('GET', 'employees/type/list', { token: owner })).json().data).toEqual([type.json().type]);

    const [first, second] = await salonServices();
    const response = await t.call('POST', 'employees/store', {
      token: owner,
      headers: { 'idempotency-key': 'add-iris' },
      body: body({
        type_id: type.json().type.id, role: 'receptionist', color: '#0C8599', visible_online: false,
        services: [{ service_id: first!.id, price: 4100, duration: 35 }, { service_id: second!.id }],
        commissions: { services: 1250, products: 500, vouchers: 0 },
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { employee } = response.json();
    expect(employee).toMatchObject({
      first_name: 'Iris', type_name: 'Colourist', role: 'receptionist', color: '#0c8599', visible_online: false, bookable: true,
      has_login: false, sort_order: t.seed.salon.employeeIds.length, commissions: { services: 1250, products: 500, vouchers: 0 },
    });
    const replay = await t.call('POST', 'employees/store', { token: owner, headers: { 'idempotency-key': 'add-iris' }, body: body({
      type_id: type.json().type.id, role: 'receptionist', color: '#0C8599', visible_online: false,
      services: [{ service_id: first!.id, price: 4100, duration: 35 }, { service_id: second!.id }],
      commissions: { services: 1250, products: 500, vouchers: 0 },
    }) });
    expect(replay.json().employee.id).toBe(employee.id);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.id, employee.id));
    expect(row!.permissions).toEqual(ROLE_PERMISSIONS.receptionist);

    const offered = await t.call('GET', `employees/services/${employee.id}`, { token: owner });
    const values = offered.json().data.map((s: { id: number; employees: { employee_id: number; price: number; duration: number }[] }) => ({
      id: s.id, own: s.employees.find((e) => e.employee_id === employee.id),
    }));
    expect(values).toEqual([
      { id: first!.id, own: expect.objectContaining({ price: 4100, duration: 35 }) },
      { id: second!.id, own: expect.objectContaining({ employee_id: employee.id }) },
    ]);
    const commissions = await t.call('GET', `employees/commissions/${employee.id}`, { token: owner });
    expect(commissions.json()).toEqual({ data: { employee_id: employee.id, services: 1250, products: 500, vouchers: 0 } });
    const all = await t.call('GET', 'employees/commissions', { token: owner });
    expect(all.json().data).toHaveLength(t.seed.salon.employeeIds.length + 1);
  });

  it('updates every field and replaces the services; a new role resets the flags', async () => {
    const noah = t.seed.salon.employeeIds[3]!;
    const [first] = await salonServices();
    const response = await t.call('POST', `employees/update/${noah}`, {
      token: owner,
      body: body({ first_name: 'Noah', last_name: 'Visser', role: 'manager', bookable: true, services: [{ service_id: first!.id, price: 100 }] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee).toMatchObject({ first_name: 'Noah', role: 'manager' });
    const links = await t.database.db.select().from(employeeServices).where(eq(employeeServices.employeeId, noah));
    expect(links).toEqual([expect.objectContaining({ serviceId: first!.id, price: 100, durationMinutes: null })]);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.id, noah));
    expect(row!.permissions).toEqual(ROLE_PERMISSIONS.manager);
    const logged = await t.database.db.select().from(activityLog).where(and(eq(activityLog.entityId, noah), eq(activityLog.action, 'update')));
    expect(logged[0]!.changes).toMatchObject({ role: { before: 'employee', after: 'manager' } });
  });

  it('keeps the owner the owner and refuses unknown titles, services and bad input with 422', async () => {
    const emma = t.seed.salon.employeeIds[0]!;
    const kept = await t.call('POST', `employees/update/${emma}`, { token: owner, body: body({ first_name: 'Emma', last_name: 'de Vries', role: 'employee' }) });
    expect(kept.json().employee.role).toBe('owner');
    for (const bad of [
      body({ type_id: 999_999 }), body({ services: [{ service_id: 999_999 }] }), body({ first_name: '' }), body({ color: 'red' }),
      body({ commissions: { services: 10_001, products: 0, vouchers: 0 } }), body({ email: 'nope' }),
    ]) {
      const response = await t.call('POST', 'employees/store', { token: owner, body: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const taken = await t.call('POST', 'employees/store', { token: owner, body: body({ email: 'staff@demo.test' }) });
    expect(taken.json().errors).toEqual({ email: ['Someone on this team (perhaps archived) already uses this e-mail.'] });
  });

  it('reorders the team and the calendar columns follow', async () => {
    const ids = t.seed.salon.employeeIds;
    const wanted = [ids[3]!, ids[0]!];
    const before = (await t.call('GET', 'employees', { token: owner })).json().data.map((e: { id: number }) => e.id);
    const response = await t.call('POST', 'employees/order', { token: owner, body: { orders: wanted } });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await t.call('GET', 'employees', { token: owner })).json().data.map((e: { id: number }) => e.id);
    expect(list).toEqual([...wanted, ...before.filter((id: number) => !wanted.includes(id))]);
    const calendar = await t.call('GET', 'resources', { token: owner });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().employees.slice(0, 2).map((e: { id: number }) => e.id)).toEqual(wanted);
    expect((await t.call('POST', 'employees/order', { token: owner, body: { orders: [ids[1], ids[1]] } })).statusCode).toBe(422);
  });
});

describe('archiving and restoring', () => {
  it('lists the future bookings, archives (sessions revoked at once, off the calendar) and restores', async () => {
    const lucas = t.seed.salon.employeeIds[2]!;
    const staff = await t.login('staff');
    const detail = (await t.call('GET', `employees/employee-detail/${lucas}`, { token: owner })).json();
    expect(detail.future_count).toBeGreaterThan(0);

    const archived = await t.call('POST', `employees/archive/${lucas}`, { token: owner });
    expect(archived.statusCode).toBe(200);
    expect((await t.call('GET', 'settings/initial', { token: staff })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(and(eq(sessions.employeeId, lucas), isNull(sessions.revokedAt)))).toEqual([]);
    const calendar = (await t.call('GET', 'resources', { token: owner })).json();
    expect(calendar.employees.map((e: { id: number }) => e.id)).not.toContain(lucas);
    const listed = (await t.call('GET', 'employees', { token: owner, query: { archived: '1' } })).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: lucas, archived: true, archived_at: expect.any(String) })]);

    const restored = await t.call('POST', `employees/restore/${lucas}`, { token: owner });
    expect(restored.json()).toEqual({ id: lucas, archived: 0, message: 'The employee is back on the team.' });
    expect((await t.call('GET', 'employees', { token: owner })).json().data.map((e: { id: number }) => e.id)).toContain(lucas);
    expect((await t.call('GET', 'settings/initial', { token: await t.login('staff') })).statusCode).toBe(200);
  });
});

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2255c' } }).png().toBuffer();
}

describe('POST employees/photo/{id}', () => {
  it('stores the photo as a 512 px WebP square and serves it with a year of caching', async () => {
    const noah = t.seed.salon.employeeIds[3]!;
    const response = await t.app.inject({
      method: 'POST', url: `/api/v1/b2b/employees/photo/${noah}`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/png' }, payload: await png(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(new RegExp(`^/api/v1/b2b/images/${t.seed.salon.id}/[0-9a-f]{64}\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect((await t.call('GET', `employees/employee-detail/${noah}`, { token: owner })).json().employee.photo).toBe(photo);
  });
});
