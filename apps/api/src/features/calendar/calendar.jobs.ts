import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/context';
import { releaseExpired } from './core/calendar.write';

/** How often held slots are checked for expiry; a released slot leaves open calendars this long after at most. */
export const RESERVED_SLOT_SWEEP_MS = 10_000;

/**
 * Releases every venue's reserved slots whose hold has run out (the partial index
 * appointments_reserved_expiry_idx keeps this cheap). Answers how many venues had some.
 * Safe on several processes at once: each slot is deleted, logged and announced by one of them.
 */
export async function releaseAllExpired(deps: Deps): Promise<number> {
  const due = (await deps.db.execute(sql`
    select distinct venue_id from appointments
    where type = 'reserved_slot' and expires_at <= ${deps.now().toISOString()}::timestamptz`)) as unknown as { rows: { venue_id: number }[] };
  for (const { venue_id: venueId } of due.rows) await releaseExpired({ db: deps.db, venueId, deps });
  return due.rows.length;
}

/** Runs releaseAllExpired every `everyMs`, one run at a time; the returned stop waits for a run under way. */
export function scheduleSlotRelease(deps: Deps, onError: (error: unknown) => void, everyMs = RESERVED_SLOT_SWEEP_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= releaseAllExpired(deps).then(() => undefined, onError).finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
