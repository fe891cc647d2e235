/**
 * A migrated, seeded data dir that each browser-test file's server starts from as a copy, instead of
 * running initdb, 67 migrations and the demo seed again (the cold start was most of a short file's
 * time). The seed is relative to the clock (today's bookings, visits under way), so the copy is made
 * again when it is older than MAX_AGE: no file sees demo data much older than a cold start would make.
 * Files run one at a time (vitest.config.ts, e2e), so only one of them ever makes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { startServer } from './server';

const MAX_AGE_MS = 5 * 60_000;

export async function seededTemplate(): Promise<string> {
  const root = inject('e2eTemplateRoot');
  const dir = path.join(root, 'data');
  const madeAt = path.join(root, 'made-at');
  const age = fs.existsSync(madeAt) ? Date.now() - Number(fs.readFileSync(madeAt, 'utf8')) : Infinity;
  if (age < MAX_AGE_MS) return dir;
  fs.rmSync(madeAt, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  const started = Date.now();
  const server = await startServer({ dataDir: dir, timeoutMs: 180_000 });
  await server.stop(); // a clean stop: the copies start without crash recovery
  fs.writeFileSync(madeAt, String(started));
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateRoot: string;
  }
}
