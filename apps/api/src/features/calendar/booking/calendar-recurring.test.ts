import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstItemId, list, rows, salonStaff, serviceId, store } from '../calendar.testkit';

/** Daylight-saving changes (Demo Salon is in Europe/Amsterdam) and recurring series with clashes. */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let cut: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  cut = await serviceId(t, "Women's cut");
});
afterAll(() => t.close());

const instantOf = async (id: number) =>
  (await rows<{ s: string; e: string }>(t, sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as s, to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as e from appointments where id = ${id}`))[0]!;

describe('daylight saving (last Sunday of October 2027 in Amsterdam)', () => {
  it('stores 10:00 as 08:00 UTC in summer time and 09:00 UTC the day the clocks go back', async () => {
    const saturday = await store(t, owner, '2027-10-30', [{ service_id: cut, employee_id: staff.sofia, start_time: '10:00' }]);
    const sunday = await store(t, owner, '2027-10-31', [{ service_id: cut, employee_id: staff.sofia, start_time: '10:00' }]);
    expect(await instantOf(firstItemId(saturday))).toEqual({ s: '2027-10-30T08:00', e: '2027-10-30T08:45' });
    expect(await instantOf(firstItemId(sunday))).toEqual({ s: '2027-10-31T09:00', e: '2027-10-31T09:45' });
    const listed = await list(t, owner, '2027-10-30', '2027-10-31');
    expect(listed.filter((i) => i.employee_id === staff.sofia).map((i) => [i.date, i.start_time, i.end_time])).toEqual([
      ['2027-10-30', '10:00', '10:45'],
      ['2027-10-31', '10:00', '10:45'],
    ]);
  });

  it('books across the change itself: two hours from 01:30 summer time end at 02:30 winter time', async () => {
    const response = await store(t, owner, '2027-10-31', [{ employee_id: staff.noah, start_time: '01:30', duration: 120 }], { type: 'reminder' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ appointments: { start_time: string; end_time: string }[] }>().appointments[0]).toMatchObject({ start_time: '01:30', end_time: '02:30' });
    expect(await instantOf(firstItemId(response))).toEqual({ s: '2027-10-30T23:30', e: '2027-10-31T01:30' });
    // The list of that Sunday (a 25-hour day) holds it.
    expect((await list(t, owner, '2027-10-31')).some((i) => i.id === firstItemId(response))).toBe(true);
  });

  it('keeps a weekly series at 10:00 wall-clock time on both sides of the change', async () => {
    const response = await t.call('POST', 'appointments/recurring', {
      token: owner,
      body: { date: '2027-10-24', services: [{ service_id: cut, employee_id: staff.julia, start_time: '10:00' }], repeat: { every: 1, unit: 'week', count: 3 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ appointments: { id: number; date: string; start_time: string }[] }>().appointments;
    expect(items.map((i) => [i.date, i.start_time])).toEqual([['2027-10-24', '10:00'], ['2027-10-31', '10:00'], ['2027-11-07', '10:00']]);
    expect((await Promise.all(items.map((i) => instantOf(i.id)))).map((x) => x.s)).toEqual(['2027-10-24T08:00', '2027-10-31T09:00', '2027-11-07T09:00']);
  });
});

describe('recurring series with clashes', () => {
  const series = { date: '2027-09-01', repeat: { every: 1, unit: 'week', until: '2027-09-22' } };
  const body = (extra: Record<string, unknown> = {}) => ({ ...series, services: [{ service_id: cut, employee_id: staff.tess, start_time: '10:00' }], ...extra });
  const count = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments where employee_id = ${staff.tess} and starts_at >= '2027-09-01' and starts_at < '2027-09-30'`))[0]!.n;

  it('lists the clashing occurrences and books nothing until each is skipped or forced', async () => {
    await store(t, owner, '2027-09-08', [{ service_id: cut, employee_id: staff.tess, start_time: '10:15' }]);
    await store(t, owner, '2027-09-22', [{ service_id: cut, employee_id: staff.tess, start_time: '09:30' }]);
    const before = await count();

    const first = await t.call('POST', 'appointments/recurring', { token: owner, body: body() });
    expect(first.statusCode).toBe(409);
    const answer = first.json<{ code: string; occurrences: { date: string; clash: boolean }[]; clashes: { occurrence: string; appointment_id: number }[] }>();
    expect(answer.code).toBe('SLOT_TAKEN');
    expect(answer.occurrences.map((o) => [o.date, o.clash])).toEqual([['2027-09-01', false], ['2027-09-08', true], ['2027-09-15', false], ['2027-09-22', true]]);
    expect(answer.clashes.map((c) => c.occurrence)).toEqual(['2027-09-08', '2027-09-22']);

    const half = await t.call('POST', 'appointments/recurring', { token: owner, body: body({ skip: ['2027-09-08'] }) });
    expect(half.statusCode).toBe(409);
    expect(await count()).toBe(before);

    const done = await t.call('POST', 'appointments/recurring', { token: owner, body: body({ skip: ['2027-09-08'], force_dates: ['2027-09-22'] }) });
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<{ series_id: number; created: { date: string }[]; skipped: string[]; forced: string[]; appointments: { id: number; date: string; forced: boolean }[] }>();
    expect(result.created.map((c) => c.date)).toEqual(['2027-09-01', '2027-09-15', '2027-09-22']);
    expect(result.skipped).toEqual(['2027-09-08']);
    expect(result.forced).toEqual(['2027-09-22']);
    expect(result.appointments.map((a) => [a.date, a.forced])).toEqual([['2027-09-01', false], ['2027-09-15', false], ['2027-09-22', true]]);
    expect(await count()).toBe(before + 3);

    const details = await t.call('GET', `appointments/details/${result.appointments[0]!.id}`, { token: owner });
    expect(details.json<{ series: { id: number } }>().series.id).toBe(result.series_id);

    // Cancelling "this and later" from the second occurrence leaves the first.
    const cancelled = await t.call('POST', `appointments/cancel/${result.appointments[1]!.id}`, { token: owner, body: { reason: 'client_request', scope: 'series' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ cancelled: number[] }>().cancelled.sort()).toEqual([result.appointments[1]!.id, result.appointments[2]!.id].sort());
  });
});
