import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { refundPart } from '@chairside/shared/rules/sale-money';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { CARD_SERVICE_METHOD, DEPOSIT_METHOD, saleNumber, VOUCHER_METHOD, type refundBody, type SaleDetail, type salesQuery, type SaleSummary, type voidBody } from '@chairside/shared/sales';
import { employees, saleLines, salePayments, sales, saleTips } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { dayIsClosed, lockVenueDay } from './end-day.service';
import { activeInvoiceOf } from './invoices/invoices.read';
import { venueTill, type VenueTill } from './sales.lines';
import { finishDocument, writeDocument, type DocumentLine } from './sales.write';
import { cancelSoldVouchers, restoreVouchers, voucherRefundable } from './vouchers/vouchers.write';
import { cancelTakenDeposits, depositRefundable, restoreDeposits } from './deposits/deposits.write';
import { offerColumnsOf, releaseTillOffers } from './offers-pay';

/** The documents (spec §2.3 /sales/transactions): the list, one with its lines, and corrections by void or refund. */

type SaleRow = typeof sales.$inferSelect;
const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

const voidedSql = sql<boolean>`exists (select 1 from ${sales} v where v.venue_id = ${sales.venueId} and v.original_id = ${sales.id} and v.kind = 'void')`;
const methodsSql = sql<string[]>`coalesce((select array_agg(distinct p.method order by p.method) from ${salePayments} p where p.venue_id = ${sales.venueId} and p.sale_id = ${sales.id}), '{}')`;

function summaryWire(row: SaleRow, extra: { employeeName: string | null; methods: string[]; voided: boolean }): SaleSummary {
  return {
    id: row.id, kind: row.kind as SaleSummary['kind'], number: saleNumber(row.year, row.number ?? 0), business_date: row.businessDate,
    created_at: row.createdAt.toISOString(), customer_id: row.customerId, customer_name: row.customerName, original_id: row.originalId,
    total: row.total, tip_total: row.tipTotal, paid_total: row.paidTotal, tax_total: row.taxTotal, currency: row.currency,
    employee_name: extra.employeeName, methods: extra.methods, voided: extra.voided,
  };
}

/** GET sales: documents latest first, by venue days and kind, paged; totals over the whole filter. */
export async function listSales(ctx: VenueCtx, query: z.output<typeof salesQuery>) {
  const where = [eq(sales.venueId, ctx.venueId)];
  if (query.from) where.push(gte(sales.businessDate, query.from));
  if (query.to) where.push(lte(sales.businessDate, query.to));
  if (query.kind) where.push(eq(sales.kind, query.kind));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ row: sales, first: employees.firstName, last: employees.lastName, methods: methodsSql, voided: voidedSql })
      .from(sales)
      .leftJoin(employees, and(eq(employees.venueId, sales.venueId), eq(employees.id, sales.employeeId)))
      .where(and(...where))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count(), total: sql<number>`coalesce(sum(${sales.total}), 0)::int`, tips: sql<number>`coalesce(sum(${sales.tipTotal}), 0)::int` }).from(sales).where(and(...where)),
  ]);
  const n = totals?.n ?? 0;
  return {
    data: rows.map(({ row, first, last, methods, voided }) => summaryWire(row, { employeeName: fullName(first, last), methods, voided })),
    totals: { count: n, total: totals?.total ?? 0, tips: totals?.tips ?? 0 },
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}

async function readSale(db: Queryable, venueId: number, id: number, lock = false): Promise<SaleRow> {
  const query = db.select().from(sales).where(and(eq(sales.venueId, venueId), eq(sales.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One document with its lines (and what later corrections gave back of each), payments, tips and corrections. */
export interface DetailOptions {
  /** The caller's transaction, if any (the reads then go one after the other). */
  db?: Queryable;
  /** The venue's till, when the caller has read it already. */
  till?: VenueTill;
  /** A document written in the caller's transaction: it has no corrections and no invoice yet. */
  fresh?: boolean;
}

export async function saleDetail(ctx: VenueCtx, id: number, options: DetailOptions = {}): Promise<SaleDetail> {
  const { db = ctx.db, fresh = false } = options;
  const row = await readSale(db, ctx.venueId, id);
  const reads = [
    () => db.select({ line: saleLines, first: employees.firstName, last: employees.lastName }).from(saleLines)
      .leftJoin(employees, and(eq(employees.venueId, saleLines.venueId), eq(employees.id, saleLines.employeeId)))
      .where(and(eq(saleLines.venueId, ctx.venueId), eq(saleLines.saleId, id))).orderBy(asc(saleLines.position)),
    () => db.select().from(salePayments).where(and(eq(salePayments.venueId, ctx.venueId), eq(salePayments.saleId, id))).orderBy(asc(salePayments.id)),
    () => db.select({ tip: saleTips, first: employees.firstName, last: employees.lastName }).from(saleTips)
      .innerJoin(employees, and(eq(employees.venueId, saleTips.venueId), eq(employees.id, saleTips.employeeId)))
      .where(and(eq(saleTips.venueId, ctx.venueId), eq(saleTips.saleId, id))).orderBy(asc(saleTips.id)),
    async () => (fresh ? [] : db.select().from(sales).where(and(eq(sales.venueId, ctx.venueId), eq(sales.originalId, id))).orderBy(asc(sales.id))),
    async () => (row.employeeId
      ? db.select({ first: employees.firstName, last: employees.lastName }).from(employees).where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, row.employeeId)))
      : []),
    async () => options.till ?? venueTill(db, ctx.venueId),
    async () => (fresh ? null : activeInvoiceOf(db, ctx.venueId, id)),
  ] as const;
  // On the pool the reads go out together; in the caller's transaction (one connection), one after the other.
  const results: unknown[] = [];
  if (db === ctx.db) results.push(...(await Promise.all(reads.map((read) => read()))));
  else for (const read of reads) results.push(await read());
  const [lines, payments, tips, corrections, [employee], till, invoice] = results as [
    Awaited<ReturnType<(typeof reads)[0]>>, Awaited<ReturnType<(typeof reads)[1]>>, Awaited<ReturnType<(typeof reads)[2]>>,
    Awaited<ReturnType<(typeof reads)[3]>>, Awaited<ReturnType<(typeof reads)[4]>>, Awaited<ReturnType<(typeof reads)[5]>>,
    Awaited<ReturnType<(typeof reads)[6]>>,
  ];
  const given = new Map<number, number>();
  if (corrections.length) {
    const back = await db.select({ original: saleLines.originalLineId, quantity: saleLines.quantity }).from(saleLines)
      .where(and(eq(saleLines.venueId, ctx.venueId), inArray(saleLines.saleId, corrections.map((c) => c.id))));
    for (const line of back) if (line.original) given.set(line.original, (given.get(line.original) ?? 0) - line.quantity);
  }
  const voided = corrections.some((c) => c.kind === 'void');
  const byRate = new Map<number, { rate: number; net: number; tax: number; total: number }>();
  for (const { line } of lines) {
    const sum = byRate.get(line.taxRate) ?? { rate: line.taxRate, net: 0, tax: 0, total: 0 };
    sum.net += line.net;
    sum.tax += line.taxAmount;
    sum.total += line.total;
    byRate.set(line.taxRate, sum);
  }
  const correctedTotal = corrections.reduce((sum, c) => sum - c.total, 0);
  return {
    ...summaryWire(row, { employeeName: employee ? fullName(employee.first, employee.last) : null, methods: [...new Set(payments.map((p) => p.method))].sort(), voided }),
    tax_mode: row.taxMode as SaleDetail['tax_mode'], subtotal: row.subtotal, discount_total: row.discountTotal, net_total: row.netTotal, reason: row.reason,
    appointment_group_id: row.appointmentGroupId,
    lines: lines.map(({ line, first, last }) => ({
      id: line.id, kind: line.kind as 'service', service_id: line.serviceId, product_id: line.productId, appointment_id: line.appointmentId,
      original_line_id: line.originalLineId, employee_id: line.employeeId, employee_name: fullName(first, last), name: line.name,
      unit_price: line.unitPrice, quantity: line.quantity, discount: line.discount, tax_rate: line.taxRate, tax_amount: line.taxAmount,
      net: line.net, total: line.total, refunded_quantity: given.get(line.id) ?? 0,
      discount_id: line.discountId, package_id: line.packageId, membership_id: line.membershipId,
      customer_package_id: line.customerPackageId, customer_membership_id: line.customerMembershipId,
    })),
    payments: payments.map((p) => ({ method: p.method, amount: p.amount, tendered: p.tendered, change: p.change })),
    tips: tips.map(({ tip, first, last }) => ({ employee_id: tip.employeeId, employee_name: fullName(first, last) ?? '', amount: tip.amount })),
    tax_summary: [...byRate.values()].sort((a, b) => b.rate - a.rate),
    corrections: corrections.map((c) => ({ id: c.id, kind: c.kind as 'void', number: saleNumber(c.year, c.number ?? 0), total: c.total })),
    refundable: row.kind === 'sale' && !voided ? row.total - correctedTotal : 0,
    invoice,
    can_void: row.kind === 'sale' && !invoice && !voided && corrections.length === 0 && row.businessDate === zonedToday(ctx.deps.now(), till.timeZone),
  };
}

export const saleDetailOf = async (ctx: VenueCtx, id: number) => ({ data: await saleDetail(ctx, id) });

const negate = (line: typeof saleLines.$inferSelect, part: { quantity: number; total: number; tax: number; net: number; discount: number }): DocumentLine => ({
  kind: line.kind as DocumentLine['kind'], serviceId: line.serviceId, productId: line.productId, appointmentId: line.appointmentId, originalLineId: line.id,
  employeeId: line.employeeId, name: line.name, unitPrice: line.unitPrice, quantity: -part.quantity, discount: -part.discount, taxRate: line.taxRate,
  taxAmount: -part.tax, net: -part.net, total: -part.total, ...offerColumnsOf(line),
});

const sumOf = (lines: DocumentLine[], pick: (line: DocumentLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
const docTotals = (lines: DocumentLine[], tips: number, mode: string) => ({
  subtotal: sumOf(lines, (l) => l.discount + (mode === 'included' ? l.total : l.net)), discount: sumOf(lines, (l) => l.discount), net: sumOf(lines, (l) => l.net),
  tax: sumOf(lines, (l) => l.taxAmount), total: sumOf(lines, (l) => l.total), tips,
});

/** POST sales/void/{id}: the same venue day, a reason, nothing refunded yet; a void document undoes all of it (stock back too). */
export async function voidSale(ctx: VenueCtx, id: number, input: z.output<typeof voidBody>) {
  const till = await venueTill(ctx.db, ctx.venueId);
  const voidId = await ctx.db.transaction(async (tx) => {
    await lockVenueDay(tx, ctx.venueId);
    const original = await readSale(tx, ctx.venueId, id, true);
    if (original.kind !== 'sale') throw fieldError('id', 'sales.validation.not_a_sale');
    const invoiced = await activeInvoiceOf(tx, ctx.venueId, id);
    if (invoiced) throw fieldError('id', 'invoices.validation.invoiced_sale', { number: invoiced.number });
    const detail = await saleDetail(ctx, id, { db: tx, till });
    if (detail.voided) throw fieldError('id', 'sales.validation.already_voided');
    if (await dayIsClosed(tx, ctx.venueId, original.businessDate)) throw fieldError('id', 'sales.validation.day_closed');
    if (detail.corrections.length) throw fieldError('id', 'sales.validation.has_refunds');
    // Money taken by Chairside Pay goes back through the provider: a refund to the card, not a void.
    if (detail.payments.some((p) => p.method === CARD_SERVICE_METHOD)) throw fieldError('id', 'sales.card.refund_through_provider');
    if (!detail.can_void) throw fieldError('id', 'sales.validation.void_same_day');
    const lines = await tx.select().from(saleLines).where(and(eq(saleLines.venueId, ctx.venueId), eq(saleLines.saleId, id))).orderBy(asc(saleLines.position));
    const back = lines.map((line) => negate(line, { quantity: line.quantity, total: line.total, tax: line.taxAmount, net: line.net, discount: line.discount }));
    await releaseTillOffers(ctx, tx, till, back);
    const document = await writeDocument(ctx, tx, till, {
      kind: 'void', originalId: id, checkoutId: null, customerId: original.customerId, customerName: original.customerName,
      appointmentGroupId: original.appointmentGroupId, reason: input.reason, taxMode: original.taxMode, totals: docTotals(back, -original.tipTotal, original.taxMode), lines: back,
      payments: detail.payments.map((p) => ({ method: p.method, amount: -p.amount, tendered: 0, change: 0 })),
      tips: detail.tips.map((tip) => ({ employeeId: tip.employee_id, amount: -tip.amount })),
    });
    await cancelSoldVouchers(ctx, tx, lines.filter((line) => line.kind === 'voucher').map((line) => ({ lineId: line.id, quantity: line.quantity })), 'id');
    await restoreVouchers(ctx, tx, id, document.id, 'all');
    await cancelTakenDeposits(ctx, tx, lines.filter((line) => line.kind === 'deposit').map((line) => line.id), 'id');
    await restoreDeposits(ctx, tx, id, document.id, 'all');
    await logActivity(ctx, { entity: 'sale', entityId: id, action: 'void', changes: { reason: { before: null, after: input.reason }, void_id: { before: null, after: document.id } } }, tx);
    await finishDocument(ctx, tx, document);
    return document.id;
  });
  return { data: await saleDetail(ctx, voidId, { till }), message: t(ctx.lang, 'sales.voided') };
}

/** POST sales/refund/{id}: given lines (or all that is left) back to one method; never more than was paid for a line. */
export async function refundSale(ctx: VenueCtx, id: number, input: z.output<typeof refundBody>) {
  if (input.method === CARD_SERVICE_METHOD) throw fieldError('method', 'sales.card.refund_through_provider');
  const till = await venueTill(ctx.db, ctx.venueId);
  const refundId = await ctx.db.transaction(async (tx) => writeRefund(ctx, tx, id, input, till));
  return { data: await saleDetail(ctx, refundId, { till }), message: t(ctx.lang, 'sales.refunded') };
}

/** What a refund gives back (its lines and amount), checked against the sale, under its row lock; nothing written. */
export async function refundPlan(ctx: VenueCtx, tx: Tx, id: number, input: { lines?: { line_id: number; quantity: number }[] | undefined }, till: VenueTill) {
  const original = await readSale(tx, ctx.venueId, id, true);
  if (original.kind !== 'sale') throw fieldError('id', 'sales.validation.not_a_sale');
  const invoiced = await activeInvoiceOf(tx, ctx.venueId, id);
  if (invoiced) throw fieldError('id', 'invoices.validation.invoiced_sale', { number: invoiced.number });
  const detail = await saleDetail(ctx, id, { db: tx, till });
  if (detail.voided) throw fieldError('id', 'sales.validation.already_voided');
  const rows = await tx.select().from(saleLines).where(and(eq(saleLines.venueId, ctx.venueId), eq(saleLines.saleId, id))).orderBy(asc(saleLines.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const given = await tx.select({ original: saleLines.originalLineId, quantity: saleLines.quantity, total: saleLines.total, tax: saleLines.taxAmount, net: saleLines.net })
    .from(saleLines).innerJoin(sales, and(eq(sales.venueId, saleLines.venueId), eq(sales.id, saleLines.saleId)))
    .where(and(eq(saleLines.venueId, ctx.venueId), eq(sales.originalId, id)));
  const asked = input.lines ?? rows.map((row) => ({ line_id: row.id, quantity: row.quantity - (detail.lines.find((l) => l.id === row.id)?.refunded_quantity ?? 0) })).filter((a) => a.quantity > 0);
  if (asked.length === 0) throw fieldError('lines', 'sales.validation.nothing_to_refund');
  const back: DocumentLine[] = asked.map((ask, i) => {
    const line = byId.get(ask.line_id);
    if (!line) throw fieldError(`lines.${i}.line_id`, 'sales.validation.unknown_item');
    const earlier = given.filter((g) => g.original === line.id);
    const part = refundPart({
      quantity: line.quantity, total: line.total, tax: line.taxAmount, net: line.net,
      refunded_quantity: -earlier.reduce((s, g) => s + g.quantity, 0), refunded_total: -earlier.reduce((s, g) => s + g.total, 0),
      refunded_tax: -earlier.reduce((s, g) => s + g.tax, 0), refunded_net: -earlier.reduce((s, g) => s + g.net, 0),
    }, ask.quantity);
    if (!part) throw fieldError(`lines.${i}.quantity`, 'sales.validation.refund_too_much');
    given.push({ original: line.id, quantity: -ask.quantity, total: -part.total, tax: -part.tax, net: -part.net });
    return negate(line, { quantity: ask.quantity, ...part, discount: 0 });
  });
  return { original, asked, back, amount: -sumOf(back, (l) => l.total) };
}

/** Writes the refund document of `input` in the caller's transaction (the desk's refund, or the provider's confirmation of one to the card). */
export async function writeRefund(ctx: VenueCtx, tx: Tx, id: number, input: z.output<typeof refundBody>, till?: VenueTill): Promise<number> {
  till ??= await venueTill(tx, ctx.venueId);
  const { original, back, amount } = await refundPlan(ctx, tx, id, input, till);
  await releaseTillOffers(ctx, tx, till, back);
  const document = await writeDocument(ctx, tx, till, {
    kind: 'refund', originalId: id, checkoutId: null, customerId: original.customerId, customerName: original.customerName,
    appointmentGroupId: original.appointmentGroupId, reason: input.reason, taxMode: original.taxMode, totals: docTotals(back, 0, original.taxMode), lines: back,
    payments: amount > 0 ? [{ method: input.method, amount: -amount, tendered: 0, change: 0 }] : [], tips: [],
  });
  await cancelSoldVouchers(ctx, tx, back.filter((line) => line.kind === 'voucher').map((line) => ({ lineId: line.originalLineId!, quantity: -line.quantity })), 'lines');
  if (input.method === VOUCHER_METHOD && amount > 0) {
    // Back onto the vouchers that paid it, never more than they paid.
    if ((await voucherRefundable(ctx, tx, id)) < amount) throw fieldError('method', 'sales.validation.voucher_refund_too_much');
    await restoreVouchers(ctx, tx, id, document.id, amount);
  }
  await cancelTakenDeposits(ctx, tx, back.filter((line) => line.kind === 'deposit').map((line) => line.originalLineId!), 'lines');
  if (input.method === DEPOSIT_METHOD && amount > 0) {
    if ((await depositRefundable(ctx, tx, id)) < amount) throw fieldError('method', 'sales.validation.deposit_refund_too_much');
    await restoreDeposits(ctx, tx, id, document.id, amount);
  }
  await logActivity(ctx, { entity: 'sale', entityId: id, action: 'refund', changes: { amount: { before: null, after: amount }, refund_id: { before: null, after: document.id } } }, tx);
  await finishDocument(ctx, tx, document);
  return document.id;
}
