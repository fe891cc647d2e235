import { and, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * Replaces the values recorded under `keys` in the entries of `entityIds` with "redacted", leaving
 * the rest of each entry (e.g. the notes written on an erased customer's bookings: when and how the
 * bookings changed stays, what was written about the person goes).
 */
export async function redactActivityKeys(db: Queryable, venueId: number, entity: string, entityIds: number[], keys: string[]): Promise<void> {
  if (!entityIds.length || !keys.length) return;
  const names = sql`array[${sql.join(keys.map((key) => sql`${key}`), sql`, `)}]::text[]`;
  await db
    .update(activityLog)
    .set({ changes: sql`(select jsonb_object_agg(k, case when k = any(${names}) then '"redacted"'::jsonb else v end) from jsonb_each(${activityLog.changes}) e(k, v))` })
    .where(and(eq(activityLog.venueId, venueId), eq(activityLog.entity, entity), inArray(activityLog.entityId, entityIds), sql`${activityLog.changes} ?| ${names}`));
}
