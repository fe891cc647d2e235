import type { Language } from '@chairside/shared/constants';
import { formatPrice } from '@chairside/shared/rules/price';
import { ratePercent } from '@chairside/shared/rules/tax';
import type { SaleDetail } from '@chairside/shared/sales';
import type { ReceiptPaper, ReceiptSettings } from '@chairside/shared/sales-receipt';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { createPdf, PAPER, pdfBytes, type PdfDocument } from '../../lib/pdf';
import { saleDetail } from './documents.service';
import { receiptLogo, receiptSettings } from './receipt-settings.service';
import { venueTill, type VenueTill } from './sales.lines';

/**
 * The receipt of a document as a PDF (spec §2.5 "Receipt printing"): the DejaVu fonts embedded so
 * every language's letters print; an 80 mm thermal roll (the page cut to its content) or A4, with the
 * logo, texts, tax number and parts the venue's receipt settings (receipt-settings.service.ts) give.
 */

export type ReceiptFormat = ReceiptPaper;

/** Lines a text takes on the roll (about 45 characters a line at its small size). */
const rollLines = (text: string) => (text ? text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / 45)), 0) : 0);

/**
 * The receipt of a document as the venue's receipt settings lay it out; `format` overrides their paper.
 */
export async function receiptPdf(ctx: VenueCtx, id: number, format?: ReceiptFormat, db: Queryable = ctx.db): Promise<{ bytes: Buffer; filename: string; sale: SaleDetail }> {
  // One after the other: `db` may be the caller's transaction (one connection).
  const till = await venueTill(db, ctx.venueId);
  const sale = await saleDetail(ctx, id, { db, till });
  const { settings, logo } = await receiptSettings(db, ctx.venueId);
  const logoPng = settings.show_logo ? await receiptLogo(db, ctx.venueId, logo) : null;
  const price = (minor: number) => formatPrice(minor, till.priceFormat);
  const lang = ctx.lang;
  const thermal = (format ?? settings.paper) === 'thermal';
  // A roll is as long as its content: estimated from what it holds, then laid out on a page that size.
  const height = thermal
    ? 260 + 26 * sale.lines.length + 14 * (sale.payments.length + sale.tips.length + sale.tax_summary.length) + 10 * (rollLines(settings.header_text) + rollLines(settings.footer_text)) + (logoPng ? 60 : 0)
    : 0;
  const doc = createPdf({ size: thermal ? [PAPER.roll80[0], Math.max(300, height)] : PAPER.a4, margin: thermal ? 10 : 50, title: `${t(lang, 'sales.receipt.title')} ${sale.number}`, lang });
  layout(doc, { sale, lang, price, thermal, till, settings, logo: logoPng });
  return { bytes: await pdfBytes(doc), filename: `receipt-${sale.number}.pdf`, sale };
}

interface Layout {
  sale: SaleDetail;
  lang: Language;
  price: (minor: number) => string;
  thermal: boolean;
  till: VenueTill;
  settings: ReceiptSettings;
  logo: Buffer | null;
}

function layout(doc: PdfDocument, { sale, lang, price, thermal, till, settings, logo }: Layout) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const small = thermal ? 7 : 9;
  const body = thermal ? 8 : 10;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(body);
    doc.text(label, left, y, { width: width * 0.65 });
    const after = doc.y;
    doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke();
    doc.moveDown(0.3);
  };

  const align = thermal ? 'center' : 'left';
  if (logo) {
    doc.image(logo, thermal ? left + width / 2 - 40 : left, doc.y, { fit: thermal ? [80, 50] : [160, 70], align: 'center' });
    doc.moveDown(0.3);
  }
  doc.font('bold').fontSize(thermal ? 11 : 16).text(till.title, left, doc.y, { width, align });
  doc.font('regular').fontSize(small);
  if (settings.header_text) doc.text(settings.header_text, { width, align });
  const address = [till.address, [till.postcode, till.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (settings.show_venue_address && address) doc.text(address, { width, align });
  if (settings.show_venue_phone && till.phone) doc.text(till.phone, { width, align });
  if (settings.tax_number) doc.text(`${t(lang, 'sales.receipt.tax_number')}: ${settings.tax_number}`, { width, align });
  rule();
  doc.font('bold').fontSize(body).text(`${t(lang, `sales.receipt.kind_${sale.kind}`)} ${sale.number}`);
  doc.font('regular').fontSize(small).text(`${t(lang, 'sales.receipt.date')}: ${sale.business_date} ${sale.created_at.slice(11, 16)} UTC`);
  if (settings.show_customer && sale.customer_name) doc.text(`${t(lang, 'sales.receipt.customer')}: ${sale.customer_name}`);
  if (settings.show_employees && sale.employee_name) doc.text(`${t(lang, 'sales.receipt.served_by')}: ${sale.employee_name}`);
  if (sale.reason) doc.text(`${t(lang, 'sales.receipt.reason')}: ${sale.reason}`);
  rule();
  for (const line of sale.lines) {
    row(`${line.quantity} × ${line.name}`, price(line.total));
    const notes = [`${price(line.unit_price)}`, line.discount ? `${t(lang, 'sales.receipt.discount')} ${price(-line.discount)}` : '', settings.show_tax_breakdown ? `${ratePercent(line.tax_rate)} %` : '', settings.show_employees ? line.employee_name ?? '' : '']
      .filter(Boolean).join(' · ');
    doc.font('regular').fontSize(small).text(notes, left, doc.y, { width });
  }
  rule();
  if (sale.discount_total) row(t(lang, 'sales.receipt.discount'), price(-sale.discount_total));
  if (settings.show_tax_breakdown) {
    row(t(lang, 'sales.receipt.net'), price(sale.net_total));
    for (const tax of sale.tax_summary) row(`${t(lang, 'sales.receipt.tax')} ${ratePercent(tax.rate)} %`, price(tax.tax));
  }
  if (sale.tip_total) row(t(lang, 'sales.receipt.tips'), price(sale.tip_total));
  row(t(lang, 'sales.receipt.total'), price(sale.paid_total), true);
  if (settings.show_payments && sale.payments.length) {
    rule();
    for (const payment of sale.payments) {
      row(methodLabel(lang, payment.method), price(payment.amount));
      if (payment.change) row(`  ${t(lang, 'sales.receipt.change')}`, price(payment.change));
    }
  }
  doc.moveDown(0.8);
  doc.font('regular').fontSize(small).text(settings.footer_text || t(lang, 'sales.receipt.thanks'), left, doc.y, { width, align: 'center' });
}

export function methodLabel(lang: Language, method: string): string {
  return ['cash', 'card', 'other', 'voucher', 'deposit'].includes(method) ? t(lang, `sales.methods.${method}`) : method;
}
