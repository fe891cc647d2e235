import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/seed';

/**
 * Builds the seeded demo database once per run. On PGlite it is dumped to a file that each test
 * file loads; on PostgreSQL (DATABASE_URL) it is a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `chairside_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrateDatabase(database);
    const seed = await seedDemo(database.db);
    await database.close();
    project.provide('testDb', { kind: 'postgres', template, seed: JSON.stringify(seed) });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const seed = await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-test-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', template: file, seed: JSON.stringify(seed) });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite' | 'postgres'; template: string; seed: string };
  }
}
