import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, API_PREFIX } from '../app';
import { runStatement, withDatabase } from '../db/client';
import { connectDatabaseServer, openAppDatabase } from '../db/connect';
import { isSeeded, seedDemo } from '../db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { readEnv } from '../lib/env';

/**
 * Restart safety: what was written survives a stop and a start of the whole stack — the embedded
 * PostgreSQL server in a data folder of this test (or, with DATABASE_URL, an empty database made
 * for this test on that server).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-restart-'));
fs.chmodSync(dataDir, 0o755);
const pgName = `chairside_restart_${process.pid}`;
const serverUrl = process.env.DATABASE_URL;
beforeAll(async () => {
  if (serverUrl) await runStatement(serverUrl, `create database ${pgName}`);
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await runStatement(serverUrl, `drop database if exists ${pgName} with (force)`);
});

async function start() {
  const server = await connectDatabaseServer({ databaseUrl: serverUrl && withDatabase(serverUrl, pgName), dataDir });
  const database = await openAppDatabase(server.adminUrl);
  const seededBefore = await isSeeded(database.db);
  if (!seededBefore) await seedDemo(database.db);
  const app = await buildApp({ database, env: readEnv({}), webDist: null });
  const stop = async () => {
    await app.close();
    await database.close();
    await server.stop();
  };
  return { app, seededBefore, stop };
}

async function signIn(app: Awaited<ReturnType<typeof start>>['app']) {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/auth/login`,
    payload: { email: DEMO_LOGINS.owner, password: DEMO_PASSWORD },
  });
  return response.json<{ token: string }>().token;
}

describe('restart', () => {
  it('keeps written data and the session, and does not seed twice', async () => {
    const first = await start();
    expect(first.seededBefore).toBe(false);
    const token = await signIn(first.app);
    const update = await first.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/settings/venue/update`,
      headers: { authorization: `Bearer ${token}` },
      payload: { section: 'profile', title: 'Salon after restart' },
    });
    expect(update.statusCode, update.body).toBe(200);
    await first.stop();

    const second = await start();
    expect(second.seededBefore).toBe(true);
    const initial = await second.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/settings/initial`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().title).toBe('Salon after restart');
    await second.stop();
  // Two cold starts of the whole stack (initdb, every migration, the full demo seed) on a shared 2-core machine.
  }, 240_000);
});
