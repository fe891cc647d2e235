import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Partner, PartnerInput } from '@chairside/shared/inventory';
import { brands, products, suppliers } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { assertFeature } from '../../lib/access';
import { diffChanges, logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';

/**
 * Brands and suppliers (spec §2.3 /inventory/brands, /inventory/suppliers): a name with contact
 * details, archived rather than deleted (their products keep them). Brands' writes need the plan
 * feature `products`, suppliers' `inventory` (plan-gates.ts); another venue's id is not found whatever the plan.
 */

export type PartnerKind = 'brand' | 'supplier';
const tableOf = (kind: PartnerKind) => (kind === 'brand' ? brands : suppliers);
/** Brands describe products (start); suppliers are stock buying (grow). */
const featureOf = (kind: PartnerKind) => (kind === 'brand' ? 'products' as const : 'inventory' as const);
type Row = typeof brands.$inferSelect;

function columnsOf(kind: PartnerKind) {
  const table = tableOf(kind);
  // Qualified by hand: drizzle leaves the columns of a single-table select unqualified, which the subquery would read as its own.
  const outer = sql.identifier(kind === 'brand' ? 'brands' : 'suppliers');
  const link = sql.identifier(kind === 'brand' ? 'brand_id' : 'supplier_id');
  return {
    row: table,
    productCount: sql<number>`(select count(*)::int from ${products} p where p.venue_id = ${outer}.venue_id and p.${link} = ${outer}.id and not p.archived)`,
  };
}

const wire = ({ row, productCount }: { row: Row; productCount: number }): Partner => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  archived: row.archived,
  archived_at: row.archivedAt?.toISOString() ?? null,
  product_count: productCount,
});

async function findPartner(db: Queryable, kind: PartnerKind, venueId: number, id: number): Promise<Partner> {
  const table = tableOf(kind);
  const [found] = await db.select(columnsOf(kind)).from(table).where(and(eq(table.venueId, venueId), eq(table.id, id))).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return wire(found);
}

const message = (ctx: VenueCtx, kind: PartnerKind, what: string) => t(ctx.lang, `inventory.${kind}_${what}`);

/** GET brands | suppliers (archived=1: the archived ones), by name. */
export async function listPartners(ctx: VenueCtx, kind: PartnerKind, archived: boolean): Promise<{ data: Partner[] }> {
  const table = tableOf(kind);
  const rows = await ctx.db
    .select(columnsOf(kind))
    .from(table)
    .where(and(eq(table.venueId, ctx.venueId), eq(table.archived, archived)))
    .orderBy(archived ? desc(table.archivedAt) : asc(sql`lower(${table.name})`), asc(table.id));
  return { data: rows.map(wire) };
}

export async function partnerDetail(ctx: VenueCtx, kind: PartnerKind, id: number): Promise<{ data: Partner }> {
  return { data: await findPartner(ctx.db, kind, ctx.venueId, id) };
}

/** Inserts one (the store route and the demo data). */
export async function insertPartner(tx: Tx, kind: PartnerKind, venueId: number, input: PartnerInput): Promise<number> {
  const [row] = await tx.insert(tableOf(kind)).values({ venueId, ...input }).returning({ id: tableOf(kind).id });
  return row!.id;
}

export async function storePartner(ctx: VenueCtx, kind: PartnerKind, input: PartnerInput): Promise<{ data: Partner; message: string }> {
  await assertFeature(ctx, featureOf(kind));
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertPartner(tx, kind, ctx.venueId, input);
    await logActivity(ctx, { entity: kind, entityId: id, action: 'create', changes: { name: { before: null, after: input.name } } }, tx);
    return id;
  });
  return { data: await findPartner(ctx.db, kind, ctx.venueId, id), message: message(ctx, kind, 'created') };
}

async function lockPartner(ctx: VenueCtx, tx: Tx, kind: PartnerKind, id: number): Promise<Row> {
  const table = tableOf(kind);
  const [before] = await tx.select().from(table).where(and(eq(table.venueId, ctx.venueId), eq(table.id, id))).for('update');
  // Another venue's id is not found, whatever the plan; then the plan decides.
  if (!before) throw new AppError('NOT_FOUND');
  await assertFeature(ctx, featureOf(kind));
  return before;
}

export async function updatePartner(ctx: VenueCtx, kind: PartnerKind, id: number, input: PartnerInput): Promise<{ data: Partner; message: string }> {
  const table = tableOf(kind);
  await ctx.db.transaction(async (tx) => {
    const before = await lockPartner(ctx, tx, kind, id);
    const changes = diffChanges(before, input);
    if (!Object.keys(changes).length) return;
    await tx.update(table).set(input).where(and(eq(table.venueId, ctx.venueId), eq(table.id, id)));
    await logActivity(ctx, { entity: kind, entityId: id, action: 'update', changes }, tx);
  });
  return { data: await findPartner(ctx.db, kind, ctx.venueId, id), message: message(ctx, kind, 'saved') };
}

/** Archive / restore: an archived brand or supplier is not offered for new products; its products keep it. */
export async function setPartnerArchived(ctx: VenueCtx, kind: PartnerKind, id: number, archived: boolean): Promise<{ data: Partner; message: string }> {
  const table = tableOf(kind);
  await ctx.db.transaction(async (tx) => {
    const before = await lockPartner(ctx, tx, kind, id);
    if (before.archived === archived) return;
    await tx
      .update(table)
      .set({ archived, archivedAt: archived ? ctx.deps.now() : null })
      .where(and(eq(table.venueId, ctx.venueId), eq(table.id, id)));
    await logActivity(ctx, { entity: kind, entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: before.archived, after: archived } } }, tx);
  });
  return { data: await findPartner(ctx.db, kind, ctx.venueId, id), message: message(ctx, kind, archived ? 'archived' : 'restored') };
}
