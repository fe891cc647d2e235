import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EXPORT_COLUMNS, type ExportColumn, type customerExportQuery } from '@chairside/shared/customers';
import { customers } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { t } from '../../../lib/i18n';
import { streamTable, type TableCell } from '../../../lib/table-stream';
import { setTypoThreshold, venueInfo } from '../customers.queries';
import { listSelect, resolveScope, runRows, toRow, type ListScope } from '../list/list.queries';

/**
 * GET customers/export: the list with its filters as CSV or XLSX, streamed. The rows are read
 * through a server-side cursor in batches of BATCH and written as they come (waiting for the
 * socket when it is slower), so 100,000 customers never sit in memory at once.
 */

const BATCH = 1000;
type Query = z.output<typeof customerExportQuery>;
type Cell = TableCell;

/** The file's name: the venue and the day, e.g. "customers-salon-de-luxe-2026-03-02.xlsx". */
export async function exportFileName(ctx: VenueCtx, format: Query['format']): Promise<string> {
  const info = await venueInfo(ctx.db, ctx.venueId);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: info.timezone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ctx.deps.now());
  const slug = info.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'venue';
  return `${t(ctx.lang, 'customers.export_file')}-${slug}-${day}.${format}`.replace(/[^\w.-]+/g, '-');
}

const extraColumns = sql`, ${customers.gender} as gender, ${customers.street} as street, ${customers.postcode} as postcode, ${customers.city} as city,
  ${customers.country} as country, ${customers.notes} as notes`;

/** One exported line, in EXPORT_COLUMNS order: texts as stored, yes/no in the caller's language, dates as YYYY-MM-DD (instants in ISO 8601). */
function line(ctx: VenueCtx, raw: Record<string, unknown>): Cell[] {
  const row = toRow(raw);
  const yes = (value: boolean) => t(ctx.lang, value ? 'customers.yes' : 'customers.no');
  const values: Record<ExportColumn, Cell> = {
    first_name: row.first_name, last_name: row.last_name, phone: row.phone, email: row.email, birthday: row.birthday ?? '',
    gender: raw.gender ? t(ctx.lang, `customers.gender_${String(raw.gender)}`) : '', street: raw.street as string, postcode: raw.postcode as string,
    city: raw.city as string, country: raw.country as string, tags: row.tags.join(', '), alerts: row.alerts, notes: raw.notes as string,
    sms_marketing: yes(row.sms_marketing), email_marketing: yes(row.email_marketing), created_at: row.created_at,
    last_visit: row.last_visit ?? '', next_visit: row.next_visit ?? '', visits: row.visits, no_shows: row.no_shows, cancellations: row.cancellations,
  };
  return EXPORT_COLUMNS.map((column) => values[column]);
}

export const exportHeaders = (ctx: VenueCtx) => EXPORT_COLUMNS.map((column) => t(ctx.lang, `customers.column_${column}`));

/** Reads the selected rows batch by batch through a cursor, handing each batch to `each` before fetching the next. */
async function eachBatch(ctx: VenueCtx, query: Query, each: (rows: Record<string, unknown>[]) => Promise<void>): Promise<void> {
  const info = await venueInfo(ctx.db, ctx.venueId);
  const scope: ListScope = { venueId: ctx.venueId, country: info.country, timezone: info.timezone, now: ctx.deps.now() };
  await ctx.db.transaction(async (tx: Tx) => {
    await setTypoThreshold(tx);
    const resolved = await resolveScope(tx, query, scope);
    await tx.execute(sql`declare customers_export no scroll cursor for ${listSelect(query, resolved.scope, extraColumns)}`);
    for (;;) {
      const rows = await runRows(tx, sql`fetch forward ${sql.raw(String(BATCH))} from customers_export`);
      if (rows.length) await each(rows);
      if (rows.length < BATCH) break;
    }
    await tx.execute(sql`close customers_export`);
  });
}

/** Streams the export into `out` and ends it; stops quietly (rolling back its read) when `out` is closed early. */
export async function writeExport(ctx: VenueCtx, query: Query, out: Writable): Promise<void> {
  await streamTable(out, {
    format: query.format,
    sheet: t(ctx.lang, 'customers.export_sheet'),
    header: exportHeaders(ctx),
    rows: (emit) => eachBatch(ctx, query, (rows) => emit(rows.map((raw) => line(ctx, raw)))),
  });
}
