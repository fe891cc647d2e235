import { buildApp } from './app';
import type { Database } from './db/client';
import { connectDatabaseServer, openAppDatabase } from './db/connect';
import { isSeeded, seedDemo } from './db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SUPPORT_LOGIN } from './db/seed/demo-data';
import { readEnv } from './lib/env';

/** Starts Chairside: start or reach PostgreSQL, migrate, seed the demo on first run, listen. */
async function main() {
  const started = performance.now();
  const env = readEnv();
  const server = await connectDatabaseServer(env, (line) => console.log(line));
  let database: Database | undefined;
  const stop = async () => {
    await database?.close();
    await server.stop();
  };
  try {
    database = await openAppDatabase(server.adminUrl);
    const firstRun = !(await isSeeded(database.db));
    if (firstRun && process.env.SEED_DEMO !== '0') await seedDemo(database.db);

    const app = await buildApp({ database, env, logger: true, scheduled: true });
    await app.listen({ port: env.port, host: env.host });

    const lines = [
      '',
      `Chairside is running at ${env.appUrl} (${server.where}) — ready in ${Math.round(performance.now() - started)} ms`,
      firstRun ? 'The demo venues were created on this first run.' : 'Existing data reused; nothing was re-seeded.',
      `Demo logins (password "${DEMO_PASSWORD}"):`,
      `  ${DEMO_LOGINS.owner}  owner of Demo Salon`,
      `  ${DEMO_LOGINS.multi}  works at Demo Salon and Demo Spa`,
      `  ${DEMO_LOGINS.staff}  Demo Salon staff, own calendar only`,
      `  ${DEMO_LOGINS.other}  owner of Other Venue`,
      `  ${DEMO_SUPPORT_LOGIN}  support agent (sign in at /support)`,
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');

    let closing: Promise<void> | null = null;
    const shutdown = () => {
      closing ??= app
        .close()
        .then(stop)
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
