import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const TARGET_MS = 100;
const SALES = 2_000;
/** A past day of its own (its own numbering year), so the demo's documents never mix in. */
const DAY = '2001-06-15';

/**
 * End of day on PostgreSQL (issue 14): Demo Salon with one day of 2,000 sales (three lines each, a
 * tip on every fourth, card / cash with change / split payments, every 50th voided), then GET
 * sales/end-day for that day at 1 and 5 connections: p95 target ≤ 100 ms at each. The documents go in
 * with INSERT … SELECT: the end of day reads them, whatever made them.
 */
async function grow(db: Db, venueId: number): Promise<void> {
  await db.execute(sql`
    with staff as (select array_agg(id order by id) as ids from employees where venue_id = ${venueId} and not archived),
    made as (
      insert into sales (venue_id, kind, year, number, business_date, tax_mode, subtotal, discount_total, net_total, tax_total, total, tip_total, paid_total, currency, employee_id)
      select ${venueId}, 'sale', 2001, i, ${DAY}::date, 'included', 9000, 0, 7438, 1562, 9000, case when i % 4 = 0 then 300 else 0 end,
        9000 + case when i % 4 = 0 then 300 else 0 end, 'EUR', staff.ids[1 + (i % array_length(staff.ids, 1))]
      from generate_series(1, ${SALES}) i, staff
      returning id, number, employee_id, tip_total, paid_total
    ),
    lines as (
      insert into sale_lines (venue_id, sale_id, position, kind, employee_id, name, unit_price, quantity, discount, tax_rate, tax_amount, net, total)
      select ${venueId}, made.id, p, 'custom', made.employee_id, 'Bench line', 3000, 1, 0, 2100, 521, 2479, 3000
      from made, generate_series(1, 3) p
      returning 1
    ),
    tips as (
      insert into sale_tips (venue_id, sale_id, employee_id, amount)
      select ${venueId}, id, employee_id, tip_total from made where tip_total > 0
      returning 1
    ),
    payments as (
      insert into sale_payments (venue_id, sale_id, method, amount, tendered, change)
      select ${venueId}, id, m.method, m.amount, m.tendered, m.change
      from made, lateral (values
        (case when number % 3 = 0 then 'cash' else 'card' end, case when number % 3 = 2 then paid_total / 2 else paid_total end,
          case when number % 3 = 0 then paid_total + 700 else 0 end, case when number % 3 = 0 then 700 else 0 end),
        ('cash', case when number % 3 = 2 then paid_total - paid_total / 2 else 0 end, 0, 0)
      ) as m(method, amount, tendered, change)
      where m.amount > 0
      returning 1
    )
    select (select count(*) from lines) + (select count(*) from tips) + (select count(*) from payments)`);
  // Every 50th sale voided the same day: a void document with the negated payment.
  await db.execute(sql`
    with originals as (select id, number, paid_total, tip_total, employee_id from sales where venue_id = ${venueId} and year = 2001 and kind = 'sale' and number % 50 = 0),
    voids as (
      insert into sales (venue_id, kind, year, number, business_date, original_id, tax_mode, subtotal, discount_total, net_total, tax_total, total, tip_total, paid_total, currency, reason, employee_id)
      select ${venueId}, 'void', 2001, ${SALES} + number / 50, ${DAY}::date, id, 'included', -9000, 0, -7438, -1562, -9000, -tip_total, -paid_total, 'EUR', 'bench', employee_id
      from originals
      returning id, original_id
    )
    insert into sale_payments (venue_id, sale_id, method, amount, tendered, change)
    select ${venueId}, voids.id, p.method, -p.amount, 0, 0 from voids join sale_payments p on p.venue_id = ${venueId} and p.sale_id = voids.original_id`);
  await db.execute(sql`analyze`);
}

export const benchCase: BenchCase = {
  name: 'sales-end-day',
  description: `GET sales/end-day for a day of ${SALES} sales, 1 and 5 connections, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      await grow(bench.owner.db, bench.seed.salon.id);
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const url = `${bench.url}${API_PREFIX}/sales/end-day?date=${DAY}`;
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`end-day answered ${first.status}: ${await first.text()}`);
      const day = (await first.json()) as { data: { counts: { sales: number } } };
      if (day.data.counts.sales !== SALES) throw new Error(`end-day counted ${day.data.counts.sales} sales, expected ${SALES}`);
      for (const connections of [1, 5]) {
        const summary = await runLoad({ url, headers, connections, duration: Math.min(ctx.seconds, 5) });
        const bad = summary.non2xx + summary.errors + summary.timeouts;
        if (bad) throw new Error(`end-day: ${bad} answers were not 2xx`);
        if (!summary.requests) summary.p95 = Number.POSITIVE_INFINITY;
        ctx.metric({ name: `end-day p95 (${connections} conn.)`, value: summary.p95, unit: 'ms', target: { max: TARGET_MS }, note: `${summary.requests} requests, p50 ${summary.p50} ms` });
      }
    } finally {
      await bench.close();
    }
  },
};
