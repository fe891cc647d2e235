import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { median, type BenchCase, type BenchContext } from '../lib/framework';

/**
 * Start-up of the built server on the embedded database: the first run (migrations and demo seed
 * into an empty DATA_DIR) and a start on that existing data dir, each to the first answered request.
 */
export const benchCase: BenchCase = {
  name: 'startup',
  description: 'node apps/api/dist/server.js on the embedded PostgreSQL: first run with seeding, then restart on the existing data dir',
  async run(ctx: BenchContext) {
    if (!fs.existsSync(SERVER_ENTRY)) ctx.skip('apps/api/dist/server.js is missing: run npm run build first');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-start-'));
    fs.chmodSync(dataDir, 0o755); // as root the embedded server runs as another user
    try {
      const first = await startServer({ dataDir });
      await first.stop();
      if (!/first run/i.test(first.output())) ctx.log('note: the server did not say it seeded on the first run');
      ctx.metric({ name: 'first run (migrate + seed) to first answer', value: first.readyMs, unit: 'ms' });

      const restarts: number[] = [];
      for (let i = 0; i < ctx.repeats; i += 1) {
        const server = await startServer({ dataDir });
        restarts.push(server.readyMs);
        await server.stop();
      }
      ctx.metric({
        name: 'start on existing data dir to first answer',
        value: median(restarts),
        unit: 'ms',
        note: `median of ${restarts.length}: ${restarts.map((ms) => Math.round(ms)).join(', ')} ms`,
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
