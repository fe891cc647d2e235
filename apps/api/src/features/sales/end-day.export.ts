import ExcelJS from 'exceljs';
import type { Language } from '@chairside/shared/constants';
import type { EndDay } from '@chairside/shared/sales';
import { createPdf, pdfBytes } from '../../lib/pdf';
import { t } from '../../lib/i18n';

/** GET sales/end-day/export: the same figures as the screen, as an A4 PDF or an XLSX workbook. */

export type EndDayFormat = 'pdf' | 'xlsx';
type Cell = string | number;

const methodName = (lang: Language, method: string) => (['cash', 'card', 'other'].includes(method) ? t(lang, `sales.methods.${method}`) : method);

function tables(day: EndDay, lang: Language, title: string) {
  const money = (value: number) => value / 100;
  const methods: Cell[][] = [
    [t(lang, 'sales.end_day.method'), t(lang, 'sales.end_day.sales'), t(lang, 'sales.end_day.voids'), t(lang, 'sales.end_day.refunds'), t(lang, 'sales.end_day.expected')],
    ...day.methods.map((m) => [methodName(lang, m.method), money(m.sales), money(m.voids), money(m.refunds), money(m.expected)]),
    [t(lang, 'sales.end_day.total'), '', '', '', money(day.expected_total)],
  ];
  const people: Cell[][] = [
    [t(lang, 'sales.end_day.employee'), t(lang, 'sales.end_day.lines_total'), t(lang, 'sales.end_day.tips'), t(lang, 'sales.end_day.total')],
    ...day.employees.map((e) => [e.name ?? t(lang, 'sales.end_day.no_employee'), money(e.lines_total), money(e.tips), money(e.total)]),
  ];
  const shown = (value: number) => `${(value / 100).toFixed(2)} ${day.currency}`;
  const summary: Cell[][] = [
    [t(lang, 'sales.end_day.count_sales'), day.counts.sales],
    [t(lang, 'sales.end_day.count_voids'), day.counts.voids],
    [t(lang, 'sales.end_day.count_refunds'), day.counts.refunds],
    [t(lang, 'sales.end_day.expected_cash'), shown(day.expected_cash)],
  ];
  if (day.closed) {
    summary.push(
      [t(lang, 'sales.end_day.closed_by'), `${day.closed.employee_name} (${day.closed.closed_at.slice(0, 16).replace('T', ' ')} UTC)`],
      [t(lang, 'sales.end_day.counted_cash'), shown(day.closed.counted_cash)],
      [t(lang, 'sales.end_day.difference'), shown(day.closed.difference)],
      [t(lang, 'sales.end_day.notes'), day.closed.notes],
    );
  } else summary.push([t(lang, 'sales.end_day.status'), t(lang, 'sales.end_day.open')]);
  return { title: `${title} ${day.date}`, methods, people, summary };
}

export async function endDayExport(day: EndDay, lang: Language, format: EndDayFormat): Promise<Buffer> {
  const data = tables(day, lang, t(lang, 'sales.end_day.title'));
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t(lang, 'sales.end_day.title').slice(0, 31));
    sheet.addRow([data.title]).font = { bold: true };
    for (const block of [data.methods, data.people]) {
      sheet.addRow([]);
      block.forEach((row, i) => { const added = sheet.addRow(row); if (i === 0) added.font = { bold: true }; });
    }
    sheet.addRow([]);
    for (const row of data.summary) sheet.addRow(row);
    sheet.getColumn(1).width = 28;
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const doc = createPdf({ title: data.title, lang, size: 'A4' });
  doc.font('bold').fontSize(14).text(data.title);
  const amount = (value: Cell) => (typeof value === 'number' ? value.toFixed(2) : value);
  const table = (rows: Cell[][]) => {
    doc.moveDown(0.8).fontSize(9);
    const width = (doc.page.width - 80) / rows[0]!.length;
    rows.forEach((cells, r) => {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      doc.font(r === 0 ? 'bold' : 'regular');
      cells.forEach((value, i) => doc.text(i === 0 ? String(value) : `${amount(value)} `, 40 + i * width, y, { width: width - 4, align: i === 0 ? 'left' : 'right', lineBreak: false }));
      doc.x = 40;
      doc.moveDown(0.3);
    });
  };
  table(data.methods);
  table(data.people);
  doc.moveDown(0.8).fontSize(9);
  for (const [label, value] of data.summary) {
    const y = doc.y;
    doc.font('bold').text(String(label), 40, y, { width: 160, lineBreak: false });
    doc.font('regular').text(String(value), 210, y, { width: doc.page.width - 250 });
    doc.x = 40;
    doc.moveDown(0.2);
  }
  return pdfBytes(doc);
}
