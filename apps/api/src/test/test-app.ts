import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, API_PREFIX, type App } from '../app';
import { appRoleUrl } from '../db/app-role';
import { openDatabase, runStatement, withDatabase, type Database } from '../db/client';
import type { SeedResult } from '../db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { readEnv, type Env } from '../lib/env';

export interface TestApp {
  app: App;
  database: Database;
  seed: SeedResult;
  /** Calls the API with JSON; `token` becomes the bearer header. */
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Signs in a demo login (choosing `venueId` when the user has several) and returns the token. */
  login(who: keyof typeof DEMO_LOGINS, venueId?: number): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  lang?: string;
}

/**
 * Opens a fresh copy of the seeded demo database, as the app role (row-level security holds): a
 * database cloned from the run's template (which carries the role's grants), dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const { serverUrl, template } = inject('testDb');
  const name = `chairside_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runStatement(serverUrl, `create database ${name} template ${template}`);
  const database = openDatabase({ url: appRoleUrl(withDatabase(serverUrl, name)), poolSize: 60 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runStatement(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The same test database as its owner (a superuser: no row-level security, may change the schema),
 * for a test that must break or inspect what the app role cannot. Close it before the database.
 */
export function openAsOwner(database: Database): Database {
  const name = new URL(database.url).pathname.slice(1);
  return openDatabase({ url: withDatabase(inject('testDb').serverUrl, name), poolSize: 1 });
}


export interface TestAppOptions {
  env?: Partial<Env>;
  now?: () => Date;
  /** A folder standing for the web build (index.html, book/index.html); none by default. */
  webDist?: string | null;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const seed = JSON.parse(inject('testDb').seed) as SeedResult;
  const env = { ...readEnv({}), ...options.env };
  const app = await buildApp({ database, env, now: options.now, webDist: options.webDist ?? null });
  await app.ready();

  const call: TestApp['call'] = (method, path, { token, body, query, headers, lang } = {}) =>
    app.inject({
      method,
      url: path.startsWith('/') ? path : `${API_PREFIX}/${path}`,
      query,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lang ? { 'content-language': lang } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const login: TestApp['login'] = async (who, venueId) => {
    const response = await call('POST', 'auth/login', { body: { email: DEMO_LOGINS[who], password: DEMO_PASSWORD } });
    const answer = response.json<{ action: string; token: string }>();
    if (response.statusCode !== 302 || !answer.token) throw new Error(`login ${who} failed: ${response.body}`);
    if (answer.action === 'select_venue') {
      const chosen = await call('POST', 'auth/select-venue', { token: answer.token, body: { venue_id: venueId ?? seed.salon.id } });
      if (chosen.statusCode !== 302) throw new Error(`select-venue failed: ${chosen.body}`);
    }
    return answer.token;
  };

  return {
    app,
    database,
    seed,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app: opened before the file's tests and closed after them, so a file declares
 * `const t = useTestApp();` instead of its own beforeAll/afterAll pair. Use it from the tests and
 * from later beforeAll hooks (its own hook is registered first, so it runs first).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(() => opened?.close());
  const open = (): TestApp => {
    if (!opened) throw new Error('the test app is opened in beforeAll: use it from a test or a hook');
    return opened;
  };
  return {
    get app() {
      return open().app;
    },
    get database() {
      return open().database;
    },
    get seed() {
      return open().seed;
    },
    call: (...args) => open().call(...args),
    login: (...args) => open().login(...args),
    close: () => open().close(),
  };
}

/**
 * Counts the SQL statements any pooled connection sends while `run` runs — the app's own queries,
 * not the scope settings a checkout may send first (db/scoped-pool.ts).
 */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (!text?.startsWith("select set_config('app.venue_id'")) count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}
