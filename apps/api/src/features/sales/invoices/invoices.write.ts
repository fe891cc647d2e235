import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { invoiceNumber, type invoiceCancelBody, type invoiceStoreBody } from '@chairside/shared/sales-invoices';
import { saleNumber } from '@chairside/shared/sales';
import { customers, saleCardRefunds, saleInvoiceCounters, saleInvoices, saleInvoiceSales, sales } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError, pgCode } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { venueTill } from '../sales.lines';
import { invoiceDetail } from './invoices.read';

/**
 * Issuing and cancelling invoices. Issuing locks the chosen sales (in id order, so two desks invoicing
 * overlapping sales wait for each other rather than deadlock; a void or refund of the same sale takes
 * the same row lock), checks each is a paid sale of the customer with no correction and no active
 * invoice, writes the invoice and its links, and takes the number from the venue's invoice counter
 * for the year as the transaction's last write (one statement, like the sales' `finishDocument`): a
 * rollback gives the number back, so numbers have no gaps or duplicates. The partial unique index on
 * the links is the second wall: a sale on two active invoices is refused by the database too.
 */

type StoreInput = z.output<typeof invoiceStoreBody>;

/** A sale already on an active invoice: 422 on `sale_ids`, naming the invoice. */
const alreadyInvoiced = (number: string) => fieldError('sale_ids', 'invoices.validation.already_invoiced', { number });

export async function storeInvoice(ctx: VenueCtx, input: StoreInput) {
  const till = await venueTill(ctx.db, ctx.venueId);
  const ids = [...new Set(input.sale_ids)].sort((a, b) => a - b);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [customer] = await tx.select({ first: customers.firstName, last: customers.lastName }).from(customers)
        .where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, input.customer_id)));
      if (!customer) throw fieldError('customer_id', 'sales.validation.unknown_customer');
      const rows = await tx.select().from(sales).where(and(eq(sales.venueId, ctx.venueId), inArray(sales.id, ids))).orderBy(asc(sales.id)).for('update');
      if (rows.length !== ids.length) throw fieldError('sale_ids', 'invoices.validation.unknown_sale');
      for (const row of rows) {
        const label = saleNumber(row.year, row.number ?? 0);
        if (row.kind !== 'sale') throw fieldError('sale_ids', 'invoices.validation.not_a_sale', { number: label });
        if (row.customerId !== input.customer_id) throw fieldError('sale_ids', 'invoices.validation.other_customer', { number: label });
      }
      const [corrected] = await tx.select({ year: sales.year, number: sales.number, original: sales.originalId }).from(sales)
        .where(and(eq(sales.venueId, ctx.venueId), inArray(sales.originalId, ids))).limit(1);
      if (corrected) {
        const original = rows.find((row) => row.id === corrected.original)!;
        throw fieldError('sale_ids', 'invoices.validation.corrected', { number: saleNumber(original.year, original.number ?? 0) });
      }
      const [taken] = await tx.select({ year: saleInvoices.year, number: saleInvoices.number }).from(saleInvoiceSales)
        .innerJoin(saleInvoices, and(eq(saleInvoices.venueId, saleInvoiceSales.venueId), eq(saleInvoices.id, saleInvoiceSales.invoiceId)))
        .where(and(eq(saleInvoiceSales.venueId, ctx.venueId), inArray(saleInvoiceSales.saleId, ids), eq(saleInvoiceSales.active, true))).limit(1);
      if (taken) throw alreadyInvoiced(invoiceNumber(taken.year, taken.number ?? 0));
      // A refund to the card asked and not yet confirmed would correct the sale after it is invoiced (card.effects.ts).
      const [refunding] = await tx.select({ saleId: saleCardRefunds.saleId }).from(saleCardRefunds)
        .where(and(eq(saleCardRefunds.venueId, ctx.venueId), inArray(saleCardRefunds.saleId, ids), eq(saleCardRefunds.status, 'requested'))).limit(1);
      if (refunding) {
        const row = rows.find((sale) => sale.id === refunding.saleId)!;
        throw fieldError('sale_ids', 'invoices.validation.card_refund_pending', { number: saleNumber(row.year, row.number ?? 0) });
      }

      const issueDate = zonedToday(ctx.deps.now(), till.timeZone);
      const year = Number(issueDate.slice(0, 4));
      const days = rows.map((row) => row.businessDate).sort();
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const [invoice] = await tx.insert(saleInvoices).values({
        venueId: ctx.venueId, year, number: null, status: 'issued', issueDate, saleDateFrom: days[0]!, saleDateTo: days[days.length - 1]!,
        customerId: input.customer_id, customerName: `${customer.first} ${customer.last}`.trim(),
        companyName: input.company_name, taxNumber: input.tax_number, address: input.address, postcode: input.postcode, city: input.city,
        country: input.country, email: input.email, notes: input.notes,
        netTotal: sum((row) => row.netTotal), taxTotal: sum((row) => row.taxTotal), total: sum((row) => row.total), currency: till.currency,
        employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
      }).returning({ id: saleInvoices.id });
      const invoiceId = invoice!.id;
      await tx.insert(saleInvoiceSales).values(ids.map((saleId) => ({ venueId: ctx.venueId, invoiceId, saleId })));
      await logActivity(ctx, { entity: 'invoice', entityId: invoiceId, action: 'create', changes: { sale_ids: { before: null, after: ids }, company_name: { before: null, after: input.company_name } } }, tx);
      await finishInvoice(tx, ctx.venueId, invoiceId, year);
      return invoiceId;
    });
  } catch (error) {
    // Two desks invoicing one sale at once: the second's links meet the first's in the unique index.
    if (pgCode(error) === '23505' && String((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint).includes('sale_invoice_sales_one_active')) {
      const [taken] = await ctx.db.select({ year: saleInvoices.year, number: saleInvoices.number }).from(saleInvoiceSales)
        .innerJoin(saleInvoices, and(eq(saleInvoices.venueId, saleInvoiceSales.venueId), eq(saleInvoices.id, saleInvoiceSales.invoiceId)))
        .where(and(eq(saleInvoiceSales.venueId, ctx.venueId), inArray(saleInvoiceSales.saleId, ids), eq(saleInvoiceSales.active, true))).limit(1);
      throw alreadyInvoiced(taken ? invoiceNumber(taken.year, taken.number ?? 0) : '');
    }
    throw error;
  }
  const data = await invoiceDetail(ctx, id);
  return { data, message: t(ctx.lang, 'invoices.created', { number: data.number }) };
}

/** The transaction's last write: the counter's upsert feeds the invoice's number (the row stays locked only until the commit). */
async function finishInvoice(tx: Tx, venueId: number, invoiceId: number, year: number): Promise<void> {
  await tx.execute(sql`
    with taken as (
      insert into ${saleInvoiceCounters} (venue_id, year, last_number) values (${venueId}, ${year}, 1)
      on conflict (venue_id, year) do update set last_number = ${saleInvoiceCounters}.last_number + 1
      returning last_number
    )
    update ${saleInvoices} set number = (select last_number from taken)
    where ${saleInvoices.venueId} = ${venueId} and ${saleInvoices.id} = ${invoiceId}`);
}

/**
 * Cancels the invoice in the caller's transaction: the desk's cancel below, and the card provider's
 * confirmation of a refund to the card of a sale invoiced meanwhile (card.effects.ts), which must
 * cancel it as the desk would before any refund of an invoiced sale.
 */
export async function cancelInvoiceIn(ctx: VenueCtx, tx: Tx, id: number, reason: string): Promise<void> {
  const [row] = await tx.select({ status: saleInvoices.status }).from(saleInvoices)
    .where(and(eq(saleInvoices.venueId, ctx.venueId), eq(saleInvoices.id, id))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'cancelled') throw fieldError('id', 'invoices.validation.already_cancelled');
  await tx.update(saleInvoices).set({ status: 'cancelled', cancelReason: reason, cancelledAt: ctx.deps.now(), cancelledBy: ctx.employeeId })
    .where(and(eq(saleInvoices.venueId, ctx.venueId), eq(saleInvoices.id, id)));
  await tx.update(saleInvoiceSales).set({ active: false }).where(and(eq(saleInvoiceSales.venueId, ctx.venueId), eq(saleInvoiceSales.invoiceId, id)));
  await logActivity(ctx, { entity: 'invoice', entityId: id, action: 'cancel', changes: { status: { before: 'issued', after: 'cancelled' }, reason: { before: null, after: reason } } }, tx);
}

/** POST invoices/cancel/{id}: with a reason; its number stays used (shown as cancelled) and its sales are free to invoice again. */
export async function cancelInvoice(ctx: VenueCtx, id: number, input: z.output<typeof invoiceCancelBody>) {
  await ctx.db.transaction(async (tx) => cancelInvoiceIn(ctx, tx, id, input.reason));
  const data = await invoiceDetail(ctx, id);
  return { data, message: t(ctx.lang, 'invoices.cancelled', { number: data.number }) };
}
