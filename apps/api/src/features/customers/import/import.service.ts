import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ImportDryRunResponse, ImportPreviewResponse, ImportSummary, ImportUploadResponse } from '@chairside/shared/customers-transfer';
import { IMPORT_KEEP_DAYS, IMPORT_PREVIEW_ROWS } from '@chairside/shared/customers-transfer';
import { guessMapping, readImportRow, type ImportMapping } from '@chairside/shared/rules/customer-import';
import type { Language } from '@chairside/shared/constants';
import { customerImports } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { sourceOf, type VenueCtx } from '../../../lib/context';
import { AppError, fieldError, pgCode } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { venueCountry } from '../customers.queries';
import { describeFile, headAndSample, readRows } from './import.file';
import { planBatches, type Problem } from './import.plan';

/** Customer import: upload (stored in customer_imports), preview, dry run, start (the job: import.jobs.ts), status, report. */

export const IMPORT_QUEUE = 'customers-import';

const summaryColumns = {
  id: customerImports.id, file_name: customerImports.fileName, format: customerImports.format, status: customerImports.status,
  total_rows: customerImports.totalRows, processed_rows: customerImports.processedRows, created: customerImports.created,
  updated: customerImports.updated, skipped: customerImports.skipped, failed: customerImports.failed,
  created_at: customerImports.createdAt, finished_at: customerImports.finishedAt,
};

export function toSummary(row: Record<keyof typeof summaryColumns, unknown>): ImportSummary {
  return {
    ...(row as unknown as ImportSummary),
    created_at: (row.created_at as Date).toISOString(),
    finished_at: row.finished_at ? (row.finished_at as Date).toISOString() : null,
  };
}

/** The venue's import, or 404; also 404 when its file is needed and was purged (IMPORT_KEEP_DAYS, erasure). */
export async function findImport(db: Queryable, venueId: number, id: number, needsFile = true) {
  const [row] = await db
    .select({ ...summaryColumns, file: customerImports.file, mapping: customerImports.mapping, report: customerImports.report, lang: customerImports.lang, purged_at: customerImports.purgedAt })
    .from(customerImports).where(and(eq(customerImports.venueId, venueId), eq(customerImports.id, id))).limit(1);
  if (!row || (needsFile && row.purged_at)) throw new AppError('NOT_FOUND');
  return row;
}

export const reasonText = (lang: Language, problem: Problem) => t(lang, `customers_transfer.reasons.${problem}`);

/** Stores the uploaded file and answers its headers, the guessed mapping and the first rows as they are. */
export async function uploadImport(ctx: VenueCtx, body: unknown, fileName: string): Promise<ImportUploadResponse> {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (!body.length) throw fieldError('file', 'customers_transfer.file_empty');
  const info = describeFile(body);
  let head: { headers: string[]; sample: string[][] };
  try {
    head = await headAndSample(body, IMPORT_PREVIEW_ROWS);
  } catch {
    throw fieldError('file', 'customers_transfer.file_unreadable');
  }
  if (!head.headers.length) throw fieldError('file', 'customers_transfer.file_empty');
  const mapping = guessMapping(head.headers);
  const [row] = await ctx.db
    .insert(customerImports)
    .values({ venueId: ctx.venueId, employeeId: ctx.employeeId, userId: ctx.userId, fileName, format: info.format, file: body, mapping, lang: ctx.lang, source: sourceOf(ctx) })
    .returning(summaryColumns);
  return { import: toSummary(row!), encoding: info.encoding, delimiter: info.delimiter, headers: head.headers, mapping, sample: head.sample };
}

/** The first rows as they will be imported with `mapping`, each with what is wrong with it. */
export async function previewImport(ctx: VenueCtx, id: number, mapping: ImportMapping): Promise<ImportPreviewResponse> {
  const found = await findImport(ctx.db, ctx.venueId, id);
  const country = await venueCountry(ctx.db, ctx.venueId);
  const rows: ImportPreviewResponse['rows'] = [];
  let header = true;
  for await (const { row, cells } of unreadableAs422(readRows(found.file))) {
    if (header) {
      header = false;
      continue;
    }
    const { customer, problems } = readImportRow(cells, mapping, country, country === 'US');
    rows.push({ row, first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone, email: customer.email, birthday: customer.birthday, tags: customer.tags, problems: problems.map((p) => reasonText(ctx.lang, p)) });
    if (rows.length >= IMPORT_PREVIEW_ROWS) break;
  }
  return { rows };
}

const PROBLEMS_SHOWN = 200;

/** What importing with `mapping` would do, row by row, without writing anything. */
export async function dryRunImport(ctx: VenueCtx, id: number, mapping: ImportMapping): Promise<ImportDryRunResponse> {
  requireName(mapping);
  const found = await findImport(ctx.db, ctx.venueId, id);
  const country = await venueCountry(ctx.db, ctx.venueId);
  const result: ImportDryRunResponse = { total_rows: 0, created: 0, updated: 0, skipped: 0, failed: 0, problems: [] };
  for await (const batch of unreadableAs422(planBatches(ctx.db, ctx.venueId, found.file, { mapping, country }))) {
    for (const planned of batch) {
      result.total_rows++;
      const counter = planned.kind === 'create' ? 'created' : planned.kind === 'update' ? 'updated' : planned.kind === 'skip' ? 'skipped' : 'failed';
      result[counter]++;
      if (planned.problems.length && result.problems.length < PROBLEMS_SHOWN) result.problems.push({ row: planned.row, reasons: planned.problems.map((p) => reasonText(ctx.lang, p)) });
    }
  }
  return result;
}

/** A file whose later part cannot be parsed (the upload read only its head): 422 on `file`, not a 500. */
async function* unreadableAs422<T>(rows: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* rows;
  } catch (error) {
    if (pgCode(error)) throw error;
    throw fieldError('file', 'customers_transfer.file_unreadable');
  }
}

function requireName(mapping: ImportMapping): void {
  if (mapping.first_name === undefined && mapping.last_name === undefined && mapping.full_name === undefined) throw fieldError('mapping', 'customers_transfer.mapping_needs_name');
}

/**
 * Queues the import with `mapping`. Only an upload not yet started is queued (one conditional
 * UPDATE and the job in one transaction), so a repeated start queues nothing more and answers the
 * import's state.
 */
export async function startImport(ctx: VenueCtx, id: number, mapping: ImportMapping): Promise<{ import: ImportSummary }> {
  requireName(mapping);
  await findImport(ctx.db, ctx.venueId, id);
  return ctx.db.transaction(async (tx) => {
    const [queued] = await tx
      .update(customerImports)
      .set({ status: 'queued', mapping, lang: ctx.lang })
      .where(and(eq(customerImports.venueId, ctx.venueId), eq(customerImports.id, id), eq(customerImports.status, 'uploaded')))
      .returning(summaryColumns);
    if (queued) {
      await ctx.deps.jobs.send(tx, IMPORT_QUEUE, { venueId: ctx.venueId, importId: id }, { singletonKey: `import-${id}` });
      return { import: toSummary(queued) };
    }
    const found = await findImport(tx, ctx.venueId, id, false);
    return { import: toSummary(found) };
  });
}

export async function importStatus(ctx: VenueCtx, id: number): Promise<{ import: ImportSummary }> {
  return { import: toSummary(await findImport(ctx.db, ctx.venueId, id, false)) };
}

/** The CSV of the rows not imported: row number, the row's cells under the file's headers, and why. */
export async function importReport(ctx: VenueCtx, id: number): Promise<{ fileName: string; csv: string }> {
  const found = await findImport(ctx.db, ctx.venueId, id);
  let headers: string[] = [];
  for await (const { cells } of readRows(found.file)) {
    headers = cells;
    break;
  }
  // The stored lines end with the reasons' codes: written out in the reader's language.
  const lines = (found.report ? (parse(found.report, { relax_column_count: true }) as string[][]) : []).map((line) => [
    ...line.slice(0, -1),
    line[line.length - 1]!.split(';').filter(Boolean).map((code) => reasonText(ctx.lang, code as Problem)).join('; '),
  ]);
  const csv = stringify([[t(ctx.lang, 'customers_transfer.report.row'), ...headers, t(ctx.lang, 'customers_transfer.report.reason')], ...lines]);
  return { fileName: `${found.file_name.replace(/\.[^.]*$/, '')}-${t(ctx.lang, 'customers_transfer.report.file_suffix')}.csv`, csv: `\ufeff${csv}` };
}

/** Report lines of a batch (csv text, no header): row, cells, the reasons' codes (translated when downloaded). */
export function reportLines(rows: { row: number; cells: string[]; problems: Problem[] }[]): string {
  if (!rows.length) return '';
  return stringify(rows.map((r) => [String(r.row), ...r.cells, r.problems.join(';')]));
}

export const countImportRows = async (file: Buffer): Promise<number> => {
  let n = -1;
  for await (const _ of readRows(file)) n++;
  return Math.max(0, n);
};


/**
 * Empties the file and the report of the imports `which` picks that still hold them (an upload
 * never started is given up: failed). Queued and running imports are never picked: they finish
 * first. Answers how many were purged.
 */
async function purgeImports(db: Queryable, which: SQL, now: Date): Promise<number> {
  const rows = await db
    .update(customerImports)
    .set({
      file: Buffer.alloc(0), report: '', purgedAt: now,
      status: sql`case when ${customerImports.status} = 'uploaded' then 'failed' else ${customerImports.status} end`,
      finishedAt: sql`coalesce(${customerImports.finishedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(isNull(customerImports.purgedAt), inArray(customerImports.status, ['uploaded', 'done', 'failed']), which))
    .returning({ id: customerImports.id });
  return rows.length;
}

/** The scheduled purge (every venue): imports finished, or uploaded and never started, IMPORT_KEEP_DAYS ago. */
export function purgeOldImports(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_KEEP_DAYS * 86_400_000);
  return purgeImports(db, or(lte(customerImports.finishedAt, cutoff), and(eq(customerImports.status, 'uploaded'), lte(customerImports.createdAt, cutoff)))!, now);
}

/** A customer's erasure (customers/privacy): every import file of the venue that may hold their row goes at once, whatever its age. */
export function purgeVenueImports(db: Queryable, venueId: number, now: Date): Promise<number> {
  return purgeImports(db, eq(customerImports.venueId, venueId), now);
}
