import { isLanguage, type Language } from '@chairside/shared/constants';
import { formatPrice } from '@chairside/shared/rules/price';
import { ratePercent } from '@chairside/shared/rules/tax';
import type { InvoiceDetail } from '@chairside/shared/sales-invoices';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { t } from '../../../lib/i18n';
import { createPdf, PAPER, pdfBytes, type PdfDocument } from '../../../lib/pdf';
import { receiptSettings } from '../receipt-settings.service';
import { venueTill, type VenueTill } from '../sales.lines';
import { invoiceDetail } from './invoices.read';

/**
 * The invoice as an A4 PDF, in the venue's language (the document is the venue's, whoever prints
 * it), with the DejaVu fonts embedded (lib/pdf.ts) so Polish and Portuguese letters print: the seller
 * (venue name, address, the receipt settings' tax number), the buyer's company details, number and
 * dates, a line per sale line, the tax summary per rate and the totals. A cancelled invoice says so.
 */
export async function invoicePdf(ctx: VenueCtx, id: number, db: Queryable = ctx.db): Promise<{ bytes: Buffer; filename: string; invoice: InvoiceDetail; lang: Language }> {
  // One after the other: `db` may be the caller's transaction (one connection).
  const invoice = await invoiceDetail(ctx, id, db);
  const till = await venueTill(db, ctx.venueId);
  const { settings } = await receiptSettings(db, ctx.venueId);
  const lang: Language = isLanguage(till.lang) ? till.lang : ctx.lang;
  const doc = createPdf({ size: PAPER.a4, margin: 45, title: `${t(lang, 'invoices.pdf.title')} ${invoice.number}`, lang });
  layout(doc, { invoice, lang, till, taxNumber: settings.tax_number || till.taxNumber, price: (minor) => formatPrice(minor, till.priceFormat) });
  return { bytes: await pdfBytes(doc), filename: `invoice-${invoice.number}.pdf`, invoice, lang };
}

interface Layout {
  invoice: InvoiceDetail;
  lang: Language;
  till: VenueTill;
  taxNumber: string;
  price: (minor: number) => string;
}

function layout(doc: PdfDocument, { invoice, lang, till, taxNumber, price }: Layout) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const L = (key: string) => t(lang, `invoices.pdf.${key}`);
  const rule = () => {
    doc.moveDown(0.4);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke();
    doc.moveDown(0.4);
  };

  // Title and number.
  const top = doc.y;
  doc.font('bold').fontSize(20).text(L('title'), left, top, { width: width / 2 });
  doc.font('bold').fontSize(12).text(invoice.number, left + width / 2, top + 4, { width: width / 2, align: 'right' });
  if (invoice.status === 'cancelled') doc.font('regular').fontSize(12).fillColor('#b00020').text(L('cancelled'), left + width / 2, doc.y, { width: width / 2, align: 'right' }).fillColor('black');
  doc.font('regular').fontSize(9);
  const dates = [
    `${L('issue_date')}: ${invoice.issue_date}`,
    `${L('sale_date')}: ${invoice.sale_date_from === invoice.sale_date_to ? invoice.sale_date_from : `${invoice.sale_date_from} – ${invoice.sale_date_to}`}`,
  ];
  for (const line of dates) doc.text(line, left + width / 2, doc.y, { width: width / 2, align: 'right' });
  doc.y = Math.max(doc.y, top + 60);
  rule();

  // Seller and buyer, side by side.
  const partiesTop = doc.y;
  const column = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(8).fillColor('#555555').text(heading.toUpperCase(), x, partiesTop, { width: width / 2 - 10 }).fillColor('black');
    doc.font('bold').fontSize(11).text(lines[0] ?? '', x, doc.y, { width: width / 2 - 10 });
    doc.font('regular').fontSize(9);
    for (const line of lines.slice(1).filter(Boolean)) doc.text(line, x, doc.y, { width: width / 2 - 10 });
    return doc.y;
  };
  const cityLine = (postcode: string, city: string) => [postcode, city].filter(Boolean).join(' ');
  const sellerEnd = column(left, L('seller'), [
    till.title, till.address, cityLine(till.postcode, till.city), till.phone, taxNumber ? `${L('tax_number')}: ${taxNumber}` : '',
  ]);
  const buyerEnd = column(left + width / 2 + 10, L('buyer'), [
    invoice.company_name, invoice.address, cityLine(invoice.postcode, invoice.city), invoice.country,
    invoice.tax_number ? `${L('tax_number')}: ${invoice.tax_number}` : '',
  ]);
  doc.y = Math.max(sellerEnd, buyerEnd);
  rule();

  // Lines.
  const cols = [
    { key: 'description', x: 0, w: 0.36, align: 'left' as const },
    { key: 'quantity', x: 0.36, w: 0.07, align: 'right' as const },
    { key: 'unit_price', x: 0.43, w: 0.13, align: 'right' as const },
    { key: 'net', x: 0.56, w: 0.13, align: 'right' as const },
    { key: 'rate', x: 0.69, w: 0.08, align: 'right' as const },
    { key: 'tax', x: 0.77, w: 0.1, align: 'right' as const },
    { key: 'gross', x: 0.87, w: 0.13, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    cols.forEach((c, i) => {
      doc.text(cells[i] ?? '', left + c.x * width, y, { width: c.w * width - 4, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 2;
  };
  row(cols.map((c) => L(`column_${c.key}`)), true);
  for (const line of invoice.lines) {
    row([
      `${line.name}\n${L('receipt')} ${line.sale_number} · ${line.business_date}`, String(line.quantity), price(line.unit_price), price(line.net),
      `${ratePercent(line.tax_rate)} %`, price(line.tax_amount), price(line.total),
    ]);
  }
  rule();

  // Tax summary per rate, then the totals.
  doc.font('bold').fontSize(9).text(L('tax_summary'), left, doc.y);
  doc.moveDown(0.2);
  const summary = (label: string, net: string, tax: string, gross: string, bold = false) => row([label, '', '', net, '', tax, gross], bold);
  for (const tax of invoice.tax_summary) summary(`${ratePercent(tax.rate)} %`, price(tax.net), price(tax.tax), price(tax.total));
  summary(L('total'), price(invoice.net_total), price(invoice.tax_total), price(invoice.total), true);
  doc.moveDown(0.8);
  const totalY = doc.y;
  doc.font('bold').fontSize(13).text(`${L('amount_due')}: ${price(invoice.total)}`, left, totalY, { width, align: 'right' });
  doc.font('regular').fontSize(9).text(`${L('paid')} (${invoice.sales.map((s) => s.number).join(', ')})`, left, doc.y, { width, align: 'right' });
  if (invoice.notes) {
    doc.moveDown(1);
    doc.font('bold').fontSize(9).text(L('notes'), left, doc.y);
    doc.font('regular').text(invoice.notes, left, doc.y, { width });
  }
  if (invoice.status === 'cancelled' && invoice.cancel_reason) {
    doc.moveDown(1);
    doc.font('regular').fontSize(9).text(`${L('cancel_reason')}: ${invoice.cancel_reason}`, left, doc.y, { width });
  }
}
