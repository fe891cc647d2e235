import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp, type App } from '../../../app';
import { readEnv } from '../../../lib/env';
import type { LiveFeed } from '../../../lib/live';
import { countQueries, createTestApp, type TestApp } from '../../../test/test-app';
import { resourceId, salonStaff, serviceId, store } from '../calendar.testkit';

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

/** A feed that never listens: an app on it keeps nothing, so every search reads everything afresh. */
const deaf: LiveFeed = {
  start: async () => undefined, listening: () => false, version: () => '0', touch: () => undefined, changes: () => 0,
  subscribe: () => () => undefined, sync: async () => undefined, close: async () => undefined,
};

describe('kept answers equal fresh ones', () => {
  let fresh: App;
  beforeAll(async () => {
    fresh = await buildApp({ database: t.database, env: readEnv({}), webDist: null, live: deaf });
    await fresh.ready();
  });
  afterAll(() => fresh.close());

  it('gives the same answers as a search that keeps nothing, through bookings, holds, moves, cancellations, time-off, shifts and resources', async () => {
    const FROM = '2027-10-04';
    const TO = '2027-10-17';
    const [cut, colour, toner, facial] = [await serviceId(t, 'Cut & beard trim'), await serviceId(t, 'Root colour'), await serviceId(t, 'Toner'), await serviceId(t, 'Facial')];
    const room = await resourceId(t, 'Treatment room');
    await t.database.db.execute(sql`update services set resource_required = true where id = ${toner}`);
    await t.database.db.execute(sql`insert into service_resources (venue_id, service_id, resource_id) values (${t.seed.salon.id}, ${toner}, ${room}) on conflict do nothing`);
    const queries: Record<string, string | string[]>[] = [
      ...[staff.emma, staff.julia, staff.sofia, staff.lucas].map((id) => ({ 'service_ids[]': [String(fringe)], date_from: FROM, date_to: FROM, employee_id: String(id) })),
      { 'service_ids[]': [String(fringe)], date_from: FROM, date_to: TO },
      { 'service_ids[]': [String(cut), String(fringe)], date_from: FROM, date_to: TO },
      { 'service_ids[]': [String(toner)], date_from: FROM, date_to: '2027-10-06' },
      { 'service_ids[]': [String(colour)], date_from: '2027-10-05', date_to: '2027-10-05', employee_id: String(staff.emma) },
    ];
    const answer = async (app: App, query: Record<string, string | string[]>) => {
      const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/availability/slots`, query, headers: { authorization: `Bearer ${owner}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<unknown>();
    };
    const agree = async () => {
      for (const query of queries) expect(await answer(t.app, query), JSON.stringify(query)).toEqual(await answer(fresh, query));
    };
    // The raw SQL above is heard a moment later: wait for it, then every step must agree at once.
    await expect.poll(async () => JSON.stringify(await answer(t.app, queries[6]!)) === JSON.stringify(await answer(fresh, queries[6]!)), { timeout: 5_000 }).toBe(true);
    await agree();

    const ok = async (response: Awaited<ReturnType<TestApp['call']>>) => {
      expect(response.statusCode, response.body).toBe(200);
      await agree();
      return response;
    };
    const first = await ok(await store(t, owner, FROM, [{ service_id: fringe, employee_id: staff.emma, start_time: '10:00' }]));
    const gap = await ok(await store(t, owner, '2027-10-05', [{ service_id: colour, employee_id: staff.julia, start_time: '09:30' }]));
    await ok(await store(t, owner, FROM, [{ employee_id: staff.lucas, start_time: '13:00', duration: 30 }], { type: 'reserved_slot', expires_in: 15 }));
    await ok(await store(t, owner, FROM, [{ service_id: facial, employee_id: staff.julia, start_time: '13:00', resource_id: room }]));
    await ok(await t.call('POST', `appointments/reschedule/${gap.json<{ appointments: { id: number }[] }>().appointments[0]!.id}`, {
      token: owner, body: { date: '2027-10-05', start_time: '11:00', employee_id: staff.emma },
    }));
    await ok(await t.call('POST', `appointments/cancel/${first.json<{ appointments: { id: number }[] }>().appointments[0]!.id}`, { token: owner, body: { reason: 'client_request' } }));
    await ok(await t.call('POST', 'employees/events/new', { token: owner, body: { employee_id: staff.sofia, date: FROM, start_time: '12:00', end_time: '15:00', title: 'Course' } }));
    await ok(await t.call('POST', `employees/working-hours/exception/${staff.julia}`, { token: owner, body: { date: '2027-10-06', spans: [{ start_time: '10:00', end_time: '13:00' }] } }));
    await ok(await t.call('POST', 'block-time/store', { token: owner, body: { employee_id: staff.emma, date: '2027-10-07', start_time: '12:00', end_time: '13:00' } }));
  });
});
