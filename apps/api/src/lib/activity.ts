import { and, eq, sql } from 'drizzle-orm';
import { activityLog } from '../db/schema/index';
import type { Queryable } from '../db/client';
import { sourceOf, type VenueCtx } from './context';

/** One entry of the activity log (DESIGN.md §4): who changed what, when and from where. */
export interface ActivityEntry {
  entity: string;
  entityId: number | null;
  action: string;
  changes?: Record<string, unknown>;
}

/** The one statement that writes activity_log: features log through this module (table ownership, see test/table-ownership.test.ts). */
export async function insertActivity(db: Queryable, rows: (typeof activityLog.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(activityLog).values(rows);
}

/** Writes activity-log rows for the caller, in one insert (pass the transaction when inside one). */
export async function logActivities(ctx: VenueCtx, entries: ActivityEntry[], db: Queryable = ctx.db): Promise<void> {
  await insertActivity(
    db,
    entries.map((entry) => ({
      venueId: ctx.venueId,
      userId: ctx.userId,
      employeeId: ctx.employeeId,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      changes: entry.changes ?? {},
      source: sourceOf(ctx),
    })),
  );
}

/** Writes an activity-log row for the caller (pass the transaction when inside one). */
export async function logActivity(ctx: VenueCtx, entry: ActivityEntry, db: Queryable = ctx.db): Promise<void> {
  await logActivities(ctx, [entry], db);
}

/** The fields whose value differs, as { field: { before, after } } (compared as JSON). */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) changes[field] = { before: before[field] ?? null, after: value };
  }
  return changes;
}

/**
 * Redacts the values an entity's past entries recorded (erasure on request): each entry keeps its
 * action, time and author, and `changes` becomes `{ redacted: [the field names] }`.
 */
export async function redactActivity(db: Queryable, venueId: number, entity: string, entityId: number): Promise<void> {
  await db
    .update(activityLog)
    .set({ changes: sql`jsonb_build_object('redacted', (select coalesce(jsonb_agg(k order by k), '[]'::jsonb) from jsonb_object_keys(${activityLog.changes}) k))` })
    .where(and(eq(activityLog.venueId, venueId), eq(activityLog.entity, entity), eq(activityLog.entityId, entityId)));
}
