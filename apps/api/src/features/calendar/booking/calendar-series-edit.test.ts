import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { rows, salonStaff, serviceId, store } from '../calendar.testkit';

/** POST appointments/update-series/{id}: "this and following" and "all" for a recurring series. */

const t = useTestApp();
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let cut: number;
let trim: number;
let customer: number;

beforeAll(async () => {
  owner = await t.login('owner');
  staff = salonStaff(t);
  cut = await serviceId(t, "Women's cut");
  trim = await serviceId(t, 'Fringe trim');
  customer = (await rows<{ id: number }>(t, sql`select id from customers where venue_id = ${t.seed.salon.id} and email <> '' order by id limit 1`))[0]!.id;
});

interface Booked { group_id: number; date: string; id: number }
interface Listed { id: number; group_id: number; employee_id: number; service_id: number | null; status: string; date: string; start: string }

async function series(date: string, count: number, employee: number): Promise<Booked[]> {
  const response = await t.call('POST', 'appointments/recurring', {
    token: owner,
    body: { date, customer_id: customer, services: [{ service_id: cut, employee_id: employee, start_time: '10:00' }], repeat: { every: 1, unit: 'week', count } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ created: { date: string; group_id: number }[]; appointments: { id: number; group_id: number }[] }>();
  return body.created.map((c) => ({ ...c, id: body.appointments.find((a) => a.group_id === c.group_id)!.id }));
}

const linesOf = async (bookings: Booked[]) => rows<Listed>(t, sql`
  select id, group_id, employee_id, service_id, status, to_char(starts_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as date,
    to_char(starts_at at time zone 'Europe/Amsterdam', 'HH24:MI') as start
  from appointments where group_id = any(${`{${bookings.map((b) => b.group_id).join(',')}}`}::int[]) and status <> 'cancelled' order by starts_at, id`);
const changedOf = async (bookings: Booked[]) => (await rows<{ group_id: number }>(t, sql`
  select group_id from event_messages where event = 'booking_changed' and group_id = any(${`{${bookings.map((b) => b.group_id).join(',')}}`}::int[]) order by id`)).map((m) => m.group_id);

const edit = (item: Booked, scope: string, line: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  t.call('POST', `appointments/update-series/${item.id}`, {
    token: owner, body: { scope, date: item.date, customer_id: customer, services: [{ id: item.id, service_id: cut, employee_id: staff.julia, start_time: '10:00', ...line }], ...extra },
  });

describe('editing a recurring series', () => {
  it('this and following: later bookings take the new time and employee, earlier ones stay; each changed booking is told once', async () => {
    const booked = await series('2027-10-04', 5, staff.noah);
    // The fourth booking was confirmed by its customer: it stays confirmed.
    expect((await t.call('POST', `appointments/update-status/${booked[3]!.id}`, { token: owner, body: { status: 'confirmed' } })).statusCode).toBe(200);

    const response = await edit(booked[1]!, 'following', { employee_id: staff.julia, start_time: '14:00' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ group_id: number; series_id: number; updated: { date: string; group_id: number }[]; appointments: { start_time: string }[] }>();
    expect(answer.updated.map((u) => u.date)).toEqual(booked.slice(1).map((b) => b.date));
    expect(answer.appointments[0]!.start_time).toBe('14:00');

    const lines = await linesOf(booked);
    expect(lines.map((l) => [l.date, l.start, l.employee_id])).toEqual([
      [booked[0]!.date, '10:00', staff.noah],
      ...booked.slice(1).map((b) => [b.date, '14:00', staff.julia]),
    ]);
    expect(lines[3]!.status).toBe('confirmed');
    expect((await changedOf(booked)).sort()).toEqual(booked.slice(1).map((b) => b.group_id).sort());

    // The same edit again changes nothing the customer sees: nothing more is told.
    expect((await edit(booked[1]!, 'following', { employee_id: staff.julia, start_time: '14:00' })).statusCode).toBe(200);
    expect(await changedOf(booked)).toHaveLength(4);
  });

  it('a clash in any booking answers 409 naming its date and writes nothing; with force all are written', async () => {
    const booked = await series('2027-11-01', 4, staff.daan);
    await store(t, owner, booked[2]!.date, [{ service_id: cut, employee_id: staff.tess, start_time: '15:15' }]);
    const before = await linesOf(booked);

    const refused = await edit(booked[0]!, 'following', { employee_id: staff.tess, start_time: '15:00' });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ code: string; occurrences: { date: string; clash: boolean }[]; clashes: { occurrence: string }[] }>();
    expect(body.code).toBe('SLOT_TAKEN');
    expect(body.occurrences.filter((o) => o.clash).map((o) => o.date)).toEqual([booked[2]!.date]);
    expect(body.clashes.map((c) => c.occurrence)).toEqual([booked[2]!.date]);
    expect(await linesOf(booked)).toEqual(before);

    const forced = await edit(booked[0]!, 'following', { employee_id: staff.tess, start_time: '15:00' }, { force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await linesOf(booked)).map((l) => [l.start, l.employee_id])).toEqual(booked.map(() => ['15:00', staff.tess]));
  });

  it('two bookings of the series may swap into each other’s time (a move by a week); a booking may not move onto another of the series', async () => {
    const booked = await series('2027-12-06', 3, staff.milan);
    // Everything a week later: the first lands where the second was, all in one write.
    const later = await edit(booked[0]!, 'following', { employee_id: staff.milan }, { date: '2027-12-13' });
    expect(later.statusCode, later.body).toBe(200);
    expect((await linesOf(booked)).map((l) => l.date)).toEqual(['2027-12-13', '2027-12-20', '2027-12-27']);
    // "This and following" from the second, moved a week back onto the first: the two would overlap.
    const [, second] = await linesOf(booked);
    const clash = await t.call('POST', `appointments/update-series/${second!.id}`, {
      token: owner, body: { scope: 'following', date: '2027-12-13', customer_id: customer, services: [{ id: second!.id, service_id: cut, employee_id: staff.milan, start_time: '10:00' }] },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('all: every booking still to come takes the new service; one under way is left as it is', async () => {
    const booked = await series('2028-01-10', 3, staff.sofia);
    await t.database.db.execute(sql`update appointments set status = 'started' where id = ${booked[2]!.id}`);
    const response = await edit(booked[1]!, 'all', { service_id: trim, employee_id: staff.sofia });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ updated: { group_id: number }[] }>().updated.map((u) => u.group_id).sort()).toEqual([booked[0]!.group_id, booked[1]!.group_id].sort());
    expect((await linesOf(booked)).map((l) => l.service_id)).toEqual([trim, trim, cut]);
  });

  it('a booking outside a series is edited alone; a line of another booking is refused', async () => {
    const single = await store(t, owner, '2028-02-07', [{ service_id: cut, employee_id: staff.lucas, start_time: '09:00' }], { customer_id: customer });
    const item = single.json<{ group_id: number; appointments: { id: number }[] }>();
    const booked = { group_id: item.group_id, id: item.appointments[0]!.id, date: '2028-02-07' };
    const response = await edit(booked, 'all', { employee_id: staff.lucas, start_time: '11:00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ series_id: number | null; updated: unknown[] }>()).toMatchObject({ series_id: null, updated: [{ date: '2028-02-07', group_id: item.group_id }] });

    const other = await series('2028-02-14', 2, staff.lucas);
    const wrong = await t.call('POST', `appointments/update-series/${other[0]!.id}`, {
      token: owner, body: { scope: 'following', date: other[0]!.date, services: [{ id: booked.id, service_id: cut, employee_id: staff.lucas, start_time: '10:00' }] },
    });
    expect(wrong.statusCode).toBe(422);

    // Another venue's user, with a valid body: not found, and nothing changes.
    const stranger = await t.login('other');
    const before = await linesOf(other);
    const foreign = await t.call('POST', `appointments/update-series/${other[0]!.id}`, {
      token: stranger, body: { scope: 'all', date: other[0]!.date, services: [{ id: other[0]!.id, employee_id: staff.lucas, start_time: '12:00' }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await linesOf(other)).toEqual(before);
  });
});
