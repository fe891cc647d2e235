import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import type { Checkout } from '@chairside/shared/sales';
import { useTestApp } from '../../test/test-app';

/** The calendar's basket (spec §2.4): items of bookings in an open checkout, read through the list cache, locked against moves. */

const DAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${DAY}T15:00:00Z`) });
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: key() });
const list = async () => {
  const response = await t.call('GET', `appointments?date_from=${DAY}&date_to=${DAY}`, { token: owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AppointmentsResponse>();
};
async function firstId(query: ReturnType<typeof sql>): Promise<number> {
  return ((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

describe('the calendar basket', () => {
  it('shows a booking in an open checkout in the basket (the cached list drops at once), refuses to move it, and empties when paid', async () => {
    const [emma, , , , julia] = t.seed.salon.employeeIds as number[];
    const cut = await firstId(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${"Women's cut"}`);
    const trim = await firstId(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${'Fringe trim'}`);
    const stored = await post('appointments/store', {
      date: DAY, force: true,
      services: [{ service_id: cut, employee_id: emma, start_time: '08:00' }, { service_id: trim, employee_id: julia, start_time: '08:00' }],
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const booked = stored.json<{ group_id: number; appointments: { id: number }[] }>();
    const ids = booked.appointments.map((a) => a.id).sort();

    // Read (and cached) before the checkout opens: nothing in the basket.
    const before = await list();
    expect(before.appointments.some((item) => item.id === ids[0])).toBe(true);
    expect(before.basket.filter((item) => item.group_id === booked.group_id)).toEqual([]);

    const opened = await post('checkouts/store', { appointment_id: ids[0] });
    expect(opened.statusCode, opened.body).toBe(200);
    const cart = opened.json<{ data: Checkout }>().data;

    const during = await list();
    expect(during.basket.filter((item) => item.group_id === booked.group_id).map((item) => item.id).sort()).toEqual(ids);
    // The items stay in appointments too: the basket marks them, it does not take them away.
    expect(during.appointments.filter((item) => ids.includes(item.id))).toHaveLength(2);

    const moved = await post(`appointments/reschedule/${ids[0]}`, { date: DAY, start_time: '13:00' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<{ errors: Record<string, string[]> }>().errors.id).toEqual(['This appointment is in an open checkout and cannot be moved.']);
    const resized = await post(`appointments/update-duration/${ids[1]}`, { duration_detail: { duration: 45 } });
    expect(resized.statusCode).toBe(422);
    expect(resized.json<{ errors: Record<string, string[]> }>().errors.id![0]).toContain('open checkout');

    const paid = await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await list();
    expect(after.basket.filter((item) => item.group_id === booked.group_id)).toEqual([]);
  });
});
