import fs from 'node:fs';
import path from 'node:path';
import { prepareAppRole } from './app-role';
import { migrateDatabase, openDatabase, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';

/**
 * Which PostgreSQL the app uses: the server DATABASE_URL names, or (without it) the embedded one
 * in DATA_DIR/postgres, started here and stopped by `stop`.
 */
export interface DatabaseServer {
  /** A connection string with the rights to migrate (the owner or a superuser). */
  adminUrl: string;
  /** Human words for the start-up banner. */
  where: string;
  stop(): Promise<void>;
}

export async function connectDatabaseServer(env: { databaseUrl?: string; dataDir: string }, log?: (line: string) => void): Promise<DatabaseServer> {
  if (env.databaseUrl) return { adminUrl: env.databaseUrl, where: 'PostgreSQL from DATABASE_URL', stop: async () => undefined };
  if (fs.existsSync(path.join(env.dataDir, 'PG_VERSION'))) {
    throw new Error(
      `${env.dataDir} holds data of an earlier Chairside (the PGlite engine), which this version cannot open. ` +
        'Move it aside (for example: mv data data.pglite) and start again: the demo venues are created afresh.',
    );
  }
  const dir = path.join(env.dataDir, 'postgres');
  const server: EmbeddedServer = await startEmbeddedPostgres({ dir, log });
  return { adminUrl: server.url, where: `embedded PostgreSQL in ${dir}`, stop: () => server.stop() };
}

/**
 * The app's database on a server: migrations applied (as the owner), the app role prepared, and a
 * pool connected as that role (db/app-role.ts), so row-level security holds for everything the app sends.
 */
export async function openAppDatabase(adminUrl: string, options: { poolSize?: number } = {}): Promise<Database> {
  const admin = openDatabase({ url: adminUrl, poolSize: 1 });
  try {
    await migrateDatabase(admin);
  } finally {
    await admin.close();
  }
  return openDatabase({ url: await prepareAppRole(adminUrl), poolSize: options.poolSize });
}
