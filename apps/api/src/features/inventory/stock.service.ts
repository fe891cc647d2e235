import { and, asc, count, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isLanguage } from '@chairside/shared/constants';
import { isLowStock, movementsResponse, stockResponse, type Movement, type MovementKind, type MovementsResponse, type StockResponse } from '@chairside/shared/inventory';
import { brands, employees, products, stockMovements, venues } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { assertFeature } from '../../lib/access';
import { logActivities, logActivity } from '../../lib/activity';
import { answerCache } from '../../lib/answer-cache';
import { stockScope } from '../../lib/changes';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { oncePer } from '../../lib/once-per';
import type { Mailer } from '../../lib/mail';
import { emailRecipients } from '../staff/staff.service';
import { notifyStaff } from '../notifications/notifications.service';

/**
 * Stock (spec §2.3 /inventory/stock): a ledger of movements whose sum is each product's on_hand.
 * A movement locks its product's row, checks the new quantity and writes the movement and the new
 * on_hand in one transaction, so concurrent movements serialise and none is lost. Stock does not go
 * under zero: 422 OUT_OF_STOCK, unless the venue allows negative stock (allow_negative_stock, off by
 * default), and then only for a sale at the till: adjustments, counts and receipts never do.
 */

export interface MovementInput {
  productId: number;
  quantity: number;
  kind: MovementKind;
  note?: string;
  reference?: string;
  employeeId: number | null;
}

/** The venue setting (business profile): may a sale take stock under zero? Read only when one would. */
async function allowsNegativeStock(tx: Tx, venueId: number): Promise<boolean> {
  const [venue] = await tx.select({ allow: venues.allowNegativeStock }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return venue?.allow ?? false;
}

/**
 * Records one movement inside the caller's transaction; returns its id and the new on-hand quantity.
 * With `mail`, a movement that takes the product from above its reorder level to or under it
 * tells the staff who asked for low-stock news (by e-mail, and in the bell), in the same transaction:
 * once per crossing (the product's row is locked, and a rolled-back movement takes its news with it).
 */
export async function recordMovement(tx: Tx, venueId: number, input: MovementInput, mail?: Mailer): Promise<{ id: number; onHand: number }> {
  const [product] = await tx
    .select({ onHand: products.onHand, trackStock: products.trackStock, reorderLevel: products.reorderLevel, name: products.name })
    .from(products)
    .where(and(eq(products.venueId, venueId), eq(products.id, input.productId)))
    .for('update');
  if (!product) throw new AppError('NOT_FOUND');
  if (!product.trackStock) throw fieldError('product_id', 'inventory.validation.not_tracked');
  const onHand = product.onHand + input.quantity;
  // Only a movement out can be refused: one in (a receipt, a refund) is welcome even while the stock is still under zero.
  if (input.quantity < 0 && onHand < 0 && !(input.kind === 'sale' && (await allowsNegativeStock(tx, venueId)))) {
    throw new AppError('OUT_OF_STOCK', { errors: { quantity: [{ key: 'errors.OUT_OF_STOCK' }] } });
  }
  const [row] = await tx
    .insert(stockMovements)
    .values({ venueId, productId: input.productId, quantity: input.quantity, kind: input.kind, note: input.note ?? '', reference: input.reference ?? '', employeeId: input.employeeId })
    .returning({ id: stockMovements.id });
  await tx.update(products).set({ onHand }).where(and(eq(products.venueId, venueId), eq(products.id, input.productId)));
  if (mail && product.onHand > product.reorderLevel && onHand <= product.reorderLevel) {
    await notifyLowStock(tx, mail, venueId, { name: product.name, onHand, reorderLevel: product.reorderLevel });
    await notifyStaff(tx, venueId, 'low_stock', { params: { product: product.name, on_hand: onHand, level: product.reorderLevel }, link: lowStockLink });
  }
  return { id: row!.id, onHand };
}

/** Where a low-stock item in the bell leads: the stock list, low items only. */
export const lowStockLink = '/inventory/stock?low=1';

/** One e-mail through the outbox to each employee whose low-stock setting has e-mail on, in the venue's language. */
async function notifyLowStock(tx: Tx, mail: Mailer, venueId: number, product: { name: string; onHand: number; reorderLevel: number }) {
  const recipients = await emailRecipients(tx, venueId, 'low_stock');
  if (recipients.length === 0) return;
  const [venue] = await tx.select({ title: venues.title, lang: venues.lang }).from(venues).where(eq(venues.id, venueId)).limit(1);
  const lang = venue && isLanguage(venue.lang) ? venue.lang : 'en-us';
  for (const person of recipients) {
    const vars = { name: person.firstName, product: product.name, on_hand: product.onHand, level: product.reorderLevel, venue: venue?.title ?? '' };
    await mail.send(tx, { venueId, to: person.email, subject: t(lang, 'inventory.low_stock_mail.subject', vars), text: t(lang, 'inventory.low_stock_mail.text', vars) });
  }
}

const movementColumns = {
  row: stockMovements,
  productName: products.name,
  firstName: employees.firstName,
  lastName: employees.lastName,
};
const selectMovements = <Extra extends Record<string, SQL.Aliased | SQL>>(db: Queryable, extra?: Extra) =>
  db
    .select({ ...movementColumns, ...(extra as Extra) })
    .from(stockMovements)
    .innerJoin(products, and(eq(products.venueId, stockMovements.venueId), eq(products.id, stockMovements.productId)))
    .leftJoin(employees, and(eq(employees.venueId, stockMovements.venueId), eq(employees.id, stockMovements.employeeId)));
type MovementRow = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];

const movementWire = ({ row, productName, firstName, lastName }: MovementRow): Movement => ({
  id: row.id,
  product_id: row.productId,
  product_name: productName,
  quantity: row.quantity,
  kind: row.kind as MovementKind,
  note: row.note,
  reference: row.reference,
  employee_id: row.employeeId,
  employee_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  created_at: row.createdAt.toISOString(),
});

/** POST stock/adjust: one adjustment with its reason, by the caller. */
export async function adjustStock(
  ctx: VenueCtx,
  input: { product_id: number; quantity: number; kind: MovementKind; note: string; reference: string },
): Promise<{ data: Movement; on_hand: number; message: string }> {
  const { id, onHand } = await ctx.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: products.id }).from(products).where(and(eq(products.venueId, ctx.venueId), eq(products.id, input.product_id))).limit(1);
    // Another venue's product is not found, whatever the plan; then the plan decides.
    if (!exists) throw new AppError('NOT_FOUND');
    await assertFeature(ctx, 'inventory');
    const done = await recordMovement(tx, ctx.venueId, {
      productId: input.product_id, quantity: input.quantity, kind: input.kind, note: input.note, reference: input.reference, employeeId: ctx.employeeId,
    }, ctx.deps.mail);
    await logActivity(ctx, { entity: 'product', entityId: input.product_id, action: 'stock_adjust', changes: { on_hand: { before: done.onHand - input.quantity, after: done.onHand }, kind: { before: null, after: input.kind } } }, tx);
    return done;
  });
  const [row] = await selectMovements(ctx.db).where(and(eq(stockMovements.venueId, ctx.venueId), eq(stockMovements.id, id)));
  return { data: movementWire(row!), on_hand: onHand, message: t(ctx.lang, 'inventory.stock_adjusted') };
}

/** GET stock's two reads over the same conditions: one page by name, and the totals and count over every match. */
const units = sql`greatest(${products.onHand}, 0)::bigint`;
const stockPage = (db: Queryable, where: SQL | undefined) =>
  db
    .select({
      id: products.id, name: products.name, brandName: brands.name, sku: products.sku, barcode: products.barcode, onHand: products.onHand,
      reorderLevel: products.reorderLevel, reorderQuantity: products.reorderQuantity, costPrice: products.costPrice, retailPrice: products.retailPrice,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.venueId, products.venueId), eq(brands.id, products.brandId)))
    .where(where)
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
const stockTotals = (db: Queryable, where: SQL | undefined) =>
  db
    .select({
      n: sql<number>`count(*)::int`,
      valueCost: sql<string>`coalesce(sum(${units} * ${products.costPrice}), 0)`,
      valueRetail: sql<string>`coalesce(sum(${units} * ${products.retailPrice}), 0)`,
      low: sql<number>`(count(*) filter (where ${products.onHand} <= ${products.reorderLevel}))::int`,
    })
    .from(products)
    .where(where);
const stockConditions = (venueId: number | Placeholder, low: boolean) =>
  [eq(products.venueId, venueId), eq(products.archived, false), eq(products.trackStock, true), ...(low ? [sql`${products.onHand} <= ${products.reorderLevel}`] : [])];

/** The list without a search (the screen's first view, and the low-stock filter): prepared once per pool, planned once per connection. */
const preparedStock = (low: boolean) => {
  const name = low ? 'stock_list_low' : 'stock_list';
  return oncePer((db: Queryable) => ({
    page: stockPage(db, and(...stockConditions(sql.placeholder('venueId'), low))).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`${name}_page`),
    totals: stockTotals(db, and(...stockConditions(sql.placeholder('venueId'), low))).prepare(`${name}_totals`),
  }));
};
const stockAll = preparedStock(false);
const stockLow = preparedStock(true);

/**
 * GET stock: one page of the tracked, non-archived products by name, with on-hand, value at cost
 * and retail and low-stock flags; the totals and the count over every match come from one
 * aggregate query beside the page's (the page reads the products_stock_list index in its order).
 */
type StockQuery = { search?: string; low?: '0' | '1'; page: number; per_page: number };
type MovementsQuery = { product_id?: number; kind?: MovementKind; from?: string; to?: string; page: number; per_page: number };

/**
 * The stock screens' answers, kept per venue, language and query while the venue's stock is unchanged
 * (lib/answer-cache.ts: triggers on products, brands and stock_movements announce stockScope; the
 * venue's own scope covers the employees' names and its time zone). Every till's sale, receipt,
 * adjustment or count is heard by every process at its commit.
 */
const stockAnswers = answerCache<StockResponse>({ schema: stockResponse, url: '/stock', entries: 1_000, maxAgeMs: 5 * 60_000 });
const movementAnswers = answerCache<MovementsResponse>({ schema: movementsResponse, url: '/stock/movements', entries: 2_000, maxAgeMs: 5 * 60_000 });
const stockScopes = (ctx: VenueCtx) => [stockScope(ctx.venueId), ctx.venueId];

/** GET stock as JSON bytes (readStock), from the answer cache. */
export const stockList = (ctx: VenueCtx, query: StockQuery): Promise<Buffer> => stockAnswers(ctx, JSON.stringify(query), stockScopes(ctx), () => readStock(ctx, query));

/** GET stock/movements as JSON bytes (readMovements), from the answer cache. */
export const listMovements = (ctx: VenueCtx, query: MovementsQuery): Promise<Buffer> =>
  movementAnswers(ctx, JSON.stringify(query), stockScopes(ctx), () => readMovements(ctx, query));

async function readStock(ctx: VenueCtx, query: StockQuery): Promise<StockResponse> {
  const search = query.search?.trim();
  const low = query.low === '1';
  const limit = query.per_page;
  const offset = (query.page - 1) * query.per_page;
  let readPage, readTotals;
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = and(...stockConditions(ctx.venueId, low), sql`(${products.name} ilike ${like} or ${products.sku} = ${search} or ${products.barcode} = ${search}
      or exists (select 1 from ${brands} where ${brands.venueId} = ${products.venueId} and ${brands.id} = ${products.brandId} and ${brands.name} ilike ${like}))`);
    readPage = () => stockPage(ctx.db, where).limit(limit).offset(offset);
    readTotals = () => stockTotals(ctx.db, where);
  } else {
    const prepared = (low ? stockLow : stockAll)(ctx.db);
    readPage = () => prepared.page.execute({ venueId: ctx.venueId, limit, offset });
    readTotals = () => prepared.totals.execute({ venueId: ctx.venueId });
  }
  // In turn: one request's connection runs one statement at a time.
  const rows = await readPage();
  const [sums] = await readTotals();
  const data = rows.map((row) => {
    const units = Math.max(row.onHand, 0);
    return {
      product_id: row.id, name: row.name, brand_name: row.brandName, sku: row.sku, barcode: row.barcode, on_hand: row.onHand,
      reorder_level: row.reorderLevel, reorder_quantity: row.reorderQuantity,
      low_stock: isLowStock({ track_stock: true, on_hand: row.onHand, reorder_level: row.reorderLevel }),
      value_cost: units * row.costPrice, value_retail: units * row.retailPrice,
    };
  });
  const n = sums?.n ?? 0;
  return {
    data,
    totals: { value_cost: Number(sums?.valueCost ?? 0), value_retail: Number(sums?.valueRetail ?? 0), low_stock: sums?.low ?? 0 },
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}

/**
 * One product's history (GET stock/movements?product_id=…, a few hundred rows at most): the page and
 * the count in one prepared statement, in stock_movements_product_history's order.
 */
const productHistory = oncePer((db: Queryable) =>
  selectMovements(db, { total: sql<number>`(count(*) over ())::int` })
    .where(and(eq(stockMovements.venueId, sql.placeholder('venueId')), eq(stockMovements.productId, sql.placeholder('productId'))))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('stock_movements_of_product'));

/** GET stock/movements: latest first, paged; by product, kind and dates (the venue's calendar days). */
async function readMovements(ctx: VenueCtx, query: MovementsQuery): Promise<MovementsResponse> {
  const day = sql`(${stockMovements.createdAt} at time zone (select ${venues.timezone} from ${venues} where ${venues.id} = ${ctx.venueId}))::date`;
  const where = [eq(stockMovements.venueId, ctx.venueId)];
  if (query.product_id) where.push(eq(stockMovements.productId, query.product_id));
  if (query.kind) where.push(eq(stockMovements.kind, query.kind));
  if (query.from) where.push(gte(day, query.from));
  if (query.to) where.push(lte(day, query.to));
  const limit = query.per_page;
  const offset = (query.page - 1) * query.per_page;
  const counted = async () => (await ctx.db.select({ n: count() }).from(stockMovements).where(and(...where)))[0]?.n ?? 0;
  let rows: MovementRow[];
  let n: number;
  if (query.product_id && !query.kind && !query.from && !query.to) {
    const found = await productHistory(ctx.db).execute({ venueId: ctx.venueId, productId: query.product_id, limit, offset });
    rows = found;
    // A page past the end has no row to carry the count.
    n = found[0]?.total ?? (query.page > 1 ? await counted() : 0);
  } else {
    rows = await selectMovements(ctx.db).where(and(...where)).orderBy(desc(stockMovements.createdAt), desc(stockMovements.id)).limit(limit).offset(offset);
    n = await counted();
  }
  return { data: rows.map(movementWire), meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) } };
}

/**
 * POST stock/count (a stock-take): the counted quantity of each product on the count sheet; every
 * product whose count differs from its on-hand gets one count_correction movement of exactly the
 * difference, all in one transaction (the products locked in id order, so two counts cannot deadlock).
 */
export async function countStock(ctx: VenueCtx, input: { counts: { product_id: number; counted: number }[]; note: string }) {
  const result = await ctx.db.transaction(async (tx) => {
    const ids = input.counts.map((row) => row.product_id);
    const found = await tx
      .select({ id: products.id, onHand: products.onHand, trackStock: products.trackStock })
      .from(products)
      .where(and(eq(products.venueId, ctx.venueId), inArray(products.id, ids)))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(found.map((row) => [row.id, row]));
    // Another venue's product is not found, whatever the plan; then the plan decides.
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    await assertFeature(ctx, 'inventory');
    const data = [];
    for (const [index, row] of input.counts.entries()) {
      const product = byId.get(row.product_id)!;
      if (!product.trackStock) throw fieldError(`counts.${index}.product_id`, 'inventory.validation.not_tracked');
      data.push({ product_id: row.product_id, before: product.onHand, counted: row.counted, difference: row.counted - product.onHand });
    }
    const reference = `COUNT-${ctx.deps.now().toISOString().slice(0, 10)}`;
    const changed = data.filter((row) => row.difference !== 0).sort((a, b) => a.product_id - b.product_id);
    for (const row of changed) {
      await recordMovement(tx, ctx.venueId, { productId: row.product_id, quantity: row.difference, kind: 'count_correction', note: input.note, reference, employeeId: ctx.employeeId }, ctx.deps.mail);
    }
    if (changed.length) {
      await logActivities(ctx, changed.map((row) => ({
        entity: 'product', entityId: row.product_id, action: 'stock_count', changes: { on_hand: { before: row.before, after: row.counted } },
      })), tx);
    }
    return { data, movements: changed.length };
  });
  return { ...result, message: t(ctx.lang, 'inventory.stock_counted', { count: result.movements }) };
}
