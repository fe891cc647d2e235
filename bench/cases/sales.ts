import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { percentile } from '../lib/network';

const TARGET_MS = 150;
/** Tills working at once in the load run. */
const TILLS = Number(process.env.SALES_TILLS ?? 4);

/**
 * The till on PostgreSQL, issue 14's figure "checkout to receipt PDF ready: p95 ≤ 150 ms": a walk-in
 * checkout (a service and a custom item, a discount, a tip), its pay (split card and cash, with an
 * Idempotency-Key) and its receipt PDF on an 80 mm roll, timed as one chain from the first request to
 * the last byte of the PDF. First one till (what a receptionist waits for), then TILLS tills at once
 * (the same chain under load, reported beside it), with each step's median.
 */
export const benchCase: BenchCase = {
  name: 'sales',
  description: `checkout → pay → receipt PDF as one chain: one till, then ${TILLS} tills at once`,
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
      type Times = { chain: number[]; checkout: number[]; pay: number[]; receipt: number[] };
      /** One sale from the first request to the receipt's last byte, each step timed too. */
      const sale = async (times: Times) => {
        const start = performance.now();
        const cart = (await post('checkouts/store', {
          items: [
            { kind: 'service', service_id: service!.id, employee_id: employeeId, discount: { kind: 'percent', value: 1000 } },
            { kind: 'custom', name: 'Szampon – próbka', unit_price: 1250, quantity: 2 },
          ],
          tips: [{ employee_id: employeeId, amount: 300 }],
        })).data;
        const stored = performance.now();
        const card = Math.floor(cart.totals.due / 2);
        const paid = (await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: card }, { method: 'cash', amount: cart.totals.due - card, tendered: cart.totals.due - card + 500 }] })).data;
        const payDone = performance.now();
        const receipt = await fetch(`${bench.url}${API_PREFIX}/sales/receipt/${paid.id}.pdf?format=thermal`, { headers });
        const bytes = Buffer.from(await receipt.arrayBuffer());
        if (receipt.status !== 200 || bytes.subarray(0, 4).toString() !== '%PDF') throw new Error(`receipt answered ${receipt.status}`);
        const end = performance.now();
        times.chain.push(end - start);
        times.checkout.push(stored - start);
        times.pay.push(payDone - stored);
        times.receipt.push(end - payDone);
      };
      const run = async (tills: number, perTill: number): Promise<Times> => {
        const times: Times = { chain: [], checkout: [], pay: [], receipt: [] };
        await Promise.all(Array.from({ length: tills }, async () => {
          for (let i = 0; i < perTill; i++) await sale(times);
        }));
        return times;
      };
      const steps = (times: Times) =>
        `${times.chain.length} sales; medians: chain ${percentile(times.chain, 50).toFixed(0)}, checkout ${percentile(times.checkout, 50).toFixed(0)}, pay ${percentile(times.pay, 50).toFixed(0)}, receipt ${percentile(times.receipt, 50).toFixed(0)} ms`;
      await run(1, 5); // warm-up: fonts parsed, statements planned
      const one = await run(1, ctx.quick ? 40 : 100);
      ctx.metric({ name: 'checkout → receipt ready p95 (1 till)', value: percentile(one.chain, 95), unit: 'ms', target: { max: TARGET_MS }, note: steps(one) });
      const many = await run(TILLS, ctx.quick ? 10 : 50);
      ctx.metric({ name: `checkout → receipt ready p95 (${TILLS} tills at once)`, value: percentile(many.chain, 95), unit: 'ms', note: steps(many) });
      ctx.metric({ name: `receipt PDF p95 (${TILLS} tills at once)`, value: percentile(many.receipt, 95), unit: 'ms', target: { max: TARGET_MS }, note: `median ${percentile(many.receipt, 50).toFixed(0)} ms` });
    } finally {
      await bench.close();
    }
  },
};
