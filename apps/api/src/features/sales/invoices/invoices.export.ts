import type { Writable } from 'node:stream';
import { and, asc, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoicesExportQuery } from '@chairside/shared/sales-invoices';
import { saleInvoices } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { t } from '../../../lib/i18n';
import { streamTable } from '../../../lib/table-stream';
import { invoiceWhere, summaryWire } from './invoices.read';

/**
 * GET invoices/export: the list with its filters as CSV (UTF-8 with BOM) or XLSX, streamed as the
 * customers export is: rows read in batches of BATCH (by id, so none sits in memory with the next),
 * each batch written before the next is read, waiting for the socket when it is slower, and stopping
 * when the receiver has gone. Money in major units, headers in the caller's language.
 */

const BATCH = 1000;
type Query = z.output<typeof invoicesExportQuery>;
type Cell = string | number;
const COLUMNS = ['number', 'status', 'issue_date', 'sale_dates', 'company_name', 'tax_number', 'customer', 'net_total', 'tax_total', 'total', 'currency'] as const;

export const invoiceExportName = (ctx: VenueCtx, format: Query['format']) =>
  `${t(ctx.lang, 'invoices.export_file')}-${ctx.deps.now().toISOString().slice(0, 10)}.${format}`.replace(/[^\w.-]+/g, '-');

function line(ctx: VenueCtx, row: typeof saleInvoices.$inferSelect): Cell[] {
  const w = summaryWire(row);
  return [
    w.number, t(ctx.lang, `invoices.status_${w.status}`), w.issue_date, w.sale_date_from === w.sale_date_to ? w.sale_date_from : `${w.sale_date_from} – ${w.sale_date_to}`,
    w.company_name, w.tax_number, w.customer_name, w.net_total / 100, w.tax_total / 100, w.total / 100, w.currency,
  ];
}

/** The matching invoices in id order, a batch at a time (keyset: each read starts after the last id). */
async function eachBatch(ctx: VenueCtx, query: Query, each: (rows: (typeof saleInvoices.$inferSelect)[]) => Promise<void>) {
  const where = invoiceWhere(ctx.venueId, query);
  let after = 0;
  for (;;) {
    const rows = await ctx.db.select().from(saleInvoices).where(and(where, gt(saleInvoices.id, after))).orderBy(asc(saleInvoices.id)).limit(BATCH);
    if (rows.length) await each(rows);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function writeInvoiceExport(ctx: VenueCtx, query: Query, out: Writable): Promise<void> {
  await streamTable(out, {
    format: query.format,
    sheet: t(ctx.lang, 'invoices.export_sheet'),
    header: COLUMNS.map((column) => t(ctx.lang, `invoices.column_${column}`)),
    rows: (emit) => eachBatch(ctx, query, (rows) => emit(rows.map((row) => line(ctx, row)))),
  });
}
