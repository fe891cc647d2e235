import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { createRandom } from '../../db/seed/random';
import { rolledBack } from '../../test/rolled-back';
import { useTestApp } from '../../test/test-app';
import { compactDailyStats } from './reports.jobs';

/**
 * appointment_daily_stats (issue 16) equals the raw booked lines after any mix of writes: random
 * creates, moves (time and employee), status changes, cancels and un-cancels, type changes, deletes and
 * edits that change nothing, single and several rows per statement, some in concurrent transactions,
 * with the compaction job in between and a change of the venue's time zone. The writes are plain SQL as
 * the app role: the triggers keep the sums, whatever code writes the lines.
 */

const t = useTestApp();
let venueId: number;
let employees: number[];
let services: { id: number; price: number }[];
let customers: number[];

type Key = string;
async function all<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Both sides as key → sums, keys summing to nothing left out; then the visits. */
async function compare(db: Queryable) {
  await compareStatsOnly(db);
  await compareVisits(db);
}

async function compareStatsOnly(db: Queryable) {
  const shape = (rows: Record<string, unknown>[]) =>
    new Map<Key, string>(rows.map((r) => [`${r.day}|${r.employee_id}|${r.service_id}|${r.status}|${r.cancel_reason}`, `${r.lines}|${r.minutes}|${r.employee_minutes}|${r.booked_value}`]));
  const rollup = await all<Record<string, unknown>>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, employee_id, service_id, status, cancel_reason, sum(lines)::int as lines, sum(minutes)::int as minutes,
      sum(employee_minutes)::int as employee_minutes, sum(booked_value)::int as booked_value
    from appointment_daily_stats where venue_id = ${venueId} group by 1, 2, 3, 4, 5
    having sum(lines) <> 0 or sum(minutes) <> 0 or sum(employee_minutes) <> 0 or sum(booked_value) <> 0`);
  const raw = await all<Record<string, unknown>>(db, sql`
    select to_char((a.starts_at at time zone v.timezone)::date, 'YYYY-MM-DD') as day, a.employee_id, a.service_id, a.status, a.cancel_reason,
      count(*)::int as lines, sum(a.initial_minutes + a.gap_minutes + a.finish_minutes)::int as minutes,
      sum(a.initial_minutes + a.finish_minutes)::int as employee_minutes, sum(a.price)::int as booked_value
    from appointments a join venues v on v.id = a.venue_id where a.venue_id = ${venueId} and a.type = 'appointment' group by 1, 2, 3, 4, 5`);
  expect(raw.length).toBeGreaterThan(20);
  const [got, want] = [shape(rollup), shape(raw)];
  expect([...got.entries()].sort()).toEqual([...want.entries()].sort());
}

/**
 * Visits per day, and of them the online bookings with their lines and booked value: every day with lines not
 * cancelled has a stored count or a marker, and after a refresh the stored counts are the lines'.
 */
async function compareVisits(db: Queryable) {
  const raw = await all<{ day: string; visits: string }>(db, sql`
    select to_char((a.starts_at at time zone v.timezone)::date, 'YYYY-MM-DD') as day,
      concat_ws('|', count(distinct a.group_id), count(distinct a.group_id) filter (where g.source = 'online'),
        count(*) filter (where g.source = 'online'), coalesce(sum(a.price) filter (where g.source = 'online'), 0)) as visits
    from appointments a join venues v on v.id = a.venue_id join appointment_groups g on g.venue_id = a.venue_id and g.id = a.group_id
    where a.venue_id = ${venueId} and a.type = 'appointment' and a.status <> 'cancelled' group by 1`);
  expect(raw.some((r) => !r.visits.endsWith('|0|0|0'))).toBe(true);
  const marked = new Set((await all<{ day: string }>(db, sql`select distinct to_char(day, 'YYYY-MM-DD') as day from appointment_visit_days_dirty where venue_id = ${venueId}`)).map((r) => r.day));
  const stored = async () => new Map((await all<{ day: string; visits: string }>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, concat_ws('|', visits, online_visits, online_lines, online_value) as visits
    from appointment_daily_visits where venue_id = ${venueId}`)).map((r) => [r.day, r.visits]));
  const before = await stored();
  for (const { day, visits } of raw) if (!marked.has(day)) expect(before.get(day), day).toBe(visits);
  await db.execute(sql`select chairside_refresh_appointment_daily_visits(${venueId})`);
  const after = await stored();
  const counted = new Map(raw.map((r) => [r.day, r.visits]));
  for (const [day, visits] of after) expect(visits, day).toBe(counted.get(day) ?? '0|0|0|0');
  for (const { day, visits } of raw) expect(after.get(day), day).toBe(visits);
  const left = await all<{ n: number }>(db, sql`select count(*)::int as n from appointment_visit_days_dirty where venue_id = ${venueId}`);
  expect(left[0]!.n).toBe(0);
}

beforeAll(async () => {
  venueId = t.seed.salon.id;
  const db = t.database.db;
  employees = (await all<{ id: number }>(db, sql`select id from employees where venue_id = ${venueId} order by id`)).map((r) => r.id);
  services = await all<{ id: number; price: number }>(db, sql`select id, price from services where venue_id = ${venueId} order by id`);
  customers = (await all<{ id: number }>(db, sql`select id from customers where venue_id = ${venueId} order by id limit 30`)).map((r) => r.id);
});

describe('appointment_daily_stats', () => {
  it('starts equal to the seeded lines (the migration backfilled them; the seed wrote more after)', async () => {
    await compare(t.database.db);
  });

  it('stays equal after random creates, moves, status changes, cancels, deletes, concurrent writes, compaction and a time-zone change', async () => {
    const db = t.database.db;
    const random = createRandom(20_261_128);
    const pick = <T>(list: T[]): T => list[random.int(0, list.length - 1)]!;
    const lineIds = async () => (await all<{ id: number }>(db, sql`select id from appointments where venue_id = ${venueId} and type in ('appointment', 'blocked') order by id`)).map((r) => r.id);
    const statuses = ['new', 'confirmed', 'started', 'running-late', 'done', 'cancelled'];
    const reasons = [null, 'no_show', 'client_request', 'other'];

    const create = async (tx: Queryable) => {
      const customer = random.int(0, 4) === 0 ? null : pick(customers);
      const [group] = await all<{ id: number }>(tx, sql`insert into appointment_groups (venue_id, customer_id) values (${venueId}, ${customer}) returning id`);
      const count = random.int(1, 3);
      for (let i = 0; i < count; i += 1) {
        const service = random.int(0, 6) === 0 ? null : pick(services);
        const status = pick(statuses);
        // Around midnight on the venue's clock (and on UTC's) now and then, so a time-zone change moves lines between days.
        const start = new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 3) * 15));
        const initial = random.int(1, 90);
        const gap = random.int(0, 2) === 0 ? random.int(5, 30) : 0;
        const finish = gap ? random.int(5, 30) : 0;
        await tx.execute(sql`insert into appointments (venue_id, group_id, type, status, customer_id, employee_id, service_id, starts_at, ends_at,
            initial_minutes, gap_minutes, finish_minutes, price, cancel_reason)
          values (${venueId}, ${group!.id}, ${random.int(0, 9) === 0 ? 'blocked' : 'appointment'}, ${status}, ${customer}, ${pick(employees)}, ${service?.id ?? null},
            ${start.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz + ${initial + gap + finish} * interval '1 minute',
            ${initial}, ${gap}, ${finish}, ${service ? service.price + random.int(-500, 500) : 0}, ${status === 'cancelled' ? pick(reasons) : null})`);
      }
    };
    const change = async (tx: Queryable, ids: number[]) => {
      const some = ids.length ? [...new Set(Array.from({ length: random.int(1, 3) }, () => pick(ids)))] : [];
      if (!some.length) return create(tx);
      const list = sql`${`{${some.join(',')}}`}::int[]`;
      switch (random.int(0, 7)) {
        case 0: // move in time (same or other day), all chosen lines in one statement
        {
          const minutes = random.int(-3000, 3000);
          return tx.execute(sql`update appointments set starts_at = starts_at + ${minutes} * interval '1 minute', ends_at = ends_at + ${minutes} * interval '1 minute'
            where venue_id = ${venueId} and id = any(${list})`);
        }
        case 1: // to another employee, and a new split and price
          return tx.execute(sql`update appointments set employee_id = ${pick(employees)}, initial_minutes = ${random.int(1, 60)}, price = price + ${random.int(0, 900)},
            ends_at = starts_at + interval '1 day' where venue_id = ${venueId} and id = any(${list})`);
        case 2: // another status
          return tx.execute(sql`update appointments set status = ${pick(statuses.filter((s) => s !== 'cancelled'))}, cancel_reason = null where venue_id = ${venueId} and id = any(${list})`);
        case 3: // cancel
          return tx.execute(sql`update appointments set status = 'cancelled', cancel_reason = ${pick(reasons)}, cancelled_at = now() where venue_id = ${venueId} and id = any(${list})`);
        case 4: // delete
          return tx.execute(sql`delete from appointments where venue_id = ${venueId} and id = any(${list})`);
        case 5: // a change the reports do not see
          return tx.execute(sql`update appointments set note = ${`note ${random.int(0, 99)}`}, color = 'appt_green' where venue_id = ${venueId} and id = any(${list})`);
        case 6: // blocked time becomes a booked line and back
          return tx.execute(sql`update appointments set type = case when type = 'appointment' then 'blocked' else 'appointment' end where venue_id = ${venueId} and id = any(${list})`);
        default: // another service
          return tx.execute(sql`update appointments set service_id = ${random.int(0, 3) === 0 ? null : pick(services).id} where venue_id = ${venueId} and id = any(${list})`);
      }
    };

    for (let round = 0; round < 6; round += 1) {
      let ids = await lineIds();
      for (let i = 0; i < 40; i += 1) {
        await (random.int(0, 3) === 0 ? create(db) : change(db, ids));
        if (i % 10 === 9) ids = await lineIds();
      }
      // Concurrent transactions of several statements each, on the same days and employees.
      ids = await lineIds();
      const disjoint = Array.from({ length: 6 }, (_, k) => ids.filter((id) => id % 6 === k));
      await Promise.all(disjoint.map((own) => db.transaction(async (tx) => {
        for (let i = 0; i < 4; i += 1) await (random.int(0, 2) === 0 ? create(tx) : change(tx, own));
      })));
      // A transaction that rolls back leaves nothing behind.
      await rolledBack(db, async (tx) => {
        await create(tx);
        await change(tx, ids);
      });
      // The stats every round; the visits' refresh only every other round, so markers pile up in between.
      if (round % 2 === 0) await compareStatsOnly(db);
      else await compare(db);
      if (round % 2 === 1) {
        expect(await compactDailyStats({ db })).toBeGreaterThan(0);
        const dupes = await all<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from appointment_daily_stats where venue_id = ${venueId}
          group by day, employee_id, service_id, status, cancel_reason having count(*) > 1) x`);
        expect(dupes[0]!.n).toBe(0);
        await compare(db);
      }
    }

    // Another clock moves lines across days: the venue's rows are made again.
    const [{ timezone }] = await all<{ timezone: string }>(db, sql`select timezone from venues where id = ${venueId}`) as [{ timezone: string }];
    await db.execute(sql`update venues set timezone = 'Pacific/Auckland' where id = ${venueId}`);
    await compare(db);
    await db.execute(sql`update venues set timezone = ${timezone} where id = ${venueId}`);
    await compare(db);
  });

  it('keeps another venue’s rows out of the app role’s reach', async () => {
    const scoped = t.database.forVenue(t.seed.other.id);
    const rows = await all<{ n: number }>(scoped, sql`select count(*)::int as n from appointment_daily_stats where venue_id = ${venueId}`);
    expect(rows[0]!.n).toBe(0);
  });
});
