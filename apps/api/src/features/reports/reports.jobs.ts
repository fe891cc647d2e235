import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';

/**
 * appointment_daily_stats, appointment_month_visits and sale_daily_stats get a row of differences per key on every write (their triggers only insert,
 * so bookings never wait on each other there); this merges each key's rows into one, every venue at
 * once, so the reports keep reading about one row per key. Safe beside writes and other runs: see the
 * functions in the migrations appointment_daily_stats_triggers and sale_daily_stats_triggers. Answers how many rows it merged.
 */
export async function compactDailyStats(deps: Pick<Deps, 'db'>): Promise<number> {
  const result = (await deps.db.execute(sql`select chairside_compact_appointment_daily_stats() + chairside_compact_appointment_month_visits()
    + chairside_compact_sale_daily_stats() as n`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Counts again the visits of every venue's days marked since (appointment_daily_visits). Answers how many days. */
export async function refreshAllDailyVisits(deps: Pick<Deps, 'db'>): Promise<number> {
  const due = (await deps.db.execute(sql`select distinct venue_id from appointment_visit_days_dirty`)) as unknown as { rows: { venue_id: number }[] };
  let days = 0;
  for (const { venue_id: venueId } of due.rows) {
    const result = (await deps.db.execute(sql`select chairside_refresh_appointment_daily_visits(${venueId}) as n`)) as unknown as { rows: { n: number }[] };
    days += Number(result.rows[0]?.n ?? 0);
  }
  return days;
}

export function compactDailyStatsJob(deps: Deps): JobDefinition {
  return { name: 'reports-compact-stats', cron: '*/10 * * * *', queue: { retryLimit: 1 }, handle: async () => {
    await compactDailyStats(deps);
    await refreshAllDailyVisits(deps);
  } };
}
