import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@chairside/shared/reports';
import { addDays, zonedDayRange, zonedToday } from '@chairside/shared/rules/calendar-time';
import { previousRange } from '@chairside/shared/rules/report-range';
import { useTestApp } from '../../test/test-app';

/**
 * customer/loyalty, customer/online-booking, and the reports that need reviews (issue 16): every
 * total is worked out here from the raw lines and bookings of Demo Salon, not through the reports' SQL.
 */

const t = useTestApp();
let owner: string;
let zone: string;
let today: string;
interface Line { group_id: number; customer_id: number | null; employee_id: number; price: number; starts_at: Date; source: string }
let kept: Line[];

const report = async (path: string, query: Record<string, string>, token = owner) => {
  const response = await t.call('GET', `reports/${path}`, { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResponse>();
};
const within = (from: string, to: string) => {
  const { start, end } = zonedDayRange(from, to, zone);
  return (l: Line) => l.starts_at >= start && l.starts_at < end;
};

beforeAll(async () => {
  owner = await t.login('owner');
  const venue = (await t.database.db.execute(sql`select timezone from venues where id = ${t.seed.salon.id}`)) as unknown as { rows: { timezone: string }[] };
  zone = venue.rows[0]!.timezone;
  today = zonedToday(new Date(), zone);
  // Every booked line not cancelled, of all time, with its booking's source.
  const result = (await t.database.db.execute(sql`
    select a.group_id, a.customer_id, a.employee_id, a.price, a.starts_at, g.source
    from appointments a join appointment_groups g on g.id = a.group_id
    where a.venue_id = ${t.seed.salon.id} and a.type = 'appointment' and a.status <> 'cancelled'`)) as unknown as { rows: Line[] };
  kept = result.rows.map((l) => ({ ...l, starts_at: new Date(l.starts_at) }));
  expect(kept.some((l) => l.source === 'online')).toBe(true);
});

describe('customer/loyalty: new and returning customers, visits per customer, retention', () => {
  it('agrees with the raw lines for a fortnight that has visits before and after it', async () => {
    const [from, to] = [today, addDays(today, 13)];
    const [prevFrom, prevTo] = previousRange(from, to);
    const inPeriod = kept.filter(within(from, to)).filter((l) => l.customer_id !== null);
    const { start } = zonedDayRange(from, to, zone);
    const customers = new Set(inPeriod.map((l) => l.customer_id!));
    const returning = new Set([...customers].filter((c) => kept.some((l) => l.customer_id === c && l.starts_at < start)));
    const segment = (test: (c: number) => boolean) => {
      const lines = inPeriod.filter((l) => test(l.customer_id!));
      const who = new Set(lines.map((l) => l.customer_id));
      const visits = new Set(lines.map((l) => `${l.customer_id}|${l.group_id}`)).size;
      return { customers: who.size, visits, booked_value: lines.reduce((n, l) => n + l.price, 0), visits_per_customer: who.size ? Math.round((visits / who.size) * 100) / 100 : null };
    };
    const previous = new Set(kept.filter(within(prevFrom, prevTo)).filter((l) => l.customer_id !== null).map((l) => l.customer_id!));
    const retention = previous.size ? Math.round(([...previous].filter((c) => customers.has(c)).length / previous.size) * 1000) / 10 : null;
    expect(returning.size).toBeGreaterThan(0);
    expect(previous.size).toBeGreaterThan(0);

    const loyalty = await report('customer/loyalty', { date_from: from, date_to: to });
    expect(loyalty.state).toBe('ready');
    const fresh = segment((c) => !returning.has(c));
    const back = segment((c) => returning.has(c));
    expect(loyalty.rows).toEqual([
      { segment: 'new', ...fresh, retention: null },
      { segment: 'returning', ...back, retention },
    ]);
    const all = segment(() => true);
    expect(loyalty.totals).toMatchObject({ customers: customers.size, visits: all.visits, booked_value: all.booked_value, visits_per_customer: all.visits_per_customer, retention });
    expect(loyalty.previous).toMatchObject({ date_from: prevFrom, date_to: prevTo });
    expect(loyalty.definitions.map((d) => d.key)).toEqual(['loyalty', 'retention', 'visit']);
  });

  it('a period with no visits has no rows; the export reads back the segment names in the caller’s language', async () => {
    const empty = await report('customer/loyalty', { date_from: '2001-01-01', date_to: '2001-01-31' });
    expect(empty.rows).toEqual([]);
    const csv = await t.call('GET', 'reports/customer/loyalty/export', { token: owner, query: { date_from: today, date_to: addDays(today, 13), format: 'csv' }, lang: 'de' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Wiederkehrend');
    expect(csv.body).toContain('Besuche pro Kunde');
  });

  it('is a Pro report: 403 with limits on the free plan', async () => {
    const other = await t.login('other');
    const response = await t.call('GET', 'reports/customer/loyalty', { token: other, query: { preset: 'this_month' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { reports_advanced: 0 } });
  });
});

describe('customer/online-booking: visits booked on the booking page, per visit day', () => {
  const perDay = (lines: Line[]) => {
    const visits = new Map<string, { online: boolean; services: number; value: number }>();
    for (const l of lines) {
      const key = `${zonedToday(l.starts_at, zone)}|${l.group_id}`;
      const v = visits.get(key) ?? { online: l.source === 'online', services: 0, value: 0 };
      visits.set(key, { ...v, services: v.services + 1, value: v.value + l.price });
    }
    const online = [...visits.values()].filter((v) => v.online);
    return {
      visits: visits.size, online_visits: online.length, online_services: online.reduce((n, v) => n + v.services, 0),
      online_value: online.reduce((n, v) => n + v.value, 0), days: new Set([...visits.keys()].map((k) => k.slice(0, 10))).size,
    };
  };

  it('agrees with the raw lines and bookings, with and without an employee filter', async () => {
    const [from, to] = [addDays(today, -120), addDays(today, 120)];
    const expected = perDay(kept.filter(within(from, to)));
    expect(expected.online_visits).toBeGreaterThan(0);
    const online = await report('customer/online-booking', { date_from: from, date_to: to });
    expect(online.totals).toMatchObject({
      visits: expected.visits, online_visits: expected.online_visits, online_services: expected.online_services, online_value: expected.online_value,
      online_share: Math.round((expected.online_visits / expected.visits) * 1000) / 10,
    });
    expect(online.rows).toHaveLength(expected.days);
    for (const row of online.rows) expect(row.online_share).toBe(Number(row.visits) ? Math.round((Number(row.online_visits) / Number(row.visits)) * 1000) / 10 : null);
    const someone = kept.find((l) => l.source === 'online')!.employee_id;
    const mine = perDay(kept.filter(within(from, to)).filter((l) => l.employee_id === someone));
    const filtered = await report('customer/online-booking', { date_from: from, date_to: to, employee_ids: String(someone) });
    expect(filtered.totals).toMatchObject({ visits: mine.visits, online_visits: mine.online_visits, online_value: mine.online_value });
  });

  it('another venue sees its own bookings only', async () => {
    const other = await t.login('other');
    const [from, to] = [addDays(today, -120), addDays(today, 120)];
    const { start, end } = zonedDayRange(from, to, zone);
    const theirs = (await t.database.db.execute(sql`select count(distinct ((a.starts_at at time zone v.timezone)::date, a.group_id))::int as n
      from appointments a join venues v on v.id = a.venue_id
      where a.venue_id = ${t.seed.other.id} and a.type = 'appointment' and a.status <> 'cancelled' and a.starts_at >= ${start.toISOString()} and a.starts_at < ${end.toISOString()}`)) as unknown as { rows: { n: number }[] };
    const response = await report('customer/online-booking', { date_from: from, date_to: to }, other);
    expect(response.totals.visits).toBe(theirs.rows[0]!.n);
    expect(response.totals.visits).not.toBe(perDay(kept.filter(within(from, to))).visits);
  });
});

describe('reports that need reviews', () => {
  it('customer/nps and employees/satisfaction answer their state with no numbers, and refuse an export with the reason', async () => {
    for (const path of ['customer/nps', 'employees/satisfaction']) {
      expect(await report(path, { preset: 'this_month' })).toMatchObject({ state: 'needs_reviews', rows: [], totals: {}, previous: null, columns: [] });
      for (const background of ['0', '1']) {
        const response = await t.call('GET', `reports/${path}/export`, { token: owner, query: { preset: 'this_month', format: 'xlsx', background }, lang: 'de' });
        expect(response.statusCode, `${path} ${background}`).toBe(422);
        expect(response.json().errors.report[0]).toContain('Kundenbewertungen');
      }
    }
  });
});
