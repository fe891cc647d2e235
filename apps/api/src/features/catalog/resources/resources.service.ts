import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { listedFirst } from '@chairside/shared/rules/ordering';
import { positionsOf } from '../../../lib/ordering';
import { RESOURCE_TYPE_SUGGESTIONS, type Resource, type ResourceInput, type ResourcesListResponse } from '@chairside/shared/catalog-resources';
import { resources, serviceResources } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { assertFeature } from '../../../lib/access';
import { diffChanges, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { notifyLive } from '../../../lib/live';

/**
 * Resources (spec §2.3 /catalogs/resources): rooms and equipment with a type, capacity 1 (the
 * exclusion constraint on resource segments), in the order of the calendar's resource columns.
 * Archiving takes one off the calendar and out of new bookings; its past bookings keep it.
 * Every write needs the plan feature `resources` (403 with limits otherwise).
 */

type Row = typeof resources.$inferSelect;
const columns = {
  row: resources,
  serviceCount: sql<number>`(select count(*)::int from ${serviceResources} where ${serviceResources.venueId} = ${resources.venueId} and ${serviceResources.resourceId} = ${resources.id})`,
};

const wire = ({ row, serviceCount }: { row: Row; serviceCount: number }): Resource => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  capacity: 1,
  sort_order: row.sortOrder,
  archived: row.archived,
  archived_at: row.archivedAt?.toISOString() ?? null,
  service_count: serviceCount,
});

/** The calendar's columns changed: every open calendar reloads (its live stream). */
const announceColumns = (db: Queryable, venueId: number, ids: number[]) => notifyLive(db, { venue_id: venueId, kind: 'refresh', action: 'resources', ids });

async function findResource(db: Queryable, venueId: number, id: number): Promise<Resource> {
  const [found] = await db.select(columns).from(resources).where(and(eq(resources.venueId, venueId), eq(resources.id, id))).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return wire(found);
}

/** GET resources/list (archived=1: the archived ones, latest first), with the types to suggest. */
export async function listResources(ctx: VenueCtx, archived: boolean): Promise<ResourcesListResponse> {
  const [rows, used] = await Promise.all([
    ctx.db
      .select(columns)
      .from(resources)
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, archived)))
      .orderBy(...(archived ? [desc(resources.archivedAt), asc(resources.id)] : [asc(resources.sortOrder), asc(resources.id)])),
    ctx.db
      .select({ type: resources.type, n: count() })
      .from(resources)
      .where(and(eq(resources.venueId, ctx.venueId), sql`${resources.type} <> ''`))
      .groupBy(resources.type)
      .orderBy(desc(count()), asc(resources.type)),
  ]);
  const types = [...new Set([...used.map((row) => row.type), ...RESOURCE_TYPE_SUGGESTIONS])];
  return { data: rows.map(wire), types };
}

/** GET resources/detail/{id}. */
export async function resourceDetail(ctx: VenueCtx, id: number): Promise<{ data: Resource }> {
  return { data: await findResource(ctx.db, ctx.venueId, id) };
}

/** POST resources/store: a new resource at the end of the calendar's resource columns. */
export async function storeResource(ctx: VenueCtx, input: ResourceInput): Promise<{ data: Resource; message: string }> {
  await assertFeature(ctx, 'resources');
  const id = await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${resources.sortOrder}), -1)::int` })
      .from(resources)
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, false)));
    const [row] = await tx
      .insert(resources)
      .values({ venueId: ctx.venueId, name: input.name, type: input.type, description: input.description, sortOrder: (last?.max ?? -1) + 1 })
      .returning({ id: resources.id });
    await logActivity(ctx, { entity: 'resource', entityId: row!.id, action: 'create', changes: { name: { before: null, after: input.name } } }, tx);
    await announceColumns(tx, ctx.venueId, [row!.id]);
    return row!.id;
  });
  return { data: await findResource(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_resources.created') };
}

/** POST resources/update/{id}: name, type and description (an archived one too). */
export async function updateResource(ctx: VenueCtx, id: number, input: ResourceInput): Promise<{ data: Resource; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(resources).where(and(eq(resources.venueId, ctx.venueId), eq(resources.id, id))).for('update');
    // Another venue's id is not found, whatever the plan; then the plan decides.
    if (!before) throw new AppError('NOT_FOUND');
    await assertFeature(ctx, 'resources');
    const after = { name: input.name, type: input.type, description: input.description };
    const changes = diffChanges({ name: before.name, type: before.type, description: before.description }, after);
    if (!Object.keys(changes).length) return;
    await tx.update(resources).set(after).where(and(eq(resources.venueId, ctx.venueId), eq(resources.id, id)));
    await logActivity(ctx, { entity: 'resource', entityId: id, action: 'update', changes }, tx);
    await announceColumns(tx, ctx.venueId, [id]);
  });
  return { data: await findResource(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_resources.saved') };
}

/**
 * POST resources/archive/{id} and resources/restore/{id}. Archived: off the calendar's columns and
 * out of new bookings; booked lines keep pointing at it (their history). Restored: back at the end.
 */
export async function setResourceArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<{ data: Resource; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(resources).where(and(eq(resources.venueId, ctx.venueId), eq(resources.id, id))).for('update');
    // Another venue's id is not found, whatever the plan; then the plan decides.
    if (!before) throw new AppError('NOT_FOUND');
    await assertFeature(ctx, 'resources');
    if (before.archived === archived) return;
    let sortOrder = before.sortOrder;
    if (!archived) {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${resources.sortOrder}), -1)::int` })
        .from(resources)
        .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, false)));
      sortOrder = (last?.max ?? -1) + 1;
    }
    await tx
      .update(resources)
      .set({ archived, archivedAt: archived ? ctx.deps.now() : null, sortOrder })
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.id, id)));
    await logActivity(ctx, { entity: 'resource', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: before.archived, after: archived } } }, tx);
    await announceColumns(tx, ctx.venueId, [id]);
  });
  return { data: await findResource(ctx.db, ctx.venueId, id), message: t(ctx.lang, archived ? 'catalog_resources.archived' : 'catalog_resources.restored') };
}

/** POST resources/order: the active resources' new order (ids not named keep their order after them). */
export async function orderResources(ctx: VenueCtx, ids: number[]): Promise<{ orders: number[]; message: string }> {
  await assertFeature(ctx, 'resources');
  const orders = await ctx.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, false)))
      .orderBy(asc(resources.sortOrder), asc(resources.id))
      .for('update');
    const known = new Set(all.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
    const order = listedFirst(ids, all.map((row) => row.id));
    await tx
      .update(resources)
      .set({ sortOrder: positionsOf(resources.id, order) })
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, false)));
    await logActivity(ctx, { entity: 'resource', entityId: null, action: 'order', changes: { order: { before: all.map((row) => row.id), after: order } } }, tx);
    await announceColumns(tx, ctx.venueId, order);
    return order;
  });
  return { orders, message: t(ctx.lang, 'catalog_resources.order_saved') };
}
