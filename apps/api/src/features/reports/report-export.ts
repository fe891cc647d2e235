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
 * totals — as XLSX, CSV or PDF, written into the reply's stream as it is made. A report's rows are
 * aggregates (one per day, customer, service, employee or product), so they are few; the stock ledger,
 * the one list of raw rows, is cut at REPORTS_EXPORT_LIMIT.
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

export function exportTable(report: ReportResponse, lang: Language): { title: string; header: string[]; rows: Cell[][]; totals: Cell[] } {
  const keys = report.columns.map((c) => c.key);
  return {
    title: `${t(lang, reportTitleKey(report))} ${report.date_from} – ${report.date_to}`,
    header: keys.map((key) => t(lang, `reports.column_${key}`)),
    rows: report.rows.map((row) => keys.map((key) => exported(report, lang, key, row[key] ?? null))),
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

export async function writeReport(report: ReportResponse, lang: Language, format: ExportFormat, out: Writable): Promise<void> {
  const table = exportTable(report, lang);
  if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t(lang, 'reports.sheet'));
    sheet.addRow([table.title]).commit();
    const header = sheet.addRow(table.header);
    header.font = { bold: true };
    header.commit();
    for (const row of table.rows) sheet.addRow(row).commit();
    const totals = sheet.addRow(table.totals);
    totals.font = { bold: true };
    totals.commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  if (format === 'csv') {
    const csv = stringify({ bom: true });
    csv.pipe(out);
    for (const row of [table.header, ...table.rows, table.totals]) csv.write(row);
    csv.end();
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
  for (const row of table.rows) line(row);
  line(table.totals, true);
  doc.end();
}
