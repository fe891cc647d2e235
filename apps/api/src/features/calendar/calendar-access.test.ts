import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { databaseFingerprint } from '../../test/fingerprint';
import { firstItemId, list, rows, salonStaff, serviceId, store } from './calendar.testkit';

/** calendar.own limits reads and writes to the caller's column; another venue's ids are not found. */

let t: TestApp;
let owner: string;
let lucasToken: string;
let staff: ReturnType<typeof salonStaff>;
let cut: number;
const DAY = '2027-06-09';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  lucasToken = await t.login('staff');
  staff = salonStaff(t);
  cut = await serviceId(t, "Women's cut");
});
afterAll(() => t.close());

describe('calendar.own (staff@demo.test)', () => {
  it('sees only its own column', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const back = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const mine = await list(t, lucasToken, back, today);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((item) => item.employee_id))).toEqual(new Set([staff.lucas]));
    const all = await list(t, owner, back, today);
    expect(new Set(all.map((item) => item.employee_id)).size).toBeGreaterThan(3);

    const columns = (await t.call('GET', 'resources', { token: lucasToken })).json<{ employees: { id: number }[]; resources: unknown[] }>();
    expect(columns.employees.map((e) => e.id)).toEqual([staff.lucas]);
    expect(columns.resources).toEqual([]);
    const hours = (await t.call('GET', 'whours', { token: lucasToken, query: { date_from: DAY, date_to: DAY } })).json<{ employee_hours: { employee_id: number }[] }>();
    expect(hours.employee_hours.every((h) => h.employee_id === staff.lucas)).toBe(true);
  });

  it('books and edits only for itself', async () => {
    expect((await store(t, lucasToken, DAY, [{ service_id: cut, employee_id: staff.emma, start_time: '10:00' }])).statusCode).toBe(403);
    const own = await store(t, lucasToken, DAY, [{ service_id: cut, employee_id: staff.lucas, start_time: '10:00' }]);
    expect(own.statusCode, own.body).toBe(200);
    const mine = firstItemId(own);
    expect((await t.call('POST', `appointments/reschedule/${mine}`, { token: lucasToken, body: { date: DAY, start_time: '11:00', employee_id: staff.emma } })).statusCode).toBe(403);
    expect((await t.call('POST', `appointments/reschedule/${mine}`, { token: lucasToken, body: { date: DAY, start_time: '11:00' } })).statusCode).toBe(200);

    const emmas = firstItemId(await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.emma, start_time: '10:00' }]));
    const block = (await t.call('POST', 'block-time/store', { token: owner, body: { employee_id: staff.emma, date: DAY, start_time: '13:00', duration: 30 } }))
      .json<{ appointment: { id: number } }>().appointment.id;
    const before = await rows(t, sql`select * from appointments where id in (${emmas}, ${block}) order by id`);
    const attempts: [string, string, unknown][] = [
      ['GET', `appointments/details/${emmas}`, undefined],
      ['POST', `appointments/reschedule/${emmas}`, { date: DAY, start_time: '15:00' }],
      ['POST', `appointments/update-duration/${emmas}`, { duration_detail: { duration: 60 } }],
      ['POST', `appointments/update-status/${emmas}`, { status: 'done' }],
      ['POST', `appointments/cancel/${emmas}`, { reason: 'other' }],
      ['POST', 'appointments/pre-cancel', { appt_id: emmas }],
      ['POST', 'block-time/update', { id: block, employee_id: staff.lucas, date: DAY, start_time: '14:00', duration: 30 }],
      ['POST', 'block-time/delete', { id: block }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await t.call(method as 'GET' | 'POST', path, { token: lucasToken, body });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await rows(t, sql`select * from appointments where id in (${emmas}, ${block}) order by id`)).toEqual(before);
    const timeoff = (employee: number) => t.call('POST', 'employees/events/timeoff/new', { token: lucasToken, body: { employee_id: employee, start: '2027-06-21', end: '2027-06-22' } });
    expect((await timeoff(staff.emma)).statusCode).toBe(403);
    expect((await timeoff(staff.lucas)).statusCode).toBe(200);
    const events = (await t.call('GET', 'employees/events', { token: lucasToken, query: { date_from: '2027-06-01', date_to: '2027-06-30' } })).json<{ data: { employee_id: number }[] }>().data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.employee_id === staff.lucas)).toBe(true);
    expect((await t.call('GET', 'availability/slots', { token: lucasToken, query: { 'service_ids[]': [String(cut)], employee_id: String(staff.emma), date_from: DAY, date_to: DAY } })).statusCode).toBe(403);
  });
});

describe("another venue's ids", () => {
  it('are not found on every calendar route, and nothing changes', async () => {
    const other = await t.login('other');
    const item = firstItemId(await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.julia, start_time: '09:00' }]));
    const [group] = await rows<{ group_id: number }>(t, sql`select group_id from appointments where id = ${item}`);
    const block = (await t.call('POST', 'block-time/store', { token: owner, body: { employee_id: staff.julia, date: DAY, start_time: '12:00', duration: 30 } }))
      .json<{ appointment: { id: number } }>().appointment.id;
    const event = (await t.call('POST', 'employees/events/new', { token: owner, body: { employee_id: staff.julia, date: DAY, start_time: '16:00', end_time: '17:00', title: 'Training' } }))
      .json<{ data: { id: number } }>().data.id;
    const timeoff = (await t.call('POST', 'employees/events/timeoff/new', { token: owner, body: { employee_id: staff.julia, start: '2027-06-10', end: '2027-06-11' } }))
      .json<{ data: { group_hash: string } }>().data.group_hash;

    const before = await databaseFingerprint(t.database.db);
    const attempts: [string, string, unknown][] = [
      ['GET', `appointments/details/${item}`, undefined],
      ['POST', `appointments/reschedule/${item}`, { date: DAY, start_time: '15:00' }],
      ['POST', `appointments/update-duration/${item}`, { duration_detail: { duration: 60 } }],
      ['POST', `appointments/update-status/${item}`, { status: 'done' }],
      ['POST', `appointments/cancel/${item}`, { reason: 'no_show' }],
      ['POST', 'appointments/pre-cancel', { appt_id: item }],
      ['POST', 'appointments/update', { group_id: group!.group_id, date: DAY, services: [{ id: item, service_id: cut, employee_id: staff.julia, start_time: '10:00' }] }],
      ['POST', 'block-time/update', { id: block, employee_id: staff.julia, date: DAY, start_time: '14:00', duration: 30 }],
      ['POST', 'block-time/delete', { id: block }],
      ['POST', 'employees/events/update', { id: event, employee_id: staff.julia, date: DAY, start_time: '16:00', end_time: '18:00' }],
      ['POST', 'employees/events/delete', { id: event }],
      ['GET', `employees/events/timeoff?group_hash=${timeoff}`, undefined],
      ['PATCH', 'employees/events/timeoff/update', { group_hash: timeoff, employee_id: staff.julia, start: '2027-06-10', end: '2027-06-12' }],
      ['DELETE', 'employees/events/timeoff/delete', { group_hash: timeoff }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await t.call(method as 'GET', path, { token: other, body });
      expect(response.statusCode, `${method} ${path}: ${response.body.slice(0, 200)}`).toBe(404);
    }
    expect((await list(t, other, DAY)).map((i) => i.id)).not.toContain(item);
    // An employee of another venue named in a body is a field error: nothing is booked.
    const booked = await store(t, other, DAY, [{ service_id: cut, employee_id: staff.julia, start_time: '18:00' }]);
    expect(booked.statusCode).toBe(422);
    const after = await databaseFingerprint(t.database.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions');
    expect(changed).toEqual([]);
  });
});
