import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const CONNECTIONS = 50;
/** Issue 19: the bell's poll, p95 at 50 connections. */
const P95_TARGET_MS = 10;

/**
 * GET notifications (the bell's poll every 60 s from every open desk: the caller's newest 30 and the
 * unread count) as Demo Salon's owner, who has the demo history's low-stock items, 50 connections,
 * on PostgreSQL.
 */
export const benchCase: BenchCase = {
  name: 'notifications',
  description: `GET notifications (the bell's poll), ${CONNECTIONS} connections, PostgreSQL`,
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
      const url = `${bench.url}${API_PREFIX}/notifications`;
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`GET notifications answered ${first.status}: ${await first.text()}`);
      const { data, unread } = (await first.json()) as { data: unknown[]; unread: number };
      // The server's CPU time per answer (the app runs in this process, the load in a child): steadier than
      // the latency on a shared machine, so a before/after of the request path compares on it.
      await runLoad({ connections: CONNECTIONS, duration: ctx.quick ? 1 : 2, headers, url }); // warm-up
      const cpuBefore = process.cpuUsage();
      const summary = await runLoad({ connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: 0, headers, url });
      const cpu = process.cpuUsage(cpuBefore);
      ctx.metric({ name: 'GET notifications throughput', value: summary.rps, unit: 'req/s', note: `${summary.requests} requests, ${data.length} items, ${unread} unread` });
      ctx.metric({ name: 'GET notifications p95', value: summary.p95, unit: 'ms', target: { max: P95_TARGET_MS } });
      ctx.metric({ name: 'GET notifications server CPU per answer', value: Math.round((cpu.user + cpu.system) / summary.requests), unit: 'µs' });
      const bad = summary.non2xx + summary.errors + summary.timeouts;
      if (bad > 0) throw new Error(`${bad} answers were not 2xx: ${JSON.stringify(summary.statusCodes)}`);
    } finally {
      await bench.close();
    }
  },
};
