import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** One Drizzle type for both drivers: PGlite (embedded) and node-postgres (real PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL script (used by tests and seeding). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and load its data directory). */
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { btree_gist },
    loadDataDir: options.loadDataDir,
    relaxedDurability: false,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
    pglite: client,
  };
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
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as never, { migrationsFolder: folder });
  }
}
