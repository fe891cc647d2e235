import type { JobDefinition, Jobs } from './jobs';

/** How often the runner without pg-boss looks for pending work. */
const LOCAL_POLL_MS = 2_000;

/**
 * The runner for PGlite, which offers pg-boss no connection: sending is a no-op (the outbox row
 * itself is the durable record) and, when working, each queue's `pending` work and each recurring
 * job is polled in this process. It goes away with PGlite.
 */
export function createLocalJobs(onError: (error: unknown) => void): Jobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const loop = (ms: number, run: () => Promise<void>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const turn = run().catch(onError).finally(() => {
        busy = false;
        running.delete(turn);
      });
      running.add(turn);
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  const drain = async (definition: JobDefinition) => {
    for (const data of (await definition.pending?.()) ?? []) await definition.handle(data).catch(onError);
  };
  return {
    kind: 'local',
    async send() {},
    async start(definitions, { work }) {
      if (!work) return;
      for (const definition of definitions) {
        if (definition.pending) loop(LOCAL_POLL_MS, () => drain(definition));
        if (definition.every) loop(definition.every * 1000, () => definition.handle({}));
        else if (definition.cron) loop(60 * 60 * 1000, () => definition.handle({}));
      }
    },
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
