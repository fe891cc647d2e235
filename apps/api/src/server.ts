import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { isSeeded, seedDemo } from './db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SUPPORT_LOGIN } from './db/seed/demo-data';
import { readEnv } from './lib/env';

/** Starts Chairside: open the database, migrate, seed the demo on first run, listen. */
async function main() {
  const started = performance.now();
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrateDatabase(database);
  const firstRun = !(await isSeeded(database.db));
  if (firstRun && process.env.SEED_DEMO !== '0') await seedDemo(database.db);

  const app = await buildApp({ database, env, logger: true, scheduled: true });
  await app.listen({ port: env.port, host: env.host });

  const where = env.databaseUrl ? 'PostgreSQL' : `embedded database in ${env.dataDir}`;
  const lines = [
    '',
    `Chairside is running at ${env.appUrl} (${where}) — ready in ${Math.round(performance.now() - started)} ms`,
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

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
