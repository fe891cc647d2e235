import { and, eq, inArray, sql } from 'drizzle-orm';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { PREPAID_LINE_KINDS, saleNumber } from '@chairside/shared/sales';
import { products, saleLines, saleNumberCounters, salePayments, sales, saleTips } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { recordMovement } from '../inventory/inventory.service';
import type { VenueTill } from './sales.lines';
import type { OfferColumns } from './offers-pay';

/**
 * Writing one document (a sale, a void, a refund) inside the caller's transaction, in two steps:
 * `writeDocument` writes it with its lines, payments and tips; `finishDocument`, the caller's last
 * write, gives it the next number of the venue's counter row for the year (an upsert that holds the
 * row lock until commit, so numbers follow each other without gaps or duplicates however many tills
 * pay at once, and the lock is held for as little as possible) and moves the stock of tracked
 * products (out on a sale, back on a void or refund) with that number as the reference.
 */

export interface DocumentLine extends Partial<OfferColumns> {
  kind: 'service' | 'product' | 'custom' | 'voucher' | 'deposit' | 'package' | 'membership';
  serviceId: number | null;
  productId: number | null;
  appointmentId: number | null;
  originalLineId: number | null;
  employeeId: number | null;
  name: string;
  unitPrice: number;
  quantity: number;
  discount: number;
  taxRate: number;
  taxAmount: number;
  net: number;
  total: number;
}

export interface DocumentInput {
  kind: 'sale' | 'void' | 'refund';
  originalId: number | null;
  checkoutId: number | null;
  customerId: number | null;
  customerName: string;
  appointmentGroupId: number | null;
  reason: string;
  /** A correction keeps its original's. */
  taxMode?: string;
  totals: { subtotal: number; discount: number; net: number; tax: number; total: number; tips: number };
  lines: DocumentLine[];
  payments: { method: string; amount: number; tendered: number; change: number }[];
  tips: { employeeId: number; amount: number }[];
}

export interface WrittenDocument {
  id: number;
  year: number;
  lines: DocumentLine[];
}

const isPrepaid = (kind: string) => (PREPAID_LINE_KINDS as readonly string[]).includes(kind);
/** The net of a document's prepayment lines (negative on a void or refund, like its lines). */
const prepaidOf = (lines: DocumentLine[]) => lines.reduce((sum, line) => (isPrepaid(line.kind) ? sum + line.net : sum), 0);

export async function writeDocument(ctx: VenueCtx, tx: Tx, till: VenueTill, input: DocumentInput): Promise<WrittenDocument> {
  const businessDate = zonedToday(ctx.deps.now(), till.timeZone);
  const year = Number(businessDate.slice(0, 4));
  const [sale] = await tx
    .insert(sales)
    .values({
      venueId: ctx.venueId, kind: input.kind, year, number: null, businessDate, originalId: input.originalId, checkoutId: input.checkoutId,
      customerId: input.customerId, customerName: input.customerName, appointmentGroupId: input.appointmentGroupId, taxMode: input.taxMode ?? till.taxMode,
      subtotal: input.totals.subtotal, discountTotal: input.totals.discount, netTotal: input.totals.net, taxTotal: input.totals.tax,
      prepaidTotal: prepaidOf(input.lines), total: input.totals.total, tipTotal: input.totals.tips, paidTotal: input.totals.total + input.totals.tips, currency: till.currency,
      reason: input.reason, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
    })
    .returning({ id: sales.id });
  const saleId = sale!.id;
  if (input.lines.length) {
    await tx.insert(saleLines).values(input.lines.map((line, position) => ({ venueId: ctx.venueId, saleId, position, ...line })));
  }
  if (input.payments.length) await tx.insert(salePayments).values(input.payments.map((payment) => ({ venueId: ctx.venueId, saleId, ...payment })));
  if (input.tips.length) await tx.insert(saleTips).values(input.tips.map((tip) => ({ venueId: ctx.venueId, saleId, ...tip })));
  return { id: saleId, year, lines: input.lines };
}

/** The caller's last write: the document's number (one statement: the counter's upsert feeds the update), then its stock. */
export async function finishDocument(ctx: VenueCtx, tx: Tx, document: WrittenDocument): Promise<string> {
  const result = (await tx.execute(sql`
    with taken as (
      insert into ${saleNumberCounters} (venue_id, year, last_number) values (${ctx.venueId}, ${document.year}, 1)
      on conflict (venue_id, year) do update set last_number = ${saleNumberCounters}.last_number + 1
      returning last_number
    )
    update ${sales} set number = (select last_number from taken)
    where ${sales.venueId} = ${ctx.venueId} and ${sales.id} = ${document.id}
    returning ${sales.number} as number`)) as unknown as { rows: { number: number }[] };
  const label = saleNumber(document.year, result.rows[0]!.number);
  await moveStock(ctx, tx, document.lines, label);
  return label;
}

/** Tracked products: a sale line takes its quantity out (kind sale), a negative line puts it back (kind refund). */
async function moveStock(ctx: VenueCtx, tx: Tx, lines: DocumentLine[], reference: string) {
  const productLines = lines.filter((line) => line.kind === 'product' && line.productId !== null);
  if (productLines.length === 0) return;
  const tracked = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.venueId, ctx.venueId), inArray(products.id, productLines.map((line) => line.productId!)), eq(products.trackStock, true)));
  const ids = new Set(tracked.map((row) => row.id));
  // One product at a time, in id order: two tills selling the same products lock them in the same order.
  const byProduct = new Map<number, number>();
  for (const line of productLines) if (ids.has(line.productId!)) byProduct.set(line.productId!, (byProduct.get(line.productId!) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...byProduct.entries()].sort((a, b) => a[0] - b[0])) {
    if (quantity === 0) continue;
    await recordMovement(tx, ctx.venueId, { productId, quantity: -quantity, kind: quantity > 0 ? 'sale' : 'refund', reference, note: '', employeeId: ctx.employeeId }, ctx.deps.mail);
  }
}
