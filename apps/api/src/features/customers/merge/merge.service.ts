import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MERGE_UNDO_DAYS, type DuplicatesResponse, type MergeField, type MergeResponse, type MergeSummary, type MergesResponse, type duplicatesQuery, type mergeBody } from '@chairside/shared/customers-transfer';
import { fullName } from '@chairside/shared/rules/name';
import { customerErasures, customerMerges, customers } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { diffChanges, logActivities } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { erasedAt } from '../privacy/privacy.consents';
import { moveAll, moveAllBack } from './merge.movers';
import { duplicateGroups, mergeCustomersById } from './merge.queries';

/** Duplicate candidates, merging two customers in one transaction, and undoing a merge within MERGE_UNDO_DAYS. */

type Row = typeof customers.$inferSelect;

/** The customer columns each choice of the side-by-side compare sets. */
const FIELD_COLUMNS: Record<MergeField, (keyof Row)[]> = {
  first_name: ['firstName'], last_name: ['lastName'], phone: ['phone'], email: ['email'], birthday: ['birthday'], gender: ['gender'],
  address: ['street', 'city', 'postcode', 'country'], alerts: ['alerts'], preferred_employee_id: ['preferredEmployeeId'],
};
const TIMESTAMPS = new Set(['emailMarketingAt', 'smsMarketingAt']);

export async function listDuplicates(ctx: VenueCtx, query: z.output<typeof duplicatesQuery>): Promise<DuplicatesResponse> {
  const { groups, hasMore } = await duplicateGroups(ctx.db, ctx.venueId, query.page, query.per_page);
  const byId = await mergeCustomersById(ctx.db, ctx.venueId, [...new Set(groups.flatMap((g) => g.ids))]);
  return {
    data: groups.map((g) => ({ reason: g.reason, customers: g.ids.map((id) => byId.get(id)!).filter(Boolean) })),
    meta: { page: query.page, per_page: query.per_page, has_more: hasMore },
  };
}

/** What the kept customer becomes: chosen fields, both notes, all tags, the latest consent decision per channel, blocked if either was. */
function mergedValues(keep: Row, merge: Row, values: Partial<Record<MergeField, 'keep' | 'merge'>>): Partial<Row> {
  const next: Partial<Row> = {};
  for (const [field, columns] of Object.entries(FIELD_COLUMNS) as [MergeField, (keyof Row)[]][]) {
    if (values[field] === 'merge') for (const column of columns) Object.assign(next, { [column]: merge[column] });
  }
  const notes = [keep.notes.trim(), merge.notes.trim()].filter(Boolean);
  next.notes = [...new Set(notes)].join('\n\n');
  next.tags = [...keep.tags, ...merge.tags.filter((tag) => !keep.tags.includes(tag))];
  for (const channel of ['email', 'sms'] as const) {
    const at = `${channel}MarketingAt` as const;
    if (merge[at] && (!keep[at] || merge[at] > keep[at])) {
      Object.assign(next, { [`${channel}Marketing`]: merge[`${channel}Marketing`], [at]: merge[at], [`${channel}MarketingSource`]: merge[`${channel}MarketingSource`] });
    }
  }
  next.blockedOnline = keep.blockedOnline || merge.blockedOnline;
  return next;
}

const asJson = (row: Partial<Row>) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

export async function mergeCustomers(ctx: VenueCtx, body: z.output<typeof mergeBody>): Promise<MergeResponse> {
  if (body.keep_id === body.merge_id) throw fieldError('merge_id', 'customers_transfer.merge_same');
  const id = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select().from(customers)
      .where(and(eq(customers.venueId, ctx.venueId), inArray(customers.id, [body.keep_id, body.merge_id]), eq(customers.archived, false)))
      .orderBy(customers.id).for('update');
    const keep = rows.find((r) => r.id === body.keep_id);
    const merge = rows.find((r) => r.id === body.merge_id);
    if (!keep || !merge) throw new AppError('NOT_FOUND');
    const next = mergedValues(keep, merge, body.values);
    const changes = diffChanges(asJson(keep), asJson(next));
    await tx.update(customers).set({ ...next, updatedAt: new Date() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, keep.id)));
    await tx.update(customers).set({ archived: true, updatedAt: new Date() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, merge.id)));
    const moved = await moveAll(tx, ctx.venueId, merge.id, keep.id);
    const [record] = await tx
      .insert(customerMerges)
      .values({ venueId: ctx.venueId, keptId: keep.id, mergedId: merge.id, keptBefore: changes, mergedBefore: { archived: merge.archived }, moved, employeeId: ctx.employeeId })
      .returning({ id: customerMerges.id });
    const counts = Object.fromEntries(Object.entries(moved).map(([k, ids]) => [k, ids.length]));
    await logActivities(ctx, [
      { entity: 'customer', entityId: keep.id, action: 'merged', changes: { merge_id: record!.id, merged_id: merge.id, fields: changes, moved: counts } },
      { entity: 'customer', entityId: merge.id, action: 'merged_into', changes: { merge_id: record!.id, kept_id: keep.id, moved: counts } },
    ], tx);
    return record!.id;
  });
  return { merge: await findMerge(ctx.db, ctx, id), message: t(ctx.lang, 'customers_transfer.merged') };
}

const undoSince = (ctx: VenueCtx) => new Date(ctx.deps.now().getTime() - MERGE_UNDO_DAYS * 86_400_000);

async function findMerge(db: Queryable, ctx: VenueCtx, id: number): Promise<MergeSummary> {
  const [summary] = await summaries(db, ctx, eq(customerMerges.id, id));
  if (!summary) throw new AppError('NOT_FOUND');
  return summary;
}

async function summaries(db: Queryable, ctx: VenueCtx, where: ReturnType<typeof eq>): Promise<MergeSummary[]> {
  const rows = await db.select().from(customerMerges).where(and(eq(customerMerges.venueId, ctx.venueId), where)).orderBy(desc(customerMerges.id)).limit(50);
  const names = await mergeCustomersById(db, ctx.venueId, [...new Set(rows.flatMap((r) => [r.keptId, r.mergedId]))]);
  const name = (id: number) => ({ id, name: fullName(names.get(id)?.first_name ?? '', names.get(id)?.last_name ?? '') });
  const since = undoSince(ctx);
  const ids = [...new Set(rows.flatMap((r) => [r.keptId, r.mergedId]))];
  const erased = new Set(ids.length
    ? (await db.select({ id: customerErasures.customerId }).from(customerErasures).where(and(eq(customerErasures.venueId, ctx.venueId), inArray(customerErasures.customerId, ids)))).map((row) => row.id)
    : []);
  return rows.map((r) => ({
    id: r.id, kept: name(r.keptId), merged: name(r.mergedId),
    moved: Object.fromEntries(Object.entries(r.moved).map(([k, ids]) => [k, ids.length])),
    created_at: r.createdAt.toISOString(), undone: r.undone, can_undo: !r.undone && r.createdAt >= since && !erased.has(r.keptId) && !erased.has(r.mergedId),
  }));
}

/** The merges of the last MERGE_UNDO_DAYS days, newest first (at most 50). */
export async function listMerges(ctx: VenueCtx): Promise<MergesResponse> {
  return { data: await summaries(ctx.db, ctx, gte(customerMerges.createdAt, undoSince(ctx))) };
}

/**
 * Undoes a merge: the merged-away customer is back as it was, the kept customer's fields the merge
 * set go back (those edited since keep the newer value), and every mover moves back exactly the
 * rows it moved that are still on the kept customer (items booked after the merge stay).
 */
export async function undoMerge(ctx: VenueCtx, id: number): Promise<MergeResponse> {
  await ctx.db.transaction(async (tx) => {
    const [record] = await tx.select().from(customerMerges).where(and(eq(customerMerges.venueId, ctx.venueId), eq(customerMerges.id, id))).for('update');
    if (!record) throw new AppError('NOT_FOUND');
    if (record.undone) throw fieldError('merge', 'customers_transfer.merge_already_undone');
    if (record.createdAt < undoSince(ctx)) throw fieldError('merge', 'customers_transfer.merge_too_old', { days: MERGE_UNDO_DAYS });
    // An erasure of either customer emptied what undo would put back.
    if ((await erasedAt(ctx, record.keptId, tx)) || (await erasedAt(ctx, record.mergedId, tx))) throw new AppError('CUSTOMER_ERASED');
    const [later] = await tx.select({ id: customerMerges.id }).from(customerMerges)
      .where(and(eq(customerMerges.venueId, ctx.venueId), eq(customerMerges.mergedId, record.keptId), eq(customerMerges.undone, false), sql`${customerMerges.id} > ${record.id}`)).limit(1);
    if (later) throw fieldError('merge', 'customers_transfer.merge_later');
    const [kept] = await tx.select().from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, record.keptId))).for('update');
    const current = asJson(kept!);
    const restore: Record<string, unknown> = {};
    for (const [field, change] of Object.entries(record.keptBefore as Record<string, { before: unknown; after: unknown }>)) {
      if (JSON.stringify(current[field] ?? null) !== JSON.stringify(change.after ?? null)) continue;
      restore[field] = TIMESTAMPS.has(field) && typeof change.before === 'string' ? new Date(change.before) : change.before;
    }
    await tx.update(customers).set({ ...restore, updatedAt: new Date() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, record.keptId)));
    await tx.update(customers).set({ archived: Boolean(record.mergedBefore.archived), updatedAt: new Date() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, record.mergedId)));
    await moveAllBack(tx, ctx.venueId, record.moved, record.keptId, record.mergedId);
    await tx.update(customerMerges).set({ undone: true, undoneAt: ctx.deps.now() }).where(eq(customerMerges.id, record.id));
    await logActivities(ctx, [
      { entity: 'customer', entityId: record.keptId, action: 'merge_undone', changes: { merge_id: record.id, merged_id: record.mergedId, restored: Object.keys(restore) } },
      { entity: 'customer', entityId: record.mergedId, action: 'merge_undone', changes: { merge_id: record.id, kept_id: record.keptId } },
    ], tx);
  });
  return { merge: await findMerge(ctx.db, ctx, id), message: t(ctx.lang, 'customers_transfer.merge_undone') };
}
