import { Writable } from 'node:stream';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import type { ReportExportJob, ReportQuery } from '@chairside/shared/reports';
import { reportExports } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { Deps, VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { notifyEmployee } from '../../notifications/notifications.service';
import { exportFileName, writeReport, type ExportFormat } from '../report-export';
import { notExportable, reportable, runReport } from '../reports.run';

/**
 * Background report exports (issue 16): a large export (more than REPORT_BACKGROUND_ROWS rows) or one
 * asked for with `background=1` becomes a row of report_exports and a reports-export job, answered
 * 202 with the export to poll. The job reads the report as the requester would, writes the file into
 * the row (so any process can serve it), keeps it a day and puts an item in the requester's bell
 * linking to /reports/exports/{id}. An hourly sweep deletes the expired ones.
 */

export const EXPORT_QUEUE = 'reports-export';
export const EXPORT_KEEP_MS = 24 * 3_600_000;

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

/** GET reports/exports/{id}/download: the file, once done. */
export async function exportFile(ctx: VenueCtx, id: number): Promise<{ name: string; format: ExportFormat; file: Buffer }> {
  const row = await findExport(ctx, id);
  if (row.state !== 'done' || !row.file) throw new AppError('NOT_FOUND');
  return { name: row.fileName, format: row.format as ExportFormat, file: row.file };
}

/** Collects what a writer writes (the file is stored whole: a report's export is bounded by REPORTS_EXPORT_LIMIT rows). */
async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({ write: (chunk: Buffer, _encoding, done) => { chunks.push(chunk); done(); } });
  const finished = new Promise<void>((resolve, reject) => { out.once('finish', resolve); out.once('error', reject); });
  await write(out);
  await finished;
  return Buffer.concat(chunks);
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
  await setProgress(db, row, { state: 'running', progress: 10 });
  const lang = row.lang as Language;
  const ctx = { db, deps, lang, venueId: row.venueId, employeeId: row.employeeId, platform: 'web', ip: '', requestId: `export-${row.id}`, session: null } as unknown as VenueCtx;
  const format = row.format as ExportFormat;
  const report = await runReport(ctx, row.reportGroup, row.report, row.query as ReportQuery, { all: true });
  await setProgress(db, row, { progress: 60, rows: report.rows.length });
  const file = await collect((out) => writeReport(report, lang, format, out));
  const fileName = exportFileName(report, lang, format);
  await db.transaction(async (tx) => {
    await setProgress(tx, row, { state: 'done', progress: 100, file, fileName, finishedAt: deps.now() });
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
