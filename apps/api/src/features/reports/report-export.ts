import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import type { ReportResponse } from '@chairside/shared/reports';
import type { Language } from '@chairside/shared/constants';
import { createPdf } from '../../lib/pdf';
import { t } from '../../lib/i18n';
import { reportTitleKey } from '@chairside/shared/reports';

/**
 * GET reports/{group}/{report}/export: exactly what the screen shows — the same rows, columns and
 * totals — as XLSX, CSV or PDF, written row by row into a stream (the reply's, or a background
 * export's pieces) as fast as it takes them. Most reports' rows are aggregates (one per day, customer,
 * service, employee or product); the two lists of raw rows (transactions, the stock ledger) are cut at
 * REPORTS_EXPORT_LIMIT.
 */

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
type Cell = string | number | null;

/** A code (status, reason, kind of movement) in the reader's language; anything else as it is. */
export function cellText(lang: Language, key: string, value: Cell): Cell {
  if (value === null || typeof value === 'number') return value;
  if (key === 'status') return t(lang, `calendar.status_${value.replaceAll('-', '_')}`);
  if (key === 'reason') return t(lang, `calendar.reason_${value}`);
  if (key === 'kind') return t(lang, `inventory.kind_${value}`);
  if (key === 'document') return t(lang, `sales.kind_${value}`);
  if (key === 'invoice_status') return t(lang, `invoices.status_${value}`);
  if (key === 'segment') return t(lang, `reports.segment_${value}`);
  return value;
}

/** Money in major units (two decimals) for a spreadsheet; other numbers as they are. */
function exported(report: ReportResponse, lang: Language, key: string, value: Cell): Cell {
  const kind = report.columns.find((c) => c.key === key)?.kind;
  if (kind === 'money' && typeof value === 'number') return value / 100;
  return cellText(lang, key, value);
}

/** The title, the header, each row (made as it is written, not all up front) and the totals, as the file shows them. */
export function exportTable(report: ReportResponse, lang: Language): { title: string; header: string[]; row: (index: number) => Cell[]; totals: Cell[] } {
  const keys = report.columns.map((c) => c.key);
  return {
    title: `${t(lang, reportTitleKey(report))} ${report.date_from} – ${report.date_to}`,
    header: keys.map((key) => t(lang, `reports.column_${key}`)),
    row: (index) => keys.map((key) => exported(report, lang, key, report.rows[index]![key] ?? null)),
    totals: keys.map((key, i) => (i === 0 ? t(lang, 'reports.total') : key in report.totals ? exported(report, lang, key, report.totals[key] ?? null) : '')),
  };
}

/** The file's name: the report's title in the reader's language and the range, in plain ASCII. */
export const exportFileName = (report: ReportResponse, lang: Language, format: ExportFormat) =>
  `${t(lang, reportTitleKey(report))}-${report.date_from}-${report.date_to}.${format}`
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '-');

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

export interface WriteOptions {
  /** Told every `every` rows (and once at the end) how many rows are written: a background export's progress. */
  onProgress?: (written: number) => Promise<void> | void;
  every?: number;
}

/** Waits until the stream takes more (or is gone: then the next write fails and the writer stops). */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => { stream.off('drain', done); stream.off('close', done); stream.off('error', fail); resolve(); };
    const fail = (error: Error) => { done(); reject(error); };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', fail);
  });
}

/**
 * Writes the report row by row into `out`, waiting whenever `out` (or the CSV encoder) is full, so only
 * a bounded part of the file is ever in memory, whatever the number of rows (the XLSX is ExcelJS's
 * streaming writer without shared strings; each row is committed as it is added).
 */
export async function writeReport(report: ReportResponse, lang: Language, format: ExportFormat, out: Writable, options: WriteOptions = {}): Promise<void> {
  const table = exportTable(report, lang);
  const count = report.rows.length;
  const every = Math.max(1, options.every ?? 1000);
  const step = async (written: number, stream: Writable) => {
    await drained(stream);
    if (options.onProgress && written % every === 0) await options.onProgress(written);
  };
  if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t(lang, 'reports.sheet'));
    sheet.addRow([table.title]).commit();
    const header = sheet.addRow(table.header);
    header.font = { bold: true };
    header.commit();
    for (let i = 0; i < count; i++) {
      sheet.addRow(table.row(i)).commit();
      await step(i + 1, out);
    }
    const totals = sheet.addRow(table.totals);
    totals.font = { bold: true };
    totals.commit();
    sheet.commit();
    await workbook.commit();
    await options.onProgress?.(count);
    return;
  }
  if (format === 'csv') {
    const csv = stringify({ bom: true });
    csv.pipe(out);
    csv.write(table.header);
    for (let i = 0; i < count; i++) {
      csv.write(table.row(i));
      await step(i + 1, csv);
    }
    csv.write(table.totals);
    csv.end();
    await options.onProgress?.(count);
    return;
  }
  const doc = createPdf({ title: table.title, lang, size: 'A4' });
  doc.pipe(out);
  doc.font('bold').fontSize(14).text(table.title);
  doc.moveDown(0.5).fontSize(8);
  const width = (doc.page.width - 80) / Math.max(1, table.header.length);
  const line = (cells: Cell[], bold = false) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    cells.forEach((value, i) => doc.text(value === null ? '' : String(value), 40 + i * width, y, { width: width - 4, lineBreak: false, ellipsis: true }));
    doc.x = 40;
    doc.moveDown(0.4);
  };
  line(table.header, true);
  for (let i = 0; i < count; i++) {
    line(table.row(i));
    await step(i + 1, out);
  }
  line(table.totals, true);
  doc.end();
  await options.onProgress?.(count);
}
