import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { ScopedPool, venuePool } from './scoped-pool';

/** The app's Drizzle database on node-postgres: one engine (PostgreSQL) and one driver everywhere. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Queryable = Db | Tx;

/**
 * Runs a read as a named prepared statement, one per distinct text on each connection, so PostgreSQL
 * parses, rewrites (views, row-level security) and, once its generic plan is chosen, plans it once per
 * connection instead of at every call. For hot reads whose text takes few shapes and whose generic plan
 * is sound for every value (the customers search: its planning cost more than its execution).
 */
export async function readPrepared(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

export interface Database {
  /** The database with every venue visible: sign-in before a venue is chosen, jobs, seeding. */
  db: Db;
  /**
   * The same pool seen through one venue's row-level security (DESIGN.md §4): every query and
   * transaction runs with `app.venue_id` set, so a query that forgot its venue filter still
   * returns, changes and inserts nothing of another venue. The auth hook puts it on every venue
   * route's context as `ctx.db`.
   */
  forVenue(venueId: number): Db;
  /** The connection string the pool uses (a second process or a LISTEN connection opens its own). */
  url: string;
  /** Runs a raw SQL script (tests and seeding). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  url: string;
  poolSize?: number;
}

export function openDatabase(options: OpenOptions): Database {
  const pool = new ScopedPool({ connectionString: options.url, max: options.poolSize ?? 20 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const venues = new Map<number, Db>();
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    forVenue(venueId) {
      let db = venues.get(venueId);
      if (!db) venues.set(venueId, (db = drizzle(venuePool(pool, venueId), { schema }) as unknown as Db));
      return db;
    },
    url: options.url,
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}

/** The pool under a Database (for code that needs a raw client, such as LISTEN). */
export function poolOf(database: Database): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

/** The same server's connection string, for another database on it. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own short connection (creating and dropping databases, which no pool may hold). */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where the SQL migrations are: beside the source, or copied beside the bundle by the build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder near ${here}`);
  return found;
}

/** Applies pending migrations with drizzle-orm's migrator (DESIGN.md §1). */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
}
