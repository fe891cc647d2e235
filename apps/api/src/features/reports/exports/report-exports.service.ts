import { Readable, Writable } from 'node:stream';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import type { ReportExportJob, ReportQuery } from '@chairside/shared/reports';
import { reportExportChunks, reportExports } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { Deps, VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { notifyEmployee } from '../../notifications/notifications.service';
import { exportFileName, writeReport, type ExportFormat } from '../report-export';
import { notExportable, reportable, runReport } from '../reports.run';

/**
 * Background report exports (issue 16): a large export (more than REPORT_BACKGROUND_ROWS rows) or one
 * asked for with `background=1` becomes a row of report_exports and a reports-export job, answered
 * 202 with the export to poll. The job reads the report as the requester would and streams the file
 * into report_export_chunks (pieces of EXPORT_CHUNK_BYTES, written as the writer makes them: the file is
 * never whole in memory, and any process can serve it), reporting its progress as rows are written;
 * it keeps the file a day and puts an item in the requester's bell linking to /reports/exports/{id}.
 * The download streams the pieces one by one. An hourly sweep deletes the expired ones.
 */

export const EXPORT_QUEUE = 'reports-export';
export const EXPORT_KEEP_MS = 24 * 3_600_000;
/** The size of a stored piece of an export's file. */
export const EXPORT_CHUNK_BYTES = 256 * 1024;
/** Progress: 10 once the report is read, then up to 95 as its rows are written, 100 when stored. */
const READ_PROGRESS = 10;
const WRITTEN_PROGRESS = 95;

type ExportRow = typeof reportExports.$inferSelect;
export interface ExportJobData {
  venueId: number;
  exportId: number;
}

const view = (row: ExportRow): ReportExportJob => ({
  id: row.id,
  group: row.reportGroup,
  report: row.report,
  format: row.format as ExportFormat,
  state: row.state as ReportExportJob['state'],
  progress: row.progress,
  rows: row.rows,
  file_name: row.fileName,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  download: row.state === 'done' ? `reports/exports/${row.id}/download` : null,
});

/** Queues the export (after the same checks as the report: 404, 403 outside the plan, 422 for a bad range); answers it. */
export async function startExport(ctx: VenueCtx, group: string, report: string, format: ExportFormat, query: ReportQuery): Promise<{ data: ReportExportJob }> {
  const { spec } = await reportable(ctx, group, report, query);
  if (spec.state !== 'ready') throw notExportable(spec);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(reportExports).values({
      venueId: ctx.venueId, employeeId: ctx.employeeId, reportGroup: group, report, format, query: { ...query }, lang: ctx.lang,
      createdAt: ctx.deps.now(), expiresAt: new Date(ctx.deps.now().getTime() + EXPORT_KEEP_MS),
    }).returning();
    await ctx.deps.jobs.send(tx, EXPORT_QUEUE, { venueId: ctx.venueId, exportId: created!.id } satisfies ExportJobData);
    return created!;
  });
  return { data: view(row) };
}

async function findExport(ctx: VenueCtx, id: number): Promise<ExportRow> {
  const [row] = await ctx.db.select().from(reportExports)
    .where(and(eq(reportExports.venueId, ctx.venueId), eq(reportExports.id, id), gt(reportExports.expiresAt, ctx.deps.now()))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET reports/exports/{id}: the export's state and progress (another venue's, or an expired one → 404). */
export const exportStatus = async (ctx: VenueCtx, id: number) => ({ data: view(await findExport(ctx, id)) });

/** GET reports/exports/{id}/download: the file, once done, as a stream of its stored pieces (or the whole file of an older export). */
export async function exportFile(ctx: VenueCtx, id: number): Promise<{ name: string; format: ExportFormat; file: Readable }> {
  const row = await findExport(ctx, id);
  if (row.state !== 'done') throw new AppError('NOT_FOUND');
  const { db } = ctx;
  async function* pieces() {
    if (row.file) {
      yield row.file;
      return;
    }
    for (let seq = 0; ; seq++) {
      const [piece] = await db.select({ data: reportExportChunks.data }).from(reportExportChunks)
        .where(and(eq(reportExportChunks.venueId, row.venueId), eq(reportExportChunks.exportId, row.id), eq(reportExportChunks.seq, seq))).limit(1);
      if (!piece) return;
      yield piece.data;
    }
  }
  return { name: row.fileName, format: row.format as ExportFormat, file: Readable.from(pieces(), { objectMode: false }) };
}

/**
 * A stream that stores what is written into the export's pieces: it holds at most about one piece, and
 * a write that fills a piece completes only once the piece is inserted, so the writer upstream waits too.
 */
function chunkWriter(db: Queryable, row: ExportRow): Writable {
  let pending: Buffer[] = [];
  let size = 0;
  let seq = 0;
  const store = async () => {
    if (!size) return;
    const data = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    await db.insert(reportExportChunks).values({ venueId: row.venueId, exportId: row.id, seq: seq++, data });
  };
  return new Writable({
    highWaterMark: EXPORT_CHUNK_BYTES,
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      if (size < EXPORT_CHUNK_BYTES) return done();
      store().then(() => done(), done);
    },
    final(done) {
      store().then(() => done(), done);
    },
  });
}

const setProgress = (db: Queryable, row: ExportRow, values: Partial<ExportRow>) =>
  db.update(reportExports).set(values).where(and(eq(reportExports.venueId, row.venueId), eq(reportExports.id, row.id)));

/** The reports-export job: reads the report as its requester, writes the file, tells them. A retry starts over. */
export async function runExport(deps: Deps, data: ExportJobData): Promise<void> {
  const db = deps.database.forVenue(data.venueId);
  const [row] = await db.select().from(reportExports).where(and(eq(reportExports.venueId, data.venueId), eq(reportExports.id, data.exportId))).limit(1);
  if (!row || row.state === 'done' || row.state === 'failed') return;
  try {
    await produce(deps, db, row, true);
  } catch (error) {
    // A report that can no longer be read (the plan changed, a filter went) fails for good; anything else is retried.
    if (!(error instanceof AppError)) throw error;
    await setProgress(db, row, { state: 'failed', finishedAt: deps.now() });
  }
}

/** Reads the report for the row, stores the file and (`notify`) puts the item in the requester's bell. */
async function produce(deps: Pick<Deps, 'now'>, db: Queryable, row: ExportRow, notify: boolean): Promise<void> {
  await setProgress(db, row, { state: 'running', progress: 0 });
  const lang = row.lang as Language;
  const ctx = { db, deps, lang, venueId: row.venueId, employeeId: row.employeeId, platform: 'web', ip: '', requestId: `export-${row.id}`, session: null } as unknown as VenueCtx;
  const format = row.format as ExportFormat;
  const report = await runReport(ctx, row.reportGroup, row.report, row.query as ReportQuery, { all: true });
  const total = report.rows.length;
  await setProgress(db, row, { progress: READ_PROGRESS, rows: total });
  // A retry starts the file over.
  await db.delete(reportExportChunks).where(and(eq(reportExportChunks.venueId, row.venueId), eq(reportExportChunks.exportId, row.id)));
  const out = chunkWriter(db, row);
  const stored = new Promise<void>((resolve, reject) => { out.once('finish', resolve); out.once('error', reject); });
  // Progress in steps of about 2 % of the rows (at least 500 rows apart), from READ_PROGRESS to WRITTEN_PROGRESS.
  const every = Math.max(500, Math.ceil(total / 50));
  let shown = READ_PROGRESS;
  await writeReport(report, lang, format, out, {
    every,
    onProgress: async (written) => {
      const progress = READ_PROGRESS + Math.floor(((WRITTEN_PROGRESS - READ_PROGRESS) * written) / Math.max(1, total));
      if (progress > shown) await setProgress(db, row, { progress: (shown = progress) });
    },
  });
  await stored;
  const fileName = exportFileName(report, lang, format);
  await db.transaction(async (tx) => {
    await setProgress(tx, row, { state: 'done', progress: 100, fileName, finishedAt: deps.now() });
    if (notify) await notifyEmployee(tx, row.venueId, row.employeeId, 'report_export_ready', { params: { name: fileName }, link: `/reports/exports/${row.id}` });
  });
}

/** The demo seed: one finished export of the month's transactions, made as the job makes it (no bell item). */
export async function seedExport(db: Queryable, deps: Pick<Deps, 'now'>, venueId: number, employeeId: number): Promise<void> {
  const [row] = await db.insert(reportExports).values({
    venueId, employeeId, reportGroup: 'financial', report: 'transactions', format: 'xlsx', query: { preset: 'this_month' },
    createdAt: deps.now(), expiresAt: new Date(deps.now().getTime() + EXPORT_KEEP_MS),
  }).returning();
  await produce(deps, db, row!, false);
}

/** Hourly: the exports whose day is over are deleted, files and all. Answers how many. */
export async function sweepExports(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const gone = await deps.db.delete(reportExports).where(lt(reportExports.expiresAt, deps.now())).returning({ id: reportExports.id });
  return gone.length;
}
