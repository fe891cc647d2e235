import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, createTestApp, type TestApp } from '../../../test/test-app';
import { salonStaff, serviceId, store } from '../calendar.testkit';

/**
 * The slot search keeps what it read per venue (slots.cache.ts) and the live feed's messages drop
 * it: a booking, a time-off or a shift change is seen by the very next search, only what a change
 * touched is read again, and one venue's kept answers never reach another venue.
 * Wednesday 8 September 2027: Emma and Julia work, the venue opens 09:00–18:00, 15-minute grid.
 */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let fringe: number;
const DAY = '2027-09-08';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  fringe = await serviceId(t, 'Fringe trim');
});
afterAll(() => t.close());

type Days = { date: string; slots: { time: string; employee_ids: number[] }[] }[];
const search = async (token: string, query: Record<string, string | string[]>) => {
  const response = await t.call('GET', 'availability/slots', { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: Days }>().days;
};
const day = (employee?: number, services = [fringe]) =>
  search(owner, { 'service_ids[]': services.map(String), date_from: DAY, date_to: DAY, ...(employee ? { employee_id: String(employee) } : {}) });
const times = (days: Days) => days[0]!.slots.map((slot) => slot.time);
const whoAt = (days: Days, time: string) => days[0]!.slots.find((slot) => slot.time === time)?.employee_ids ?? [];

describe('availability/slots kept per venue', () => {
  it('answers a repeated search without reading the database, and the next search after a booking no longer offers its time', async () => {
    expect(times(await day(staff.emma))).toContain('11:00');
    expect(whoAt(await day(), '11:00')).toContain(staff.emma);
    const juliaBefore = await day(staff.julia);
    expect(await countQueries(() => day(staff.emma))).toBe(0);

    const booked = await store(t, owner, DAY, [{ service_id: fringe, employee_id: staff.emma, start_time: '11:00' }]);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(times(await day(staff.emma))).not.toContain('11:00');
    expect(whoAt(await day(), '11:00')).not.toContain(staff.emma);
    // Julia's answer did not depend on Emma's bookings: still kept, still the same.
    expect(await countQueries(async () => expect(await day(staff.julia)).toEqual(juliaBefore))).toBe(0);

    // Cancelling frees the time again at once.
    const id = booked.json<{ appointments: { id: number }[] }>().appointments[0]!.id;
    const cancelled = await t.call('POST', `appointments/cancel/${id}`, { token: owner, body: { reason: 'client_request' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(times(await day(staff.emma))).toContain('11:00');
  });

  it('reads again only the busy time of the employee a booking touched', async () => {
    await day(staff.emma);
    await day(staff.julia);
    expect(await countQueries(() => day(staff.emma))).toBe(0);
    expect((await store(t, owner, DAY, [{ service_id: fringe, employee_id: staff.emma, start_time: '15:00' }])).statusCode).toBe(200);
    // Julia's search is still kept (and signs the session in again: a booking refreshes the session cache).
    expect(times(await day(staff.julia)).length).toBeGreaterThan(0);
    // One statement: Emma's segments of the day (hours, time-off, staff and services are still kept).
    expect(await countQueries(async () => expect(times(await day(staff.emma))).not.toContain('15:00'))).toBe(1);
  });

  it('sees a time-off and a shift change at once', async () => {
    expect(times(await day(staff.julia))).toContain('14:00');
    const away = await t.call('POST', 'employees/events/new', {
      token: owner, body: { employee_id: staff.julia, date: DAY, start_time: '13:30', end_time: '14:30', title: 'Dentist' },
    });
    expect(away.statusCode, away.body).toBe(200);
    const afterAway = times(await day(staff.julia));
    expect(afterAway.filter((time) => time >= '13:30' && time < '14:30')).toEqual([]);
    expect(afterAway).toContain('14:30');

    const shift = await t.call('POST', `employees/working-hours/exception/${staff.julia}`, {
      token: owner, body: { date: DAY, spans: [{ start_time: '12:00', end_time: '16:00' }] },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    const afterShift = times(await day(staff.julia));
    expect(afterShift[0]).toBe('12:00');
    expect(afterShift.at(-1)).toBe('15:45');
    expect(whoAt(await day(), '10:00')).not.toContain(staff.julia);

    const off = await t.call('POST', `employees/working-hours/exception/${staff.julia}`, { token: owner, body: { date: DAY, spans: [] } });
    expect(off.statusCode, off.body).toBe(200);
    expect(times(await day(staff.julia))).toEqual([]);
  });

  it('sees a change made in plain SQL once it is announced, and a service change through its trigger', async () => {
    const toner = await serviceId(t, 'Toner');
    const before = times(await day(staff.emma, [toner]));
    expect(before.length).toBeGreaterThan(0);
    // The catalogue's triggers announce a service change: no stale duration afterwards.
    await t.database.db.execute(sql`update services set initial_minutes = initial_minutes + 600 where id = ${toner}`);
    await expect.poll(async () => times(await day(staff.emma, [toner])), { timeout: 5_000 }).toEqual([]);
    await t.database.db.execute(sql`update services set initial_minutes = initial_minutes - 600 where id = ${toner}`);
    await expect.poll(async () => times(await day(staff.emma, [toner])), { timeout: 5_000 }).toEqual(before);
  });

  it("never answers one venue's search from another venue's kept answers", async () => {
    const salonAnswer = await day(staff.emma);
    expect(salonAnswer[0]!.slots.length).toBeGreaterThan(0);
    const spaOwner = await t.login('multi', t.seed.spa.id);
    // The very same query from the spa: the salon's service and employee are unknown there.
    const same = await t.call('GET', 'availability/slots', {
      token: spaOwner, query: { 'service_ids[]': [String(fringe)], date_from: DAY, date_to: DAY, employee_id: String(staff.emma) },
    });
    expect(same.statusCode).toBe(422);
    const [spaService] = ((await t.database.db.execute(sql`
      select service_id from employee_services where venue_id = ${t.seed.spa.id} order by service_id limit 1`)) as unknown as { rows: { service_id: number }[] }).rows;
    const spaDays = await search(spaOwner, { 'service_ids[]': [String(spaService!.service_id)], date_from: DAY, date_to: DAY });
    const offered = new Set(spaDays.flatMap((d) => d.slots.flatMap((slot) => slot.employee_ids)));
    expect(offered.size).toBeGreaterThan(0);
    for (const id of offered) expect(t.seed.spa.employeeIds).toContain(id);
    // A booking in the spa leaves the salon's answer as it was.
    const spaEmployee = [...offered][0]!;
    const spaTime = spaDays[0]!.slots.find((slot) => slot.employee_ids.includes(spaEmployee))!.time;
    expect((await store(t, spaOwner, DAY, [{ service_id: spaService!.service_id, employee_id: spaEmployee, start_time: spaTime }])).statusCode).toBe(200);
    expect(await day(staff.emma)).toEqual(salonAnswer);
  });
});
