import { createGate } from '../../lib/gate';

/** Venues settled at once by a sweep: each is its own transaction under its own row lock. */
export const SWEEP_CONCURRENCY = 4;

/**
 * Runs `work` for each venue, SWEEP_CONCURRENCY at a time. One venue's failure (the provider down)
 * does not stop the others; the first failure is thrown at the end, so the job is marked failed and
 * the next hourly sweep tries that venue again.
 */
export async function eachVenue<T>(due: { id: number }[], work: (id: number) => Promise<T | null>, done: (outcome: T) => void): Promise<void> {
  const gate = createGate(SWEEP_CONCURRENCY);
  const results = await Promise.allSettled(due.map(({ id }) => gate.run(async () => {
    const outcome = await work(id);
    if (outcome) done(outcome);
  })));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
