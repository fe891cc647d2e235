import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDatabase } from '../db/client';
import { openAppDatabase } from '../db/connect';
import { startEmbeddedPostgres } from '../db/embedded';
import { seedDemo } from '../db/seed/seed';

/**
 * One PostgreSQL server per test run — DATABASE_URL's, or a throw-away embedded one — and one
 * migrated, seeded template database on it that each test file clones (test-app.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined as void;
  let tempDir: string | null = null;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-test-pg-'));
    // As root the server runs as another user, which must reach the folder.
    fs.chmodSync(tempDir, 0o755);
    const server = await startEmbeddedPostgres({ dir: path.join(tempDir, 'cluster'), ephemeral: true });
    serverUrl = server.url;
    stopServer = () => server.stop();
  }
  const template = `chairside_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openAppDatabase(withDatabase(serverUrl, template), { poolSize: 2 });
  const seed = await seedDemo(database.db);
  await database.close();
  project.provide('testDb', { serverUrl, template, seed: JSON.stringify(seed) });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await stopServer();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { serverUrl: string; template: string; seed: string };
  }
}
