import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { salonStaff, serviceId, store } from '../calendar.testkit';

/** Calendar columns, working hours, employee events and multi-day time-off grouped by group_hash. */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
});
afterAll(() => t.close());

describe('resources and whours', () => {
  it('lists the employee columns with their shifts on a date, and the resources', async () => {
    const response = await t.call('GET', 'resources', { token: owner, query: { date: '2027-08-04' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ employees: { id: number; displayLabel: string; avatar: string | null; hasShifts: boolean; shifts: { start_time: string; end_time: string }[] }[]; resources: { id: number; displayLabel: string }[] }>();
    expect(body.employees.map((e) => e.id)).toEqual(t.seed.salon.employeeIds);
    expect(body.employees[0]).toMatchObject({ displayLabel: 'Emma de Vries', hasShifts: true, shifts: [{ start_time: '09:00', end_time: '17:00' }] });
    // Lucas does not work on Wednesdays.
    expect(body.employees.find((e) => e.id === staff.lucas)).toMatchObject({ hasShifts: false, shifts: [] });
    expect(body.resources.map((r) => r.displayLabel)).toEqual(['Colour station', 'Wash basin 1', 'Treatment room']);
  });

  it('gives employee hours, time-offs and opening hours per date', async () => {
    const response = await t.call('GET', 'whours', { token: owner, query: { date_from: '2027-08-01', date_to: '2027-08-07' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ employee_hours: { employee_id: number; date: string }[]; employee_timeoffs: unknown[]; venue_hours: { date: string; start_time: string; end_time: string }[] }>();
    expect(body.venue_hours.map((h) => [h.date, h.start_time, h.end_time])).toEqual([
      ['2027-08-02', '09:00', '18:00'], ['2027-08-03', '09:00', '18:00'], ['2027-08-04', '09:00', '18:00'],
      ['2027-08-05', '09:00', '21:00'], ['2027-08-06', '09:00', '18:00'], ['2027-08-07', '09:00', '17:00'],
    ]);
    expect(body.employee_hours.filter((h) => h.employee_id === staff.emma).map((h) => h.date)).toEqual(['2027-08-02', '2027-08-03', '2027-08-04', '2027-08-05', '2027-08-06']);
    const tooLong = await t.call('GET', 'whours', { token: owner, query: { date_from: '2027-01-01', date_to: '2027-12-31' } });
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('employee events and time-off', () => {
  it('adds, changes and removes an event', async () => {
    const created = await t.call('POST', 'employees/events/new', { token: owner, body: { employee_id: staff.noah, date: '2027-08-11', start_time: '13:00', end_time: '14:00', title: 'Product training' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    const updated = await t.call('POST', 'employees/events/update', { token: owner, body: { id, employee_id: staff.noah, date: '2027-08-11', start_time: '13:30', end_time: '15:00' } });
    expect(updated.json<{ data: { start_time: string; end_time: string; title: string } }>().data).toMatchObject({ start_time: '13:30', end_time: '15:00', title: 'Product training' });
    const listed = await t.call('GET', 'employees/events', { token: owner, query: { date_from: '2027-08-11', date_to: '2027-08-11' } });
    expect(listed.json<{ data: { id: number }[] }>().data.map((e) => e.id)).toContain(id);
    expect((await t.call('POST', 'employees/events/delete', { token: owner, body: { id } })).statusCode).toBe(200);
    expect((await t.call('POST', 'employees/events/delete', { token: owner, body: { id } })).statusCode).toBe(404);
    const backwards = await t.call('POST', 'employees/events/new', { token: owner, body: { employee_id: staff.noah, date: '2027-08-11', start_time: '14:00', end_time: '13:00' } });
    expect(backwards.statusCode).toBe(422);
  });

  it('groups a multi-day time-off by group_hash, reports the appointments it covers, and edits it as one', async () => {
    const cut = await serviceId(t, "Women's cut");
    await store(t, owner, '2027-08-17', [{ service_id: cut, employee_id: staff.julia, start_time: '10:00' }]);
    const categories = await t.call('GET', 'employees/timeoff/categories', { token: owner, lang: 'nld' });
    expect(categories.json<{ data: { data: { id: string; name: string }[] } }>().data.data.find((c) => c.id === 'vacation')!.name).toBe('Vakantie');

    const created = await t.call('POST', 'employees/events/timeoff/new', { token: owner, body: { employee_id: staff.julia, start: '2027-08-16', end: '2027-08-18', category: 'vacation' } });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<{ data: { group_hash: string; start: string; end: string; all_day: boolean; days: unknown[] }; appointments: number[] }>();
    expect(body.data).toMatchObject({ start: '2027-08-16', end: '2027-08-18', all_day: true });
    expect(body.data.days).toHaveLength(3);
    expect(body.appointments).toHaveLength(1);
    const hash = body.data.group_hash;

    const hours = await t.call('GET', 'whours', { token: owner, query: { date_from: '2027-08-16', date_to: '2027-08-16' } });
    // A whole day ends at midnight: `end` is the day it covers, not the next one.
    expect(hours.json<{ employee_timeoffs: { group_hash: string; start: string; end: string; start_time: string; end_time: string }[] }>().employee_timeoffs)
      .toEqual([expect.objectContaining({ group_hash: hash, start: '2027-08-16', end: '2027-08-16', start_time: '00:00', end_time: '24:00' })]);

    const changed = await t.call('PATCH', 'employees/events/timeoff/update', { token: owner, body: { group_hash: hash, employee_id: staff.julia, start: '2027-08-16', end: '2027-08-17', start_time: '09:00', end_time: '13:00', category: 'training' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await t.call('GET', 'employees/events/timeoff', { token: owner, query: { group_hash: hash } });
    expect(read.json<{ data: { days: unknown[]; start_time: string; category: string } }>().data).toMatchObject({ start_time: '09:00', category: 'training', days: [expect.anything(), expect.anything()] });

    const removed = await t.call('DELETE', 'employees/events/timeoff/delete', { token: owner, body: { group_hash: hash } });
    expect(removed.json<{ deleted: number }>().deleted).toBe(2);
    expect((await t.call('GET', 'employees/events/timeoff', { token: owner, query: { group_hash: hash } })).statusCode).toBe(404);
  });
});
