import fs from 'node:fs';
import path from 'node:path';
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
