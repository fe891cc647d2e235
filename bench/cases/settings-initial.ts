import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad, type LoadSummary } from '../lib/load';

const CONNECTIONS = 50;
const TARGET_RATIO = 0.5;

function record(ctx: BenchContext, label: string, summary: LoadSummary) {
  const non2xx = summary.non2xx + summary.errors + summary.timeouts;
  ctx.metric({ name: `${label} throughput`, value: summary.rps, unit: 'req/s', note: `${summary.requests} requests${non2xx ? `, ${non2xx} not 2xx/errors` : ''}` });
  ctx.metric({ name: `${label} p50`, value: summary.p50, unit: 'ms' });
  ctx.metric({ name: `${label} p95`, value: summary.p95, unit: 'ms' });
  ctx.metric({ name: `${label} p99`, value: summary.p99, unit: 'ms' });
}

/**
 * GET settings/initial (auth, several reads, serialisation) against a bare route of the same
 * server that returns a captured copy of the same JSON, 50 connections each, on PostgreSQL.
 */
export const benchCase: BenchCase = {
  name: 'settings-initial',
  description: `GET settings/initial vs a bare route returning the same JSON, ${CONNECTIONS} connections, PostgreSQL`,
  async run(ctx: BenchContext) {
    let captured: unknown = null;
    const bench = await startBenchApp(ctx.databaseUrl, {
      extend: (app) => {
        // Bench-only route: outside the API prefix, so no auth hook; same JSON, no work.
        app.get('/bench/bare', { schema: { hide: true } }, async () => captured);
      },
    });
    try {
      let token: string;
      try {
        token = await bench.login('owner');
      } catch (error) {
        ctx.skip((error as Error).message);
      }
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const first = await fetch(`${bench.url}${API_PREFIX}/settings/initial`, { headers });
      if (first.status === 404) ctx.skip('GET settings/initial answers 404: the settings feature is not registered yet');
      if (first.status !== 200) throw new Error(`GET settings/initial answered ${first.status}: ${await first.text()}`);
      captured = await first.json();

      const options = { connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2 };
      const bare = await runLoad({ ...options, url: `${bench.url}/bench/bare` });
      const real = await runLoad({ ...options, url: `${bench.url}${API_PREFIX}/settings/initial`, headers });
      record(ctx, 'bare route', bare);
      record(ctx, 'settings/initial', real);
      ctx.metric({
        name: 'settings/initial ÷ bare throughput',
        value: real.rps / bare.rps,
        unit: '',
        target: { min: TARGET_RATIO },
      });
      const bad = real.non2xx + real.errors + real.timeouts + bare.non2xx + bare.errors + bare.timeouts;
      if (bad > 0) throw new Error(`${bad} answers were not 2xx (settings/initial: ${JSON.stringify(real.statusCodes)}, bare: ${JSON.stringify(bare.statusCodes)})`);
    } finally {
      await bench.close();
    }
  },
};
