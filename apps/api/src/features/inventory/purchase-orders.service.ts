import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isLanguage } from '@chairside/shared/constants';
import type {
  PurchaseOrder, PurchaseOrderDetail, PurchaseOrderInput, PurchaseOrderLine, PurchaseOrderStatus,
} from '@chairside/shared/inventory-orders';
import { products, purchaseOrderLines, purchaseOrders, suppliers, venues } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { assertFeature } from '../../lib/access';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { oncePer } from '../../lib/once-per';
import { priceSettingsOf } from '../../lib/price-format';
import { purchaseOrderPdf } from './purchase-order-pdf';
import { recordMovement } from './stock.service';

/**
 * Purchase orders (spec §2.3 /inventory/orders): an order to one supplier, numbered per venue
 * (1, 2, 3… without gaps: the number is taken under a per-venue advisory lock). A draft may be
 * changed; sending it writes its PDF to the supplier through the outbox in the same transaction
 * as the state change, so it is mailed exactly once; receipts (partial or full) add
 * purchase_receipt movements to the stock ledger and set each product's cost price. Receiving more
 * than was ordered is refused. Archiving cancels an order nothing was received on and closes one
 * that was (partly) received. Writes need the plan feature `inventory` (plan-gates.ts).
 */

type OrderRow = typeof purchaseOrders.$inferSelect;

const orderColumns = {
  row: purchaseOrders,
  supplierName: suppliers.name,
  supplierEmail: suppliers.email,
  lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines} l where l.venue_id = ${purchaseOrders.venueId} and l.order_id = ${purchaseOrders.id})`,
  totalQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${purchaseOrderLines} l where l.venue_id = ${purchaseOrders.venueId} and l.order_id = ${purchaseOrders.id})`,
  receivedQuantity: sql<number>`(select coalesce(sum(l.received_quantity), 0)::int from ${purchaseOrderLines} l where l.venue_id = ${purchaseOrders.venueId} and l.order_id = ${purchaseOrders.id})`,
  totalCost: sql<number>`(select coalesce(sum(l.quantity::bigint * l.unit_cost), 0)::bigint from ${purchaseOrderLines} l where l.venue_id = ${purchaseOrders.venueId} and l.order_id = ${purchaseOrders.id})`,
};
const selectOrders = (db: Queryable) =>
  db.select(orderColumns).from(purchaseOrders).innerJoin(suppliers, and(eq(suppliers.venueId, purchaseOrders.venueId), eq(suppliers.id, purchaseOrders.supplierId)));
type Joined = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const orderWire = ({ row, supplierName, supplierEmail, lineCount, totalQuantity, receivedQuantity, totalCost }: Joined): PurchaseOrder => ({
  id: row.id,
  number: row.number,
  supplier_id: row.supplierId,
  supplier_name: supplierName,
  supplier_email: supplierEmail,
  status: row.status as PurchaseOrderStatus,
  note: row.note,
  expected_on: row.expectedOn,
  line_count: lineCount,
  total_quantity: totalQuantity,
  received_quantity: receivedQuantity,
  total_cost: Number(totalCost),
  sent_at: row.sentAt?.toISOString() ?? null,
  received_at: row.receivedAt?.toISOString() ?? null,
  closed_at: row.closedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

async function orderLines(db: Queryable, venueId: number, orderId: number): Promise<PurchaseOrderLine[]> {
  const rows = await db
    .select({ line: purchaseOrderLines, name: products.name, sku: products.sku, barcode: products.barcode })
    .from(purchaseOrderLines)
    .innerJoin(products, and(eq(products.venueId, purchaseOrderLines.venueId), eq(products.id, purchaseOrderLines.productId)))
    .where(and(eq(purchaseOrderLines.venueId, venueId), eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id));
  return rows.map(({ line, name, sku, barcode }) => ({
    id: line.id, product_id: line.productId, product_name: name, sku, barcode, quantity: line.quantity, received_quantity: line.receivedQuantity, unit_cost: line.unitCost,
  }));
}

async function findOrder(db: Queryable, venueId: number, id: number): Promise<PurchaseOrderDetail> {
  const [found] = await selectOrders(db).where(and(eq(purchaseOrders.venueId, venueId), eq(purchaseOrders.id, id))).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return { ...orderWire(found), lines: await orderLines(db, venueId, id) };
}

const orderPage = (db: Queryable, where: SQL | undefined) => selectOrders(db).where(where).orderBy(desc(purchaseOrders.id));
const orderCount = (db: Queryable, where: SQL | undefined) => db.select({ n: count() }).from(purchaseOrders).where(where);
/**
 * The count of the list's two common views, all and open, is prepared once per pool (planned once
 * per connection). The page is not: with its limit a parameter, a generic plan may sort every match
 * before the limit and run the lines' sums for each; planned with its limit, it walks the primary
 * key backwards and stops at its last row, summing the lines of its rows only.
 */
const preparedCount = (open: boolean) =>
  oncePer((db: Queryable) =>
    orderCount(db, and(eq(purchaseOrders.venueId, sql.placeholder('venueId')), ...(open ? [inArray(purchaseOrders.status, ['sent', 'partly_received'])] : [])))
      .prepare(open ? 'purchase_orders_open_count' : 'purchase_orders_all_count'));
const allCount = preparedCount(false);
const openCount = preparedCount(true);

/** GET purchase-orders: newest first, by status (open: sent or partly received) and supplier, paged. */
export async function listOrders(ctx: VenueCtx, query: { status?: PurchaseOrderStatus | 'open'; supplier_id?: number; page: number; per_page: number }) {
  const where: SQL[] = [eq(purchaseOrders.venueId, ctx.venueId)];
  if (query.status === 'open') where.push(inArray(purchaseOrders.status, ['sent', 'partly_received']));
  else if (query.status) where.push(eq(purchaseOrders.status, query.status));
  if (query.supplier_id) where.push(eq(purchaseOrders.supplierId, query.supplier_id));
  const common = !query.supplier_id && (!query.status || query.status === 'open');
  const [rows, [total]] = await Promise.all([
    orderPage(ctx.db, and(...where)).limit(query.per_page).offset((query.page - 1) * query.per_page),
    common ? (query.status === 'open' ? openCount : allCount)(ctx.db).execute({ venueId: ctx.venueId }) : orderCount(ctx.db, and(...where)),
  ]);
  const n = total?.n ?? 0;
  return { data: rows.map(orderWire), meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) } };
}

export async function orderDetail(ctx: VenueCtx, id: number): Promise<{ data: PurchaseOrderDetail }> {
  return { data: await findOrder(ctx.db, ctx.venueId, id) };
}

/** The supplier must be this venue's and not archived (unless the order already has it); the products this venue's, not archived. */
async function checkOrderLinks(tx: Queryable, venueId: number, input: PurchaseOrderInput, current?: OrderRow) {
  const [supplier] = await tx.select({ archived: suppliers.archived }).from(suppliers).where(and(eq(suppliers.venueId, venueId), eq(suppliers.id, input.supplier_id))).limit(1);
  if (!supplier || (supplier.archived && input.supplier_id !== current?.supplierId)) throw fieldError('supplier_id', 'inventory.validation.unknown');
  const ids = input.lines.map((line) => line.product_id);
  const found = await tx
    .select({ id: products.id, costPrice: products.costPrice })
    .from(products)
    .where(and(eq(products.venueId, venueId), inArray(products.id, ids), eq(products.archived, false), eq(products.trackStock, true)));
  const cost = new Map(found.map((p) => [p.id, p.costPrice]));
  input.lines.forEach((line, index) => {
    if (!cost.has(line.product_id)) throw fieldError(`lines.${index}.product_id`, 'inventory.validation.unknown');
  });
  return input.lines.map((line, position) => ({ venueId, productId: line.product_id, quantity: line.quantity, unitCost: line.unit_cost ?? cost.get(line.product_id)!, position }));
}

/** Inserts a draft order with its lines (the store route and the demo data); its number is the venue's next. */
export async function insertPurchaseOrder(tx: Tx, venueId: number, employeeId: number | null, input: PurchaseOrderInput): Promise<number> {
  const lines = await checkOrderLinks(tx, venueId, input);
  // One number at a time per venue: 1, 2, 3… without gaps (a rolled-back order frees its number).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('purchase_orders'), ${venueId})`);
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${purchaseOrders.number}), 0)::int` }).from(purchaseOrders).where(eq(purchaseOrders.venueId, venueId));
  const [row] = await tx
    .insert(purchaseOrders)
    .values({ venueId, number: (last?.n ?? 0) + 1, supplierId: input.supplier_id, note: input.note, expectedOn: input.expected_on, createdBy: employeeId })
    .returning({ id: purchaseOrders.id });
  await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!.id;
}

export async function storeOrder(ctx: VenueCtx, input: PurchaseOrderInput): Promise<{ data: PurchaseOrderDetail; message: string }> {
  await assertFeature(ctx, 'inventory');
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertPurchaseOrder(tx, ctx.venueId, ctx.employeeId, input);
    await logActivity(ctx, { entity: 'purchase_order', entityId: id, action: 'create', changes: { supplier_id: { before: null, after: input.supplier_id } } }, tx);
    return id;
  });
  return { data: await findOrder(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.order_created') };
}

async function lockOrder(ctx: VenueCtx, tx: Tx, id: number, allowed: PurchaseOrderStatus[]): Promise<OrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.venueId, ctx.venueId), eq(purchaseOrders.id, id))).for('update');
  // Another venue's id is not found, whatever the plan; then the plan decides.
  if (!row) throw new AppError('NOT_FOUND');
  await assertFeature(ctx, 'inventory');
  if (!allowed.includes(row.status as PurchaseOrderStatus)) throw fieldError('status', 'inventory.validation.order_state');
  return row;
}

/** POST purchase-orders/update/{id}: a draft only; its lines are replaced. */
export async function updateOrder(ctx: VenueCtx, id: number, input: PurchaseOrderInput): Promise<{ data: PurchaseOrderDetail; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrder(ctx, tx, id, ['draft']);
    const lines = await checkOrderLinks(tx, ctx.venueId, input, before);
    await tx.update(purchaseOrders).set({ supplierId: input.supplier_id, note: input.note, expectedOn: input.expected_on }).where(and(eq(purchaseOrders.venueId, ctx.venueId), eq(purchaseOrders.id, id)));
    await tx.delete(purchaseOrderLines).where(and(eq(purchaseOrderLines.venueId, ctx.venueId), eq(purchaseOrderLines.orderId, id)));
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, orderId: id })));
    await logActivity(ctx, { entity: 'purchase_order', entityId: id, action: 'update', changes: { lines: { before: null, after: input.lines.length } } }, tx);
  });
  return { data: await findOrder(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.order_saved') };
}

/** POST purchase-orders/archive/{id}: nothing received → cancelled; something received → closed. Already closed or cancelled: as it is. */
export async function archiveOrder(ctx: VenueCtx, id: number): Promise<{ data: PurchaseOrderDetail; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrder(ctx, tx, id, ['draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled']);
    if (before.status === 'closed' || before.status === 'cancelled') return;
    const status = before.status === 'draft' || before.status === 'sent' ? 'cancelled' : 'closed';
    await tx.update(purchaseOrders).set({ status, closedAt: ctx.deps.now() }).where(and(eq(purchaseOrders.venueId, ctx.venueId), eq(purchaseOrders.id, id)));
    await logActivity(ctx, { entity: 'purchase_order', entityId: id, action: status === 'cancelled' ? 'cancel' : 'close', changes: { status: { before: before.status, after: status } } }, tx);
  });
  return { data: await findOrder(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.order_archived') };
}

/**
 * POST purchase-orders/send/{id}: a draft becomes sent and its PDF is e-mailed to the supplier
 * through the outbox, in one transaction under the order's row lock: a second send finds it sent
 * (422), so the supplier gets it exactly once. The supplier needs an e-mail address.
 */
export async function sendOrder(ctx: VenueCtx, id: number): Promise<{ data: PurchaseOrderDetail; message: string }> {
  await ctx.db.transaction(async (tx) => {
    await lockOrder(ctx, tx, id, ['draft']);
    const now = ctx.deps.now();
    await tx.update(purchaseOrders).set({ status: 'sent', sentAt: now }).where(and(eq(purchaseOrders.venueId, ctx.venueId), eq(purchaseOrders.id, id)));
    const order = await findOrder(tx, ctx.venueId, id);
    if (!order.supplier_email) throw fieldError('supplier_id', 'inventory.validation.supplier_no_email');
    const [venue] = await tx.select().from(venues).where(eq(venues.id, ctx.venueId));
    if (!venue) throw new AppError('NOT_FOUND');
    const lang = isLanguage(venue.lang) ? venue.lang : ctx.lang;
    const pdf = await purchaseOrderPdf(order, {
      name: venue.title, address: [venue.address, [venue.postcode, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', '), email: venue.email, phone: venue.phone, lang,
      ...priceSettingsOf(venue),
    });
    const vars = { number: order.number, venue: venue.title };
    await ctx.deps.mail.send(tx, {
      venueId: ctx.venueId,
      to: order.supplier_email,
      subject: t(lang, 'inventory.po_mail.subject', vars),
      text: t(lang, 'inventory.po_mail.text', vars),
      attachments: [{ filename: `purchase-order-${order.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    await logActivity(ctx, { entity: 'purchase_order', entityId: id, action: 'send', changes: { status: { before: 'draft', after: 'sent' } } }, tx);
  });
  return { data: await findOrder(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.order_sent') };
}

/**
 * POST purchase-orders/receive/{id}: receipt lines of a sent or partly received order. Each adds a
 * purchase_receipt movement (reference PO-<number>) and sets the product's cost price to the line's
 * unit cost; the order becomes partly received or received. More than ordered: 422, nothing written.
 */
export async function receiveOrder(
  ctx: VenueCtx,
  id: number,
  input: { lines: ReceiptLine[]; note: string },
): Promise<{ data: PurchaseOrderDetail; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(ctx, tx, id, ['sent', 'partly_received']);
    const status = await receivePurchaseOrderLines(tx, ctx.venueId, ctx.employeeId, order, input.lines, input.note, ctx.deps.now());
    await logActivity(ctx, {
      entity: 'purchase_order', entityId: id, action: 'receive',
      changes: { status: { before: order.status, after: status }, received: { before: null, after: input.lines.reduce((sum, line) => sum + line.quantity, 0) } },
    }, tx);
  });
  return { data: await findOrder(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'inventory.order_received') };
}

export interface ReceiptLine {
  line_id: number;
  quantity: number;
  unit_cost: number | null;
}

/** Receives lines of a locked, sent or partly received order inside the caller's transaction (the route and the demo data); answers its new status. */
export async function receivePurchaseOrderLines(
  tx: Tx, venueId: number, employeeId: number | null, order: OrderRow, receipts: ReceiptLine[], note: string, now: Date,
): Promise<'received' | 'partly_received'> {
  const lines = await tx.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.venueId, venueId), eq(purchaseOrderLines.orderId, order.id))).for('update');
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const [index, receipt] of receipts.entries()) {
    const line = byId.get(receipt.line_id);
    if (!line) throw fieldError(`lines.${index}.line_id`, 'inventory.validation.unknown');
    if (line.receivedQuantity + receipt.quantity > line.quantity) {
      throw fieldError(`lines.${index}.quantity`, 'inventory.validation.over_receipt', { left: line.quantity - line.receivedQuantity });
    }
    const unitCost = receipt.unit_cost ?? line.unitCost;
    await recordMovement(tx, venueId, { productId: line.productId, quantity: receipt.quantity, kind: 'purchase_receipt', note, reference: `PO-${order.number}`, employeeId });
    await tx.update(products).set({ costPrice: unitCost }).where(and(eq(products.venueId, venueId), eq(products.id, line.productId)));
    line.receivedQuantity += receipt.quantity;
    await tx.update(purchaseOrderLines).set({ receivedQuantity: line.receivedQuantity, unitCost }).where(and(eq(purchaseOrderLines.venueId, venueId), eq(purchaseOrderLines.id, line.id)));
  }
  const complete = lines.every((line) => line.receivedQuantity >= line.quantity);
  const status = complete ? 'received' : 'partly_received';
  await tx.update(purchaseOrders).set({ status, receivedAt: complete ? now : null }).where(and(eq(purchaseOrders.venueId, venueId), eq(purchaseOrders.id, order.id)));
  return status;
}

/**
 * The demo data's path through an order's life without e-mail (the demo suppliers' addresses are
 * not real): marks a draft sent, receives lines, closes or cancels it, through the same functions.
 */
export async function advanceDemoPurchaseOrder(
  tx: Tx, venueId: number, employeeId: number | null, id: number, at: Date, steps: { send?: boolean; receive?: 'all' | Record<number, number>; archive?: boolean },
): Promise<void> {
  const load = async () => (await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.venueId, venueId), eq(purchaseOrders.id, id))).for('update'))[0]!;
  if (steps.send) await tx.update(purchaseOrders).set({ status: 'sent', sentAt: at }).where(and(eq(purchaseOrders.venueId, venueId), eq(purchaseOrders.id, id)));
  if (steps.receive) {
    const lines = await tx.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.venueId, venueId), eq(purchaseOrderLines.orderId, id)));
    const wanted = steps.receive;
    const receipts = lines
      .map((line) => ({ line_id: line.id, quantity: wanted === 'all' ? line.quantity : (wanted[line.productId] ?? 0), unit_cost: null }))
      .filter((line) => line.quantity > 0);
    await receivePurchaseOrderLines(tx, venueId, employeeId, await load(), receipts, '', at);
  }
  if (steps.archive) {
    const order = await load();
    const status = order.status === 'draft' || order.status === 'sent' ? 'cancelled' : 'closed';
    await tx.update(purchaseOrders).set({ status, closedAt: at }).where(and(eq(purchaseOrders.venueId, venueId), eq(purchaseOrders.id, id)));
  }
}
