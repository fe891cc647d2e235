import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data';
import type { ServerHandle } from './server';

/**
 * For the tests that kill the server (and its embedded PostgreSQL) and start it again on the same
 * data dir: read the cluster directly, between the kills, and sign in again after each start.
 */

/** The embedded cluster's address in `dataDir` (its port changes at each start). */
function clusterUrl(dataDir: string): string {
  const cluster = path.join(dataDir, 'postgres');
  const password = fs.readFileSync(path.join(cluster, 'password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(cluster, 'data', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** One query on its own connection to the cluster in `dataDir`. */
export async function clusterQuery<T>(dataDir: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: clusterUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The demo owner's token on `server`. */
export async function signInOwner(server: ServerHandle): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/b2b/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.owner, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { token?: string };
  if (!answer.token) throw new Error(`login failed: ${response.status}`);
  return answer.token;
}

/**
 * A data dir per attempt: a retried test starts again from the seeded copy, never on the failed
 * attempt's data (whose bookings and messages it would count twice). `removeAll` after the file.
 */
export function attemptDataDirs(prefix: string): { fresh(): string; removeAll(): void } {
  const made: string[] = [];
  return {
    fresh() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      fs.chmodSync(dir, 0o755);
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
