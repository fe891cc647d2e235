import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX, buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { readEnv } from '../lib/env';
import { createLiveFeed, notifyLive, type LiveFeed } from '../lib/live';
import { openTestDatabase } from './test-app';

/**
 * Two API instances over one test database, each with its own pool and its own LISTEN connection, as
 * two app processes behind a load balancer: for the tests of the in-process caches that the live
 * feed keeps true (sessions, settings, the bell, the answer caches).
 */

export interface Instance {
  app: App;
  feed: LiveFeed;
  call(method: 'GET' | 'POST', path: string, options?: { token?: string; body?: unknown; lang?: string }): Promise<LightMyRequestResponse>;
}

export interface TwoInstances {
  /** The first instance's database (also the one to write plain SQL with). */
  database: Database;
  a: Instance;
  b: Instance;
  /** Resolves once an instance has heard a change of `scope` (call it before the write). */
  heard(on: Instance, scope: number): Promise<void>;
  /** Waits until both instances have heard every change committed so far (notifications arrive in commit order). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface TwoInstancesOptions {
  now?: () => Date;
  /** Adds routes (or hooks) to each app before it is ready. */
  extend?: (app: App) => void;
}

let sentinel = 0;

export async function startTwoInstances(options: TwoInstancesOptions = {}): Promise<TwoInstances> {
  const database = await openTestDatabase();
  const secondDatabase = openDatabase({ url: database.url, poolSize: 5 });
  const instance = async (on: Database): Promise<Instance> => {
    const feed = createLiveFeed(on);
    const app = await buildApp({ database: on, env: readEnv({}), webDist: null, live: feed, ...(options.now ? { now: options.now } : {}) });
    options.extend?.(app);
    await app.ready();
    const call: Instance['call'] = (method, path, { token, body, lang } = {}) =>
      app.inject({
        method,
        url: `${API_PREFIX}/${path}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'content-language': lang } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    return { app, feed, call };
  };
  const a = await instance(database);
  const b = await instance(secondDatabase);

  const heard = (on: Instance, scope: number) =>
    new Promise<void>((resolve) => {
      const stop = on.feed.subscribe(scope, () => {
        stop();
        resolve();
      });
    });
  return {
    database,
    a,
    b,
    heard,
    async settle() {
      // A scope no venue or user has; notifications stay within the file's own database.
      const scope = -2_000_000_000 - ++sentinel;
      const both = Promise.all([heard(a, scope), heard(b, scope)]);
      await notifyLive(database.db, { venue_id: scope, kind: 'test' });
      await both;
    },
    async close() {
      await b.app.close();
      await a.app.close();
      await secondDatabase.close();
      await database.close();
    },
  };
}
