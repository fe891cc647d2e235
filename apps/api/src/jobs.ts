import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './lib/context';
import { backgroundErrorSummary } from './lib/log-privacy';
import { scheduleSlotRelease } from './features/calendar/calendar.jobs';

/**
 * Every feature's scheduled work, run by the server process (buildApp's `scheduled` option; test
 * apps call the jobs themselves). Returns a stop that waits for work under way.
 */
export function startScheduledWork(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  const stops = [scheduleSlotRelease(deps, (error) => log.warn({ error: backgroundErrorSummary(error) }, 'releasing expired reserved slots failed'))];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
