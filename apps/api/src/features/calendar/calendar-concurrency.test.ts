import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstItemId, resourceId, rows, salonStaff, serviceId, store } from './calendar.testkit';

/**
 * Never double-booked, whatever the concurrency: 50 desks book the same time at once and really
 * race (the exclusion constraint decides). Exactly one wins and 49 get a 409 naming the winner.
 */

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
});
afterAll(() => t.close());

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

describe('50 concurrent bookings of one slot', () => {
  it('one employee at one time: exactly one 200 and 49 × 409', async () => {
    const { emma } = salonStaff(t);
    const cut = await serviceId(t, "Women's cut");
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => store(t, owner, '2027-05-05', [{ service_id: cut, employee_id: emma, start_time: '14:00' }])),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 49 });
    const winner = firstItemId(responses.find((r) => r.statusCode === 200)!);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      const body = loser.json<{ code: string; clashes: { appointment_id: number; employee_id: number }[] }>();
      expect(body.code).toBe('SLOT_TAKEN');
      expect(body.clashes[0]).toMatchObject({ appointment_id: winner, employee_id: emma });
    }
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments where employee_id = ${emma} and starts_at::date = '2027-05-05'`);
    expect(count!.n).toBe(1);
  });

  it('one shared resource, fifty different employees and times inside its use: exactly one 200', async () => {
    const staff = Object.values(salonStaff(t));
    const colour = await serviceId(t, 'Root colour');
    const station = await resourceId(t, 'Colour station');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store(t, owner, '2027-05-06', [{ service_id: colour, employee_id: staff[i % staff.length]!, start_time: `10:${String(i % 60).padStart(2, '0')}`, resource_id: station }]),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 49 });
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointment_segments where resource_id = ${station} and lower(during)::date = '2027-05-06'`);
    expect(count!.n).toBe(1);
  });
});
