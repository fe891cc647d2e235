import { sql } from 'drizzle-orm';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const PRODUCTS = 5_000;
const MOVEMENTS = 500_000;
const ORDERS = 3_000;
const LINES_PER_ORDER = 5;
const CONNECTIONS = 20;
const STOCK_P95_MS = 50;
const HISTORY_P95_MS = 20;
const ORDERS_P95_MS = 30;

/**
 * Inventory at size (issue 15's figures): 5,000 products in Demo Salon with 500,000 stock movements
 * and 3,000 purchase orders of 5 lines, made in plain SQL (on_hand kept equal to each product's
 * ledger sum). At 20 connections: GET stock (a page of 50 with the totals over all), GET stock/movements for one
 * product, and GET purchase-orders (the first page, and the open ones).
 */
export const benchCase: BenchCase = {
  name: 'inventory',
  description: `GET stock (a page of ${PRODUCTS} products), one product's movements (${MOVEMENTS} in all), GET purchase-orders (${ORDERS}), ${CONNECTIONS} connections, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const venue = bench.seed.salon.id;
      const db = bench.owner.db;
      const started = Date.now();
      await db.execute(sql`
        insert into products (venue_id, name, category, sku, barcode, retail_price, tax_rate_id, cost_price, reorder_level, reorder_quantity, supplier_id)
        select ${venue}, 'Bench product ' || i, 'Category ' || (i % 20), 'BENCH-' || i, '99' || lpad(i::text, 11, '0'), 1000 + i % 5000,
          (select tax_rate_id from products where venue_id = ${venue} limit 1), 500 + i % 2000, i % 7, 12,
          (select id from suppliers where venue_id = ${venue} order by id limit 1)
        from generate_series(1, ${PRODUCTS}) as i`);
      await db.execute(sql`
        with bench as (select id, row_number() over (order by id) - 1 as n from products where venue_id = ${venue} and sku like 'BENCH-%')
        insert into stock_movements (venue_id, product_id, quantity, kind, created_at)
        select ${venue}, bench.id, case when m % 10 = 0 then 20 else -1 end, case when m % 10 = 0 then 'purchase_receipt' else 'sale' end,
          now() - (m % 3650) * interval '1 hour'
        from generate_series(0, ${MOVEMENTS - 1}) as m join bench on bench.n = m % ${PRODUCTS}`);
      await db.execute(sql`
        update products p set on_hand = s.total
        from (select product_id, sum(quantity)::int as total from stock_movements where venue_id = ${venue} group by product_id) s
        where p.venue_id = ${venue} and p.id = s.product_id`);
      await db.execute(sql`
        insert into purchase_orders (venue_id, number, supplier_id, status, created_at)
        select ${venue}, 1000 + i, (select id from suppliers where venue_id = ${venue} order by id limit 1),
          (array['draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled'])[1 + i % 6], now() - (i % 1000) * interval '1 hour'
        from generate_series(1, ${ORDERS}) as i`);
      await db.execute(sql`
        with o as (select id, row_number() over (order by id) as n from purchase_orders where venue_id = ${venue} and number > 1000),
             p as (select id, row_number() over (order by id) as n from products where venue_id = ${venue} and sku like 'BENCH-%')
        insert into purchase_order_lines (venue_id, order_id, product_id, position, quantity, received_quantity, unit_cost)
        select ${venue}, o.id, p.id, l, 12, 0, 800
        from o cross join generate_series(0, ${LINES_PER_ORDER - 1}) as l join p on p.n = 1 + (o.n * ${LINES_PER_ORDER} + l) % ${PRODUCTS}`);
      await db.execute(sql`analyze products; analyze stock_movements; analyze purchase_orders; analyze purchase_order_lines`);
      ctx.metric({ name: 'set-up: products, movements and orders inserted', value: (Date.now() - started) / 1000, unit: 's' });

      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const options = { connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, headers };
      const result = (await db.execute(sql`select id from products where venue_id = ${venue} and sku = 'BENCH-42'`)) as unknown as { rows: { id: number }[] };
      const productId = result.rows[0]!.id;
      const reads: [string, string, number][] = [
        ['GET stock first page (50 of 5,000, with totals)', 'stock?per_page=50', STOCK_P95_MS],
        ['GET stock/movements one product', `stock/movements?product_id=${productId}&per_page=50`, HISTORY_P95_MS],
        ['GET purchase-orders first page', 'purchase-orders?per_page=50', ORDERS_P95_MS],
        ['GET purchase-orders open', 'purchase-orders?status=open&per_page=50', ORDERS_P95_MS],
      ];
      for (const [label, path, target] of reads) {
        const url = `${bench.url}${API_PREFIX}/${path}`;
        const first = await fetch(url, { headers });
        if (first.status !== 200) throw new Error(`${label} answered ${first.status}: ${await first.text()}`);
        const bytes = (await first.arrayBuffer()).byteLength;
        const summary = await runLoad({ ...options, url });
        const bad = summary.non2xx + summary.errors + summary.timeouts;
        if (bad) throw new Error(`${bad} requests of ${label} failed: ${JSON.stringify(summary.statusCodes)}`);
        ctx.metric({ name: `${label} p95`, value: summary.p95, unit: 'ms', target: { max: target }, note: `${Math.round(summary.rps)} req/s, ${Math.round(bytes / 1024)} KB` });
      }
    } finally {
      await bench.close();
    }
  },
};
