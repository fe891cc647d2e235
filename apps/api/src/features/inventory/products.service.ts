import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { isLowStock, type Product, type ProductInput } from '@chairside/shared/inventory';
import { brands, products, suppliers, taxRates } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { assertFeature } from '../../lib/access';
import { diffChanges, logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError, pgCode } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { storeImage } from '../../lib/images';
import { venueTaxDefaults } from '../catalog/catalog.service';

/**
 * Products (spec §2.3 /inventory/products): retail or professional (back-bar) items with a brand,
 * supplier, SKU and barcode (unique per venue among the non-archived ones), a retail price with its
 * tax rate (default: the venue's product rate), a cost price and reorder settings. Stock moves only
 * through stock.service.ts; on_hand is read here. Writes need the plan feature `products`.
 */

type Row = typeof products.$inferSelect;
export const productColumns = {
  row: products,
  brandName: brands.name,
  supplierName: suppliers.name,
  taxRate: taxRates.rate,
};
type Joined = { row: Row; brandName: string | null; supplierName: string | null; taxRate: number | null };

export const productWire = ({ row, brandName, supplierName, taxRate }: Joined): Product => ({
  id: row.id,
  name: row.name,
  brand_id: row.brandId,
  brand_name: brandName,
  category: row.category,
  sku: row.sku,
  barcode: row.barcode,
  retail_price: row.retailPrice,
  tax_rate_id: row.taxRateId,
  tax_rate: taxRate ?? 0,
  cost_price: row.costPrice,
  usage: row.usage === 'professional' ? 'professional' : 'retail',
  track_stock: row.trackStock,
  reorder_level: row.reorderLevel,
  reorder_quantity: row.reorderQuantity,
  supplier_id: row.supplierId,
  supplier_name: supplierName,
  on_hand: row.onHand,
  photo: row.photo,
  low_stock: isLowStock({ track_stock: row.trackStock, on_hand: row.onHand, reorder_level: row.reorderLevel }),
  archived: row.archived,
  archived_at: row.archivedAt?.toISOString() ?? null,
});

/** The product query with its brand, supplier and tax rate. */
export const selectProducts = (db: Queryable) =>
  db
    .select(productColumns)
    .from(products)
    .leftJoin(brands, and(eq(brands.venueId, products.venueId), eq(brands.id, products.brandId)))
    .leftJoin(suppliers, and(eq(suppliers.venueId, products.venueId), eq(suppliers.id, products.supplierId)))
    .leftJoin(taxRates, and(eq(taxRates.venueId, products.venueId), eq(taxRates.id, products.taxRateId)));

async function findProduct(db: Queryable, venueId: number, id: number): Promise<Product> {
  const [found] = await selectProducts(db).where(and(eq(products.venueId, venueId), eq(products.id, id))).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return productWire(found);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET products: by name; a search matching a SKU or barcode exactly (a scan) puts that product first. */
export async function listProducts(ctx: VenueCtx, query: { archived?: '0' | '1'; search?: string }) {
  const archived = query.archived === '1';
  const search = query.search?.trim() ?? '';
  const where = [eq(products.venueId, ctx.venueId), eq(products.archived, archived)];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    where.push(or(ilike(products.name, like), ilike(brands.name, like), ilike(products.category, like), eq(products.sku, search), eq(products.barcode, search))!);
  }
  // A scan's exact SKU / barcode match first (PostgreSQL refuses a constant ORDER BY, so only when searching).
  const exactFirst = search ? [desc(sql`(${products.sku} = ${search} or ${products.barcode} = ${search})`)] : [];
  const [rows, categories] = await Promise.all([
    selectProducts(ctx.db).where(and(...where)).orderBy(...exactFirst, asc(sql`lower(${products.name})`), asc(products.id)).limit(1000),
    ctx.db
      .selectDistinct({ category: products.category })
      .from(products)
      .where(and(eq(products.venueId, ctx.venueId), sql`${products.category} <> ''`))
      .orderBy(asc(products.category)),
  ]);
  const data = rows.map(productWire);
  const hit = search ? data.find((p) => p.sku === search || p.barcode === search) : undefined;
  return { data, exact_id: hit?.id ?? null, categories: categories.map((row) => row.category) };
}

export async function productDetail(ctx: VenueCtx, id: number): Promise<{ data: Product }> {
  return { data: await findProduct(ctx.db, ctx.venueId, id) };
}

/** Brand, supplier and tax rate must be this venue's (and not archived, unless the product already has it). */
async function checkLinks(tx: Queryable, venueId: number, input: ProductInput, before?: Row): Promise<number> {
  const check = async (table: typeof brands | typeof suppliers, id: number | null, current: number | null | undefined, field: string) => {
    if (id === null) return;
    const [row] = await tx.select({ archived: table.archived }).from(table).where(and(eq(table.venueId, venueId), eq(table.id, id))).limit(1);
    if (!row || (row.archived && id !== current)) throw fieldError(field, 'inventory.validation.unknown');
  };
  await check(brands, input.brand_id, before?.brandId, 'brand_id');
  await check(suppliers, input.supplier_id, before?.supplierId, 'supplier_id');
  if (input.tax_rate_id === null) {
    const defaults = await venueTaxDefaults(tx, venueId);
    if (!defaults.product) throw fieldError('tax_rate_id', 'inventory.validation.no_default_tax');
    return defaults.product.id;
  }
  const [rate] = await tx.select({ archived: taxRates.archived }).from(taxRates).where(and(eq(taxRates.venueId, venueId), eq(taxRates.id, input.tax_rate_id))).limit(1);
  if (!rate || (rate.archived && input.tax_rate_id !== before?.taxRateId)) throw fieldError('tax_rate_id', 'inventory.validation.unknown');
  return input.tax_rate_id;
}

/** A SKU or barcode another non-archived product of the venue has: 422 on that field. */
function uniqueField(error: unknown): never {
  if (pgCode(error) === '23505') {
    const e = error as { constraint?: string; cause?: { constraint?: string } };
    const constraint = e.constraint ?? e.cause?.constraint ?? '';
    if (constraint.includes('barcode')) throw fieldError('barcode', 'inventory.validation.barcode_taken');
    if (constraint.includes('sku')) throw fieldError('sku', 'inventory.validation.sku_taken');
  }
  throw error;
}

const values = (input: ProductInput, taxRateId: number) => ({
  name: input.name,
  brandId: input.brand_id,
  category: input.category,
  sku: input.sku,
  barcode: input.barcode,
  retailPrice: input.retail_price,
  taxRateId,
  costPrice: input.cost_price,
  usage: input.usage,
  trackStock: input.track_stock,
  reorderLevel: input.reorder_level,
  reorderQuantity: input.reorder_quantity,
  supplierId: input.supplier_id,
});

/** Inserts one (the store route and the demo data); stock starts at 0 and moves through stock movements. */
export async function insertProduct(tx: Tx, venueId: number, input: ProductInput): Promise<number> {
  const taxRateId = await checkLinks(tx, venueId, input);
  const [row] = await tx.insert(products).values({ venueId, ...values(input, taxRateId) }).returning({ id: products.id });
  return row!.id;
}

export async function storeProduct(ctx: VenueCtx, input: ProductInput): Promise<{ data: Product; message: string }> {
  await assertFeature(ctx, 'products');
  const id = await ctx.db
    .transaction(async (tx) => {
      const id = await insertProduct(tx, ctx.venueId, input);
      await logActivity(ctx, { entity: 'product', entityId: id, action: 'create', changes: { name: { before: null, after: input.name } } }, tx);
      return id;
    })
    .catch(uniqueField);
  return { data: await findProduct(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.product_created') };
}

async function lockProduct(ctx: VenueCtx, tx: Tx, id: number): Promise<Row> {
  const [before] = await tx.select().from(products).where(and(eq(products.venueId, ctx.venueId), eq(products.id, id))).for('update');
  // Another venue's id is not found, whatever the plan; then the plan decides.
  if (!before) throw new AppError('NOT_FOUND');
  await assertFeature(ctx, 'products');
  return before;
}

export async function updateProduct(ctx: VenueCtx, id: number, input: ProductInput): Promise<{ data: Product; message: string }> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockProduct(ctx, tx, id);
      const after = values(input, await checkLinks(tx, ctx.venueId, input, before));
      const changes = diffChanges(before, after);
      if (!Object.keys(changes).length) return;
      await tx.update(products).set(after).where(and(eq(products.venueId, ctx.venueId), eq(products.id, id)));
      await logActivity(ctx, { entity: 'product', entityId: id, action: 'update', changes }, tx);
    })
    .catch(uniqueField);
  return { data: await findProduct(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.product_saved') };
}

/** Archive / restore. Restoring one whose SKU or barcode another product took since: 422 on that field. */
export async function setProductArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<{ data: Product; message: string }> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockProduct(ctx, tx, id);
      if (before.archived === archived) return;
      await tx
        .update(products)
        .set({ archived, archivedAt: archived ? ctx.deps.now() : null })
        .where(and(eq(products.venueId, ctx.venueId), eq(products.id, id)));
      await logActivity(ctx, { entity: 'product', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: before.archived, after: archived } } }, tx);
    })
    .catch(uniqueField);
  return { data: await findProduct(ctx.db, ctx.venueId, id), message: t(ctx.lang, archived ? 'inventory.product_archived' : 'inventory.product_restored') };
}

/** POST products/photo/{id}: the raw picture (lib/images.ts), a 512 px square, made the product's photo. */
export async function uploadProductPhoto(ctx: VenueCtx, id: number, body: unknown, prefix: string): Promise<{ data: Product; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockProduct(ctx, tx, id);
    const image = await storeImage(tx, ctx.venueId, body, 'photo', prefix);
    if (before.photo === image.url) return;
    await tx.update(products).set({ photo: image.url }).where(and(eq(products.venueId, ctx.venueId), eq(products.id, id)));
    await logActivity(ctx, { entity: 'product', entityId: id, action: 'photo', changes: { photo: { before: before.photo, after: image.url } } }, tx);
  });
  return { data: await findProduct(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.photo_saved') };
}

/** POST products/photo/delete/{id}: no photo (the stored picture stays, as history may point at it). */
export async function removeProductPhoto(ctx: VenueCtx, id: number): Promise<{ data: Product; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockProduct(ctx, tx, id);
    if (before.photo === null) return;
    await tx.update(products).set({ photo: null }).where(and(eq(products.venueId, ctx.venueId), eq(products.id, id)));
    await logActivity(ctx, { entity: 'product', entityId: id, action: 'photo', changes: { photo: { before: before.photo, after: null } } }, tx);
  });
  return { data: await findProduct(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.photo_removed') };
}
