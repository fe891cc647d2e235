/**
 * An in-process Chairside app for benchmarks: a fresh PostgreSQL database (migrated and seeded
 * with the demo), the real buildApp, optional bench-only routes, listening on a free port.
 */
import { randomUUID } from 'node:crypto';
import { API_PREFIX, buildApp, type App } from '../../apps/api/src/app';
import { openDatabase, runStatement, withDatabase, type Database } from '../../apps/api/src/db/client';
import { openAppDatabase } from '../../apps/api/src/db/connect';
import { seedDemo, type SeedResult } from '../../apps/api/src/db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-data';
import { readEnv, type Env } from '../../apps/api/src/lib/env';

export { API_PREFIX };

export interface BenchApp {
  app: App;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The app's database: the app role, under row-level security. */
  database: Database;
  /** The same database as its owner (a superuser: no row-level security), for bench set-up and for comparisons. */
  owner: Database;
  seed: SeedResult;
  /** Signs in a demo login through the API (choosing the venue when asked) and returns the bearer token. */
  login(who: keyof typeof DEMO_LOGINS, venueId?: number): Promise<string>;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  /** Add bench-only routes here: it runs after buildApp and before the app is ready. */
  extend?: (app: App) => void | Promise<void>;
  poolSize?: number;
  /** The app's settings (default: the environment's, logging warnings only). */
  env?: Env;
}


export async function startBenchApp(databaseUrl: string, options: BenchAppOptions = {}): Promise<BenchApp> {
  const name = `chairside_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await runStatement(databaseUrl, `create database ${name}`);
  let database: Database | undefined;
  const owner = openDatabase({ url: withDatabase(databaseUrl, name), poolSize: 4 });
  let app: App | undefined;
  const close = async () => {
    await app?.close();
    await database?.close();
    await owner.close();
    await runStatement(databaseUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    database = await openAppDatabase(withDatabase(databaseUrl, name), { poolSize: options.poolSize ?? 20 });
    const seed = await seedDemo(database.db);
    app = await buildApp({ database, env: options.env ?? { ...readEnv({}), logLevel: 'warn' }, logger: false, webDist: null });
    await options.extend?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ready = app;

    const post = (path: string, body: unknown, token?: string) =>
      ready.inject({
        method: 'POST',
        url: `${API_PREFIX}/${path}`,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const login: BenchApp['login'] = async (who, venueId) => {
      const response = await post('auth/login', { email: DEMO_LOGINS[who], password: DEMO_PASSWORD });
      if (response.statusCode === 404) throw new Error('POST auth/login answers 404: the auth feature is not there yet');
      const answer = response.json<{ action?: string; token?: string }>();
      if (response.statusCode !== 302 || !answer.token) throw new Error(`login ${who} failed (${response.statusCode}): ${response.body}`);
      if (answer.action === 'select_venue') {
        const chosen = await post('auth/select-venue', { venue_id: venueId ?? seed.salon.id }, answer.token);
        if (chosen.statusCode !== 302) throw new Error(`select-venue failed (${chosen.statusCode}): ${chosen.body}`);
      }
      return answer.token;
    };
    return { app, url: `http://127.0.0.1:${port}`, database, owner, seed, login, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
