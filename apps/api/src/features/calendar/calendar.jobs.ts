import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';
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

/** The pg-boss job that releases expired holds, every RESERVED_SLOT_SWEEP_MS (a self-rescheduling job, lib/jobs). */
export function slotReleaseJob(deps: Deps): JobDefinition {
  return {
    name: 'calendar-release-slots',
    every: RESERVED_SLOT_SWEEP_MS / 1000,
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handle: async () => void (await releaseAllExpired(deps)),
  };
}
