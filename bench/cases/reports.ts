import { sql } from 'drizzle-orm';
import { REPORTS } from '@chairside/shared/reports';
import type { Db } from '../../apps/api/src/db/client';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const CONNECTIONS = 10;
const APPOINTMENTS = 200_000;
const TZ = 'Europe/Amsterdam';

/**
 * Demo Salon with two years of bookings (about 200,000 service lines ending a year ahead of today's
 * year, 5 % cancelled, a third of those no-shows, a fifth booked online), then every ready report for this_year at 10
 * connections (target p95 ≤ 200 ms) and the hub's today figures (≤ 100 ms). The lines go in with one
 * INSERT … SELECT: the reports read them, whatever made them.
 */
export async function grow(db: Db, venueId: number): Promise<number> {
  await db.execute(sql`
    with staff as (select array_agg(id) as ids from employees where venue_id = ${venueId} and not archived),
    catalogue as (select array_agg(id) as ids, array_agg(price) as prices, array_agg(initial_minutes) as mins from services where venue_id = ${venueId}),
    people as (select array_agg(id) as ids from customers where venue_id = ${venueId}),
    drafts as (
      select i, people.ids[1 + (i % array_length(people.ids, 1))] as customer_id,
        staff.ids[1 + (i % array_length(staff.ids, 1))] as employee_id,
        1 + ((i * 7) % array_length(catalogue.ids, 1)) as s,
        date_trunc('year', now() at time zone ${TZ}) - interval '1 year' + (i % 730) * interval '1 day' + (9 + (i * 13) % 9) * interval '1 hour' as wall,
        catalogue.ids as sids, catalogue.prices as prices, catalogue.mins as mins
      from generate_series(1, ${APPOINTMENTS}) i, staff, catalogue, people
    ),
    g as (
      insert into appointment_groups (venue_id, customer_id, source)
      select ${venueId}, customer_id, case when i % 5 = 0 then 'online' else 'desk' end from drafts order by i returning id, customer_id
    ),
    numbered as (select id, row_number() over (order by id) as n from g)
    insert into appointments (venue_id, group_id, type, status, customer_id, employee_id, service_id, starts_at, ends_at, initial_minutes, price, cancel_reason, cancelled_at)
    select ${venueId}, numbered.id, 'appointment',
      case when d.i % 20 = 0 then 'cancelled' when (d.wall at time zone ${TZ}) < now() then 'done' else 'confirmed' end,
      d.customer_id, d.employee_id, d.sids[d.s], d.wall at time zone ${TZ}, (d.wall at time zone ${TZ}) + d.mins[d.s] * interval '1 minute',
      d.mins[d.s], d.prices[d.s],
      case when d.i % 20 = 0 then (case when d.i % 60 = 0 then 'no_show' else 'client_request' end) end,
      case when d.i % 20 = 0 then now() end
    from drafts d join numbered on numbered.n = d.i`);
  await db.execute(sql`analyze`);
  const result = (await db.execute(sql`select count(*)::int as n from appointments where venue_id = ${venueId}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

export const benchCase: BenchCase = {
  name: 'reports',
  description: `Every ready report for this_year and the hub, ${CONNECTIONS} connections, ~${APPOINTMENTS} appointments over two years, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl, { poolSize: 30 });
    try {
      const count = await grow(bench.owner.db, bench.seed.salon.id);
      ctx.log(`${count} appointments in Demo Salon`);
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const targets: [string, string, number][] = [
        ['hub', `${bench.url}${API_PREFIX}/reports/hub`, 100],
        ...REPORTS.filter((r) => r.state === 'ready').map((r): [string, string, number] => [
          `${r.group}/${r.report}`, `${bench.url}${API_PREFIX}/reports/${r.group}/${r.report}?preset=this_year`, 200,
        ]),
      ];
      for (const [label, url, target] of targets) {
        const first = await fetch(url, { headers });
        if (first.status !== 200) throw new Error(`${label} answered ${first.status}: ${await first.text()}`);
        const summary = await runLoad({ url, headers, connections: CONNECTIONS, duration: Math.min(ctx.seconds, 5) });
        const bad = summary.non2xx + summary.errors + summary.timeouts;
        if (bad) throw new Error(`${label}: ${bad} answers were not 2xx`);
        // No answer inside the load run (each waited past autocannon's timeout) is a miss, not a 0 ms p95.
        if (!summary.requests) summary.p95 = Number.POSITIVE_INFINITY;
        ctx.metric({ name: `${label} p95`, value: summary.p95, unit: 'ms', target: { max: target }, note: `${summary.requests} requests, p50 ${summary.p50} ms` });
      }
    } finally {
      await bench.close();
    }
  },
};
