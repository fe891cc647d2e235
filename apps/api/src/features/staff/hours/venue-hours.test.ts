import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../app';
import { services, venueClosedDays } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The venue's opening hours and closed days at the HTTP edge, how whours and online slots follow
 * them, and that a change of hours reaches an open calendar stream at once. Demo Salon opens
 * Monday–Saturday 09:00–18:00 (Thursday until 21:00); Emma works Monday–Friday 09:00–17:00.
 */

let t: TestApp;
let owner: string;
let emma: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  emma = t.seed.salon.employeeIds[0]!;
});
afterAll(() => t.close());

const span = (start_time: string, end_time: string) => ({ start_time, end_time });
const WEEK = [[span('10:00', '14:00')], [span('09:00', '12:30'), span('13:30', '18:00')], [span('09:00', '18:00')], [span('09:00', '18:00')], [span('09:00', '21:00')], [span('09:00', '18:00')], [span('09:00', '17:00')]];

async function venueHours(date: string) {
  const response = await t.call('GET', 'whours', { token: owner, query: { date_from: date, date_to: date } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ venue_hours: { start_time: string; end_time: string }[]; employee_hours: { employee_id: number }[] }>();
  return { opening: body.venue_hours.map((h) => `${h.start_time}-${h.end_time}`), working: body.employee_hours.map((h) => h.employee_id) };
}

async function slotTimes(date: string) {
  const [{ id: fringe }] = (await t.database.db.select({ id: services.id }).from(services).where(and(eq(services.venueId, t.seed.salon.id), eq(services.name, 'Fringe trim')))) as [{ id: number }];
  const response = await t.call('GET', 'availability/slots', { token: owner, query: { 'service_ids[]': [String(fringe)], date_from: date, date_to: date, employee_id: String(emma) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: { slots: { time: string }[] }[] }>().days[0]!.slots.map((s) => s.time);
}

describe('opening hours', () => {
  it('reads the week of opening hours and the closed days ahead', async () => {
    const response = await t.call('GET', 'settings/venue/working-hours', { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ days: unknown[][]; closed_days: { name: string; starts_on: string; ends_on: string }[] }>();
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual([]);
    expect(body.days[1]).toEqual([span('09:00', '18:00')]);
    expect(body.closed_days.map((c) => c.name)).toEqual(expect.arrayContaining(['Christmas', "King's Day"]));
  });

  it('replaces the week (several intervals a day) and whours follows', async () => {
    const response = await t.call('POST', 'settings/venue/working-hours/update', { token: owner, body: { days: WEEK } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().days[1]).toEqual([span('09:00', '12:30'), span('13:30', '18:00')]);
    expect((await venueHours('2027-08-02')).opening).toEqual(['09:00-12:30', '13:30-18:00']);
    expect((await venueHours('2027-08-01')).opening).toEqual(['10:00-14:00']);
  });

  it('refuses overlapping hours and a week that is not seven days', async () => {
    const overlap = await t.call('POST', 'settings/venue/working-hours/update', { token: owner, body: { days: [[], [span('09:00', '13:00'), span('12:00', '18:00')], [], [], [], [], []] } });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['days.1']).toEqual(['The times of a day overlap.']);
    expect((await t.call('POST', 'settings/venue/working-hours/update', { token: owner, body: { days: [[]] } })).statusCode).toBe(422);
    expect((await venueHours('2027-08-02')).opening).toEqual(['09:00-12:30', '13:30-18:00']);
  });

  it('needs the staff permission', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'settings/venue/working-hours', { token: staff })).statusCode).toBe(403);
    expect((await t.call('POST', 'settings/venue/working-hours/update', { token: staff, body: { days: WEEK } })).statusCode).toBe(403);
    expect((await t.call('POST', 'settings/venue/closed-days/store', { token: staff, body: { starts_on: '2027-08-04', ends_on: '2027-08-04' } })).statusCode).toBe(403);
    const [closed] = await t.database.db.select().from(venueClosedDays).where(eq(venueClosedDays.venueId, t.seed.salon.id));
    expect((await t.call('POST', `settings/venue/closed-days/delete/${closed!.id}`, { token: staff })).statusCode).toBe(403);
  });
});

describe('closed days', () => {
  it('close the venue: no opening hours, no pattern shifts, no online slots; removing one opens it again', async () => {
    expect((await slotTimes('2027-08-04')).length).toBeGreaterThan(10);
    const stored = await t.call('POST', 'settings/venue/closed-days/store', { token: owner, body: { starts_on: '2027-08-04', ends_on: '2027-08-06', name: 'Summer break' } });
    expect(stored.statusCode, stored.body).toBe(200);
    const closedId = stored.json().closed_day.id as number;
    for (const date of ['2027-08-04', '2027-08-06']) expect(await venueHours(date)).toEqual({ opening: [], working: [] });
    expect(await slotTimes('2027-08-04')).toEqual([]);
    expect((await venueHours('2027-08-09')).opening.length).toBeGreaterThan(0);

    // Someone may still work on a closed day on purpose: an exception wins (but no online slots: the venue is closed).
    expect((await t.call('POST', `employees/working-hours/exception/${emma}`, { token: owner, body: { date: '2027-08-05', spans: [span('10:00', '12:00')] } })).statusCode).toBe(200);
    expect((await venueHours('2027-08-05')).working).toEqual([emma]);
    expect(await slotTimes('2027-08-05')).toEqual([]);
    const grid = await t.call('GET', 'employees/working-hours', { token: owner, query: { from: '2027-08-04', to: '2027-08-05' } });
    expect(grid.json().days[0]).toMatchObject({ closed: true, closed_name: 'Summer break', opening: [] });

    const removed = await t.call('POST', `settings/venue/closed-days/delete/${closedId}`, { token: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await slotTimes('2027-08-04')).length).toBeGreaterThan(10);
    expect((await t.call('POST', `settings/venue/closed-days/delete/${closedId}`, { token: owner })).statusCode).toBe(404);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await t.call('POST', 'settings/venue/closed-days/store', { token: owner, body: { starts_on: '2027-08-10', ends_on: '2027-08-01' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ends_on).toEqual(['The end date must not be before the start date.']);
  });

  it("answers 404 for another venue's closed day and changes nothing", async () => {
    const [christmas] = await t.database.db.select().from(venueClosedDays).where(eq(venueClosedDays.venueId, t.seed.salon.id));
    const other = await t.login('other');
    expect((await t.call('POST', `settings/venue/closed-days/delete/${christmas!.id}`, { token: other })).statusCode).toBe(404);
    expect(await t.database.db.select().from(venueClosedDays).where(eq(venueClosedDays.id, christmas!.id))).toHaveLength(1);
    const theirs = await t.call('GET', 'settings/venue/working-hours', { token: other, query: { all: '1' } });
    expect(theirs.json().closed_days.map((c: { id: number }) => c.id)).not.toContain(christmas!.id);
  });
});

describe('live', () => {
  it('tells an open calendar about a change of shifts, exceptions, closed days and opening hours at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_PREFIX}/calendar/stream?token=${encodeURIComponent(owner)}`;
    const kinds: string[] = [];
    let ready!: () => void;
    const opened = new Promise<void>((resolve) => (ready = resolve));
    const request = http.get(url, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        ready();
        for (const block of chunk.split('\n\n')) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: change$/m.test(block) && data) kinds.push((JSON.parse(data) as { kind: string }).kind);
        }
      });
    });
    try {
      await opened;
      const heard = async (write: () => Promise<unknown>) => {
        kinds.length = 0;
        const started = Date.now();
        await write();
        while (!kinds.includes('hours') && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(kinds).toContain('hours');
      };
      await heard(() => t.call('POST', `employees/working-hours/exception/${emma}`, { token: owner, body: { date: '2027-08-10', spans: [] } }));
      await heard(() => t.call('POST', `employees/working-hours/update/${emma}`, { token: owner, body: { starts_on: '2027-09-06', weeks: [WEEK] } }));
      await heard(() => t.call('POST', 'settings/venue/closed-days/store', { token: owner, body: { starts_on: '2027-12-31', ends_on: '2027-12-31' } }));
      await heard(() => t.call('POST', 'settings/venue/working-hours/update', { token: owner, body: { days: WEEK } }));
    } finally {
      request.destroy();
    }
  });
});
