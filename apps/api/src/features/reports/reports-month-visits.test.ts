import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@chairside/shared/reports';
import { zonedDayRange } from '@chairside/shared/rules/calendar-time';
import { previousRange } from '@chairside/shared/rules/report-range';
import type { Queryable } from '../../db/client';
import { createRandom } from '../../db/seed/random';
import { rolledBack } from '../../test/rolled-back';
import { useTestApp } from '../../test/test-app';
import { compactDailyStats } from './reports.jobs';
import { wholeMonths } from './reports.visits.queries';

/**
 * customer/visits, customer/loyalty and employees/visits read appointment_month_visits for whole months
 * and the raw lines for the edge days (issue 16). Property-style: after random writes in plain SQL as the
 * app role (bookings made, lines moved across month ends and the venue's midnight, to another employee or
 * customer, repriced, cancelled and restored, deleted, turned into blocked time; some in concurrent
 * transactions on the same bookings; some rolled back), with compaction and a time-zone change, every answer
 * over the HTTP edge equals what is computed here from the raw lines, for ranges with and without whole months.
 */

const t = useTestApp();
let owner: string;
let venueId: number;
let zone: string;
let employees: { id: number; name: string; archived: boolean }[];
let services: { id: number; price: number }[];
let customers: { id: number; name: string }[];
interface Line { group_id: number; customer_id: number | null; employee_id: number; price: number; starts_at: Date }

async function all<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const report = async (path: string, query: Record<string, string>) => {
  const response = await t.call('GET', `reports/${path}`, { token: owner, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResponse>();
};

const RANGES: [string, string][] = [
  ['2026-01-01', '2026-12-31'], // whole months only
  ['2026-02-13', '2026-05-09'], // edges on both sides
  ['2026-03-01', '2026-03-31'], // one month
  ['2026-03-05', '2026-03-20'], // no whole month
  ['2025-12-15', '2026-02-14'], // across a year end
  ['2026-01-31', '2026-03-01'], // one whole month between one-day edges
];

/** The expected answers, from the kept lines of all time. */
function expected(kept: Line[], from: string, to: string) {
  const { start, end } = zonedDayRange(from, to, zone);
  const inRange = kept.filter((l) => l.starts_at >= start && l.starts_at < end);
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const name = (id: number) => customers.find((c) => c.id === id)?.name ?? '';

  const byCustomer = new Map<number, Line[]>();
  for (const l of inRange) if (l.customer_id !== null) byCustomer.set(l.customer_id, [...(byCustomer.get(l.customer_id) ?? []), l]);
  const visits = [...byCustomer].map(([id, list]) => ({
    customer: name(id), visits: new Set(list.map((l) => l.group_id)).size, services: list.length,
    booked_value: list.reduce((n, l) => n + l.price, 0), last_visit: dayOf(new Date(Math.max(...list.map((l) => l.starts_at.getTime())))),
  }));

  const first = new Map<number, number>();
  for (const l of kept) if (l.customer_id !== null) first.set(l.customer_id, Math.min(first.get(l.customer_id) ?? Infinity, l.starts_at.getTime()));
  const staff = employees.filter((e) => !e.archived || inRange.some((l) => l.employee_id === e.id)).map((e) => {
    const list = inRange.filter((l) => l.employee_id === e.id);
    const who = new Set(list.flatMap((l) => (l.customer_id === null ? [] : [l.customer_id])));
    return {
      employee: e.name, booked_value: list.reduce((n, l) => n + l.price, 0), visits: new Set(list.map((l) => l.group_id)).size,
      customers: who.size, new_customers: [...who].filter((c) => first.get(c)! >= start.getTime()).length,
    };
  });

  const [prevFrom, prevTo] = previousRange(from, to);
  const before = zonedDayRange(prevFrom, prevTo, zone);
  const previous = new Set(kept.filter((l) => l.customer_id !== null && l.starts_at >= before.start && l.starts_at < before.end).map((l) => l.customer_id!));
  const segment = (back: boolean) => {
    const rows = visits.filter((_, i) => (first.get([...byCustomer.keys()][i]!)! < start.getTime()) === back);
    const n = rows.length;
    const v = rows.reduce((s, r) => s + r.visits, 0);
    return { customers: n, visits: v, visits_per_customer: n ? Math.round((v / n) * 100) / 100 : null, booked_value: rows.reduce((s, r) => s + r.booked_value, 0) };
  };
  const retention = previous.size ? Math.round(([...previous].filter((c) => byCustomer.has(c)).length / previous.size) * 1000) / 10 : null;
  const loyalty = byCustomer.size ? [{ segment: 'new', ...segment(false), retention: null }, { segment: 'returning', ...segment(true), retention }] : [];
  return { visits, staff, loyalty };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

async function compareAll() {
  const kept = (await all<Line>(t.database.db, sql`
    select group_id, customer_id, employee_id, price, starts_at from appointments
    where venue_id = ${venueId} and type = 'appointment' and status <> 'cancelled'`)).map((l) => ({ ...l, starts_at: new Date(l.starts_at) }));
  for (const [from, to] of RANGES) {
    const want = expected(kept, from, to);
    const query = { date_from: from, date_to: to };
    const [visits, staff, loyalty] = await Promise.all([report('customer/visits', query), report('employees/visits', query), report('customer/loyalty', query)]);
    expect(sorted(visits.rows), `customer/visits ${from}..${to}`).toEqual(sorted(want.visits));
    expect(visits.truncated).toBe(false);
    expect(sorted(staff.rows), `employees/visits ${from}..${to}`).toEqual(sorted(want.staff));
    expect(loyalty.rows, `customer/loyalty ${from}..${to}`).toEqual(want.loyalty);
    // The employee filter narrows the rollup's rows too.
    const one = employees[1]!;
    const filtered = await report('employees/visits', { ...query, employee_ids: String(one.id) });
    expect(filtered.rows, `employees/visits for one ${from}..${to}`).toEqual(want.staff.filter((r) => r.employee === one.name));
  }
}

beforeAll(async () => {
  owner = await t.login('owner');
  venueId = t.seed.salon.id;
  const db = t.database.db;
  zone = (await all<{ timezone: string }>(db, sql`select timezone from venues where id = ${venueId}`))[0]!.timezone;
  employees = await all(db, sql`select id, trim(first_name || ' ' || last_name) as name, archived from employees where venue_id = ${venueId} order by id`);
  services = await all(db, sql`select id, price from services where venue_id = ${venueId} order by id`);
  customers = await all(db, sql`select id, trim(first_name || ' ' || last_name) as name from customers where venue_id = ${venueId} order by id`);
});

describe('appointment_month_visits behind customer/visits, customer/loyalty and employees/visits', () => {
  it('has whole months only where the range covers them', () => {
    expect(wholeMonths('2026-01-01', '2026-12-31')).toEqual({ first: '2026-01-01', end: '2027-01-01' });
    expect(wholeMonths('2026-02-13', '2026-05-09')).toEqual({ first: '2026-03-01', end: '2026-05-01' });
    expect(wholeMonths('2026-03-05', '2026-03-20')).toEqual({ first: '2026-03-05', end: '2026-03-05' });
    expect(wholeMonths('2025-12-15', '2026-02-14')).toEqual({ first: '2026-01-01', end: '2026-02-01' });
    expect(wholeMonths('2026-02-01', '2026-02-28')).toEqual({ first: '2026-02-01', end: '2026-03-01' });
  });

  it('answers as the raw lines for the seeded venue', async () => {
    await compareAll();
  });

  it('answers as the raw lines after random writes, concurrent ones, compaction and a time-zone change', async () => {
    const db = t.database.db;
    const random = createRandom(16_161_616);
    const pick = <T>(list: T[]): T => list[random.int(0, list.length - 1)]!;
    const few = customers.slice(0, 12).map((c) => c.id);
    const groupIds = async () => (await all<{ id: number }>(db, sql`select id from appointment_groups where venue_id = ${venueId} order by id desc limit 60`)).map((r) => r.id);
    const lineIds = async () => (await all<{ id: number }>(db, sql`select id from appointments where venue_id = ${venueId} and type in ('appointment', 'blocked') order by id desc limit 300`)).map((r) => r.id);
    const statuses = ['new', 'confirmed', 'done', 'cancelled'];
    // Near month ends and the venue's midnight often, so moves cross months and a time-zone change moves lines between them.
    const when = () => new Date(Date.UTC(random.int(2025, 2026), random.int(0, 11), pick([1, 1, 2, 15, 28, 30, 31]), pick([0, 1, 10, 22, 23]), random.int(0, 3) * 15));
    const addLine = async (tx: Queryable, group: number, customer: number | null, at: Date) => {
      const service = pick(services);
      const status = pick(statuses);
      await tx.execute(sql`insert into appointments (venue_id, group_id, type, status, customer_id, employee_id, service_id, starts_at, ends_at, initial_minutes, price, cancel_reason)
        values (${venueId}, ${group}, ${random.int(0, 9) === 0 ? 'blocked' : 'appointment'}, ${status}, ${customer}, ${pick(employees).id}, ${service.id},
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz + interval '30 minutes', 30, ${service.price + random.int(0, 900)},
          ${status === 'cancelled' ? pick(['no_show', 'client_request']) : null})`);
    };
    const create = async (tx: Queryable) => {
      const customer = random.int(0, 5) === 0 ? null : pick(few);
      const [group] = await all<{ id: number }>(tx, sql`insert into appointment_groups (venue_id, customer_id) values (${venueId}, ${customer}) returning id`);
      const at = when();
      for (let i = random.int(1, 3); i > 0; i -= 1) await addLine(tx, group!.id, customer, new Date(at.getTime() + i * 30 * 60_000));
    };
    const change = async (tx: Queryable, lines: number[], groups: number[]) => {
      const list = sql`${`{${[...new Set(Array.from({ length: random.int(1, 3) }, () => pick(lines)))].join(',')}}`}::int[]`;
      switch (random.int(0, 8)) {
        case 0: { // move by hours or weeks: across the venue's midnight, a month end, or not
          const minutes = pick([random.int(-600, 600), random.int(-60_000, 60_000)]);
          return tx.execute(sql`update appointments set starts_at = starts_at + ${minutes} * interval '1 minute', ends_at = ends_at + ${minutes} * interval '1 minute'
            where venue_id = ${venueId} and id = any(${list})`);
        }
        case 1: // another employee and price
          return tx.execute(sql`update appointments set employee_id = ${pick(employees).id}, price = price + ${random.int(-200, 900)} where venue_id = ${venueId} and id = any(${list})`);
        case 2: // another customer (a merge moves lines; a line alone makes a booking of two customers) or none
          return tx.execute(sql`update appointments set customer_id = ${random.int(0, 4) === 0 ? null : pick(few)} where venue_id = ${venueId} and id = any(${list})`);
        case 3: // cancel
          return tx.execute(sql`update appointments set status = 'cancelled', cancel_reason = 'client_request', cancelled_at = now() where venue_id = ${venueId} and id = any(${list})`);
        case 4: // restore
          return tx.execute(sql`update appointments set status = 'confirmed', cancel_reason = null where venue_id = ${venueId} and id = any(${list})`);
        case 5: // delete
          return tx.execute(sql`delete from appointments where venue_id = ${venueId} and id = any(${list})`);
        case 6: // blocked time and back
          return tx.execute(sql`update appointments set type = case when type = 'appointment' then 'blocked' else 'appointment' end where venue_id = ${venueId} and id = any(${list})`);
        case 7: // a line added to an existing booking, at another time
          return addLine(tx, pick(groups), pick([null, ...few]), when());
        default: // a change these reports do not see
          return tx.execute(sql`update appointments set note = 'n' where venue_id = ${venueId} and id = any(${list})`);
      }
    };

    for (let round = 0; round < 4; round += 1) {
      let [lines, groups] = [await lineIds(), await groupIds()];
      for (let i = 0; i < 40; i += 1) {
        await (random.int(0, 3) === 0 ? create(db) : change(db, lines, groups));
        if (i % 10 === 9) [lines, groups] = [await lineIds(), await groupIds()];
      }
      // Concurrent transactions of several statements each, on the same bookings (different lines).
      [lines, groups] = [await lineIds(), await groupIds()];
      // Writers of one booking take its lock in turn; two transactions that take two bookings' locks in opposite
      // orders deadlock as they would on the lines' row locks, and the one PostgreSQL aborts is retried.
      await Promise.all(Array.from({ length: 5 }, async (_, k) => {
        const own = lines.filter((id) => id % 5 === k);
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await db.transaction(async (tx) => {
              for (let i = 0; i < 4; i += 1) await (random.int(0, 3) === 0 ? create(tx) : change(tx, own, groups));
            });
          } catch (error) {
            const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
            if (code !== '40P01' || attempt > 5) throw error;
          }
        }
      }));
      await rolledBack(db, async (tx) => {
        await create(tx);
        await change(tx, lines, groups);
      });
      if (round % 2 === 1) expect(await compactDailyStats({ db })).toBeGreaterThan(0);
      await compareAll();
    }
    const irregular = await all<{ n: number }>(db, sql`select count(*)::int as n from appointment_irregular_groups where venue_id = ${venueId}`);
    expect(irregular[0]!.n).toBeGreaterThan(0);

    const [{ timezone }] = await all<{ timezone: string }>(db, sql`select timezone from venues where id = ${venueId}`) as [{ timezone: string }];
    await db.execute(sql`update venues set timezone = 'Pacific/Auckland' where id = ${venueId}`);
    zone = 'Pacific/Auckland';
    await compareAll();
    await db.execute(sql`update venues set timezone = ${timezone} where id = ${venueId}`);
    zone = timezone;
    await compareAll();
  });

  it('keeps another venue’s rows out of the app role’s reach', async () => {
    const scoped = t.database.forVenue(t.seed.other.id);
    const rows = await all<{ n: number }>(scoped, sql`select count(*)::int as n from appointment_month_visits where venue_id = ${venueId}`);
    expect(rows[0]!.n).toBe(0);
  });
});
