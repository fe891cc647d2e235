import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { percentile } from '../lib/network';

const TARGET_MS = 150;
/** Tills working at once. */
const TILLS = Number(process.env.SALES_TILLS ?? 4);

/**
 * The till on PostgreSQL: a walk-in checkout (a service and a custom item, a discount, a tip) and its
 * pay (split card and cash, with an Idempotency-Key), then its receipt PDF on an 80 mm roll, by four
 * tills at once. p95 of checkout + pay and of the receipt, target ≤ 150 ms each (issue 14).
 */
export const benchCase: BenchCase = {
  name: 'sales',
  description: `checkout + pay, then the receipt PDF, ${TILLS} tills at once`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'pl', 'x-platform': 'web', 'content-type': 'application/json' };
      const venueId = bench.seed.salon.id;
      const [service] = ((await bench.owner.db.execute(`select id from services where venue_id = ${venueId} and not archived order by id limit 1` as never)) as unknown as { rows: { id: number }[] }).rows;
      const employeeId = bench.seed.salon.employeeIds[0]!;
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${bench.url}${API_PREFIX}/${path}`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify(body) });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return response.json() as Promise<{ data: { id: number; totals: { due: number } } }>;
      };
      const perTill = ctx.quick ? 10 : 50;
      const checkoutTimes: number[] = [];
      const receiptTimes: number[] = [];
      const till = async () => {
        for (let i = 0; i < perTill; i++) {
          let at = performance.now();
          const cart = (await post('checkouts/store', {
            items: [
              { kind: 'service', service_id: service!.id, employee_id: employeeId, discount: { kind: 'percent', value: 1000 } },
              { kind: 'custom', name: 'Szampon – próbka', unit_price: 1250, quantity: 2 },
            ],
            tips: [{ employee_id: employeeId, amount: 300 }],
          })).data;
          const card = Math.floor(cart.totals.due / 2);
          const sale = (await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: card }, { method: 'cash', amount: cart.totals.due - card, tendered: cart.totals.due - card + 500 }] })).data;
          checkoutTimes.push(performance.now() - at);
          at = performance.now();
          const receipt = await fetch(`${bench.url}${API_PREFIX}/sales/receipt/${sale.id}.pdf?format=thermal`, { headers });
          const bytes = Buffer.from(await receipt.arrayBuffer());
          if (receipt.status !== 200 || bytes.subarray(0, 4).toString() !== '%PDF') throw new Error(`receipt answered ${receipt.status}`);
          receiptTimes.push(performance.now() - at);
        }
      };
      await Promise.all(Array.from({ length: TILLS }, till));
      ctx.metric({ name: 'checkout + pay p95', value: percentile(checkoutTimes, 95), unit: 'ms', target: { max: TARGET_MS }, note: `${checkoutTimes.length} sales, median ${percentile(checkoutTimes, 50).toFixed(0)} ms` });
      ctx.metric({ name: 'receipt PDF p95', value: percentile(receiptTimes, 95), unit: 'ms', target: { max: TARGET_MS }, note: `median ${percentile(receiptTimes, 50).toFixed(0)} ms` });
    } finally {
      await bench.close();
    }
  },
};
