import { addDays, weekdayOf, zonedToday } from '@chairside/shared/rules/calendar-time';
import { buildApp, type App } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { readEnv } from '../../apps/api/src/lib/env';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';
import { growSalon } from './calendar';

const CONNECTIONS = 50;
const TZ = 'Europe/Amsterdam';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * What row-level security costs (DESIGN.md §4): the same database served twice, once as the app
 * role under the venue policies and once as the owner (a superuser, whom no policy binds), with
 * the grown calendar of the calendar case. Measured: GET settings/initial throughput, and GET
 * appointments for a week both from the in-process cache and rebuilt on every request (a desk
 * changes the week between reads, so the database is read each time).
 */
export const benchCase: BenchCase = {
  name: 'rls',
  description: `row-level security on vs off: settings/initial and GET appointments week (cached and rebuilt), ${CONNECTIONS} connections`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl, { poolSize: 30 });
    // The owner's pool the same size as the app's, so only the policies differ.
    const ownerDatabase = openDatabase({ url: bench.owner.url, poolSize: 30 });
    let ownerApp: App | undefined;
    try {
      const now = new Date();
      await growSalon(bench.owner.db, bench.seed.salon.id, now);
      ownerApp = await buildApp({ database: ownerDatabase, env: { ...readEnv({}), logLevel: 'warn' }, logger: false, webDist: null });
      const targets = { on: bench.url, off: await listen(ownerApp) };
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web', 'accept-encoding': 'gzip' };
      const today = zonedToday(now, TZ);
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      const week = `${API_PREFIX}/appointments?date_from=${monday}&date_to=${addDays(monday, 6)}`;
      const first = (await (await fetch(`${bench.url}${week}`, { headers })).json()) as { appointments: { id: number; status: string }[] };
      const target = first.appointments.find((item) => item.status !== 'done') ?? first.appointments[0]!;
      const options = { connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2 };

      for (const [mode, base] of Object.entries(targets)) {
        const initial = await runLoad({ ...options, url: `${base}${API_PREFIX}/settings/initial`, headers });
        ctx.metric({ name: `RLS ${mode}: settings/initial throughput`, value: initial.rps, unit: 'req/s' });
        const cached = await runLoad({ ...options, url: `${base}${week}`, headers });
        ctx.metric({ name: `RLS ${mode}: appointments week (cached) p95`, value: cached.p95, unit: 'ms' });
        // Every read rebuilds: the status flips between reads, from the same process.
        let writing = true;
        const writer = (async () => {
          for (let n = 0; writing; n++) {
            await fetch(`${base}${API_PREFIX}/appointments/update-status/${target.id}`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ status: n % 2 ? 'new' : 'confirmed' }),
            });
          }
        })();
        const rebuilt = await runLoad({ ...options, connections: 10, url: `${base}${week}`, headers });
        writing = false;
        await writer;
        ctx.metric({ name: `RLS ${mode}: appointments week (rebuilt, 10 conn.) p95`, value: rebuilt.p95, unit: 'ms' });
        ctx.metric({ name: `RLS ${mode}: appointments week (rebuilt, 10 conn.) throughput`, value: rebuilt.rps, unit: 'req/s' });
        const bad = [initial, cached, rebuilt].reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0);
        if (bad) throw new Error(`RLS ${mode}: ${bad} answers were not 2xx`);
      }
    } finally {
      await ownerApp?.close();
      await ownerDatabase.close();
      await bench.close();
    }
  },
};
