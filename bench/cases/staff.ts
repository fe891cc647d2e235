import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const CONNECTIONS = 20;
const P95_TARGET_MS = 50;

/**
 * GET employees (the team screen's list: auth, one joined read, serialisation) as Demo Salon's
 * owner, 20 connections, on PostgreSQL; beside GET employees/type/list (the same auth and pool
 * path with one trivial query), the yardstick of what this machine's database allows at the time:
 * on a busy machine the absolute figures mostly measure the load.
 */
export const benchCase: BenchCase = {
  name: 'staff',
  description: `GET employees (team list) vs GET employees/type/list, ${CONNECTIONS} connections, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      let token: string;
      try {
        token = await bench.login('owner');
      } catch (error) {
        ctx.skip((error as Error).message);
      }
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const url = `${bench.url}${API_PREFIX}/employees`;
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`GET employees answered ${first.status}: ${await first.text()}`);
      const { data } = (await first.json()) as { data: unknown[] };
      const options = { connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, headers };
      const yardstick = await runLoad({ ...options, url: `${bench.url}${API_PREFIX}/employees/type/list` });
      const summary = await runLoad({ ...options, url });
      const bad = summary.non2xx + summary.errors + summary.timeouts + yardstick.non2xx + yardstick.errors + yardstick.timeouts;
      ctx.metric({ name: 'GET employees throughput', value: summary.rps, unit: 'req/s', note: `${summary.requests} requests, ${data.length} employees` });
      ctx.metric({ name: 'GET employees p50', value: summary.p50, unit: 'ms' });
      ctx.metric({ name: 'GET employees p95', value: summary.p95, unit: 'ms', target: { max: P95_TARGET_MS } });
      ctx.metric({ name: 'GET employees/type/list p95', value: yardstick.p95, unit: 'ms', note: `${Math.round(yardstick.rps)} req/s: one trivial query, the yardstick` });
      ctx.metric({ name: 'GET employees ÷ type/list throughput', value: summary.rps / yardstick.rps, unit: '', target: { min: 0.5 } });
      if (bad > 0) throw new Error(`${bad} answers were not 2xx: ${JSON.stringify(summary.statusCodes)} ${JSON.stringify(yardstick.statusCodes)}`);
    } finally {
      await bench.close();
    }
  },
};
