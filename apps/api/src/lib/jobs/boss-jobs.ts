import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { poolOf, type Database } from '../../db/client';
import { bossSql } from './boss-sql';
import type { JobDefinition, Jobs } from './jobs';

/** Seconds between pg-boss maintenance runs: a job whose worker died is retried this long after it expires at most. */
const MAINTENANCE_SECONDS = 30;
/** The singleton key of a recurring job's next run: at most one is waiting at any time. */
const NEXT_RUN = 'next';
/**
 * The singleton key of the run a starting server asks for. Not NEXT_RUN: under the 'short' policy a
 * next run still waiting out its delay (left by the process before) would swallow it, and the first
 * sweep after a restart would wait up to `every` seconds.
 */
const START_RUN = 'start';
/** Of a batch (JobDefinition.batch), how many jobs run at once: a remote adapter's round trips overlap. */
const PARALLEL = 8;

/**
 * pg-boss 10 on the app's pool (its `db` option: no second pool, and the same database in every
 * mode). Every process creates the queues; the server's also work them and keep the schedules.
 */
export function createJobs(database: Database, onError: (error: unknown) => void): Jobs {
  const pool = poolOf(database);
  let boss: PgBoss | null = null;

  const startQueue = async (started: PgBoss, definition: JobDefinition) => {
    const options = { ...definition.queue, policy: definition.every || definition.cron ? 'short' : (definition.queue?.policy ?? 'standard') } as const;
    // The queue exists (a migration created it: the app role may not); this only keeps its options in step with the code.
    if (!(await started.getQueue(definition.name))) throw new Error(`pg-boss queue ${definition.name} is missing: create it in a migration (see 0005_pg_boss.sql)`);
    await started.updateQueue(definition.name, { name: definition.name, ...options });
  };

  const work = async (started: PgBoss, definition: JobDefinition) => {
    const { name, every, cron } = definition;
    const batchSize = every || cron ? 1 : (definition.batch ?? 1);
    let workerId = '';
    const runOne = async (job: PgBoss.Job<object>) => {
      try {
        await definition.handle(job.data ?? {});
      } catch (error) {
        // This job alone is retried (its queue's back-off); its batch-mates complete.
        await started.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
      }
    };
    workerId = await started.work<object>(name, { batchSize, pollingIntervalSeconds: every ? Math.min(every, 2) : 1 }, async (jobs) => {
      try {
        for (let next = 0; next < jobs.length; next += PARALLEL) await Promise.all(jobs.slice(next, next + PARALLEL).map(runOne));
      } finally {
        if (every) await started.send(name, {}, { startAfter: every, singletonKey: NEXT_RUN });
      }
      // A full batch: more are waiting. Fetch again now, not after the polling interval.
      if (batchSize > 1 && jobs.length === batchSize) started.notifyWorker(workerId);
    });
    if (every) {
      await started.send(name, {}, { singletonKey: START_RUN });
      await started.schedule(name, '* * * * *', {}, { singletonKey: NEXT_RUN });
    } else if (cron) {
      await started.schedule(name, cron, {}, { singletonKey: NEXT_RUN });
    }
  };

  return {
    async send(db, name, data, options = {}) {
      if (!boss) throw new Error(`jobs not started: cannot send ${name}`);
      const id = await boss.send(name, data, { ...options, db: bossSql(db) });
      // Without a singleton key a job is always created, unless its queue is missing: never lose it silently.
      if (id === null && !options.singletonKey) throw new Error(`queue ${name} does not exist`);
    },
    async sendMany(db, name, data) {
      if (!boss) throw new Error(`jobs not started: cannot send ${name}`);
      if (!data.length) return;
      const ids = data.map(() => randomUUID());
      await boss.insert(data.map((item, i) => ({ id: ids[i], name, data: item })), { db: bossSql(db) });
      // pg-boss's insert answers nothing and skips a missing queue: count what was created, never lose one silently.
      const created = (await db.execute(sql`
        select count(*)::int as n from pgboss.job where name = ${name} and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`)) as unknown as { rows: { n: number }[] };
      const n = created.rows[0]?.n ?? 0;
      if (n !== data.length) throw new Error(`queue ${name}: ${n} of ${data.length} jobs created`);
    },
    async start(definitions, options) {
      const started = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        supervise: options.work,
        schedule: options.work,
        // The owner installs pg-boss's schema and queues (migration 0005); the app role only checks its version.
        migrate: false,
        maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      });
      started.on('error', onError);
      await started.start();
      for (const definition of definitions) await startQueue(started, definition);
      boss = started;
      if (options.work) for (const definition of definitions) await work(started, definition);
    },
    async stop() {
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
