import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker per core less one: a single worker on a 2-core machine. An API test
// file spends most of its time waiting on PostgreSQL (another process), so one more worker than there
// are cores keeps both busy: the API suite takes less than half the time on 2 cores. Each file
// clones its own database (test-app.ts), so files never share rows. Capped for large machines.
const maxWorkers = Math.min(os.availableParallelism() + 1, 8);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        // Tests wait for conditions (apps/web/src/test/eventually.ts), never for a fixed time; the ceilings are
        // generous so that a loaded machine (a lazy screen transformed on first import) is slow, not red.
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser test on a loaded 2-core machine can lose a race it would win quietly (a click while a
          // drawer still animates). One red e2e test blocks the whole landing, so a failed test runs again
          // up to twice; the reporter still prints each retry, so a flaky test is seen, not hidden.
          retry: 2,
        },
      },
    ],
  },
});
