import { eq } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import { formatPrice, type PriceSettings } from '@chairside/shared/rules/price';
import { ratePercent } from '@chairside/shared/rules/tax';
import type { SaleDetail } from '@chairside/shared/sales';
import { venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { createPdf, PAPER, pdfBytes, type PdfDocument } from '../../lib/pdf';
import { saleDetail } from './documents.service';
import { venueTill } from './sales.lines';

/**
 * The receipt of a document as a PDF (spec §2.5 "Receipt printing"): the DejaVu fonts embedded so
 * every language's letters print; an 80 mm thermal roll (the page cut to its content) or A4.
 */

export type ReceiptFormat = 'thermal' | 'a4';

export async function receiptPdf(ctx: VenueCtx, id: number, format: ReceiptFormat): Promise<{ bytes: Buffer; filename: string }> {
  const [sale, till, [venue]] = await Promise.all([
    saleDetail(ctx, id),
    venueTill(ctx.db, ctx.venueId),
    ctx.db.select({
      currency_symbol: venues.currencySymbol, currency_symbol_position: venues.currencySymbolPosition,
      decimal_separator: venues.decimalSeparator, price_decimal_places: venues.priceDecimalPlaces,
    }).from(venues).where(eq(venues.id, ctx.venueId)),
  ]);
  const price = (minor: number) => formatPrice(minor, venue as PriceSettings);
  const lang = ctx.lang;
  const thermal = format === 'thermal';
  // A roll is as long as its content: measure a first pass, then lay it out on a page that size.
  const height = thermal ? 260 + 26 * sale.lines.length + 14 * (sale.payments.length + sale.tips.length + sale.tax_summary.length) : 0;
  const doc = createPdf({ size: thermal ? [PAPER.roll80[0], Math.max(300, height)] : PAPER.a4, margin: thermal ? 10 : 50, title: `${t(lang, 'sales.receipt.title')} ${sale.number}`, lang });
  layout(doc, { sale, lang, price, thermal, till });
  return { bytes: await pdfBytes(doc), filename: `receipt-${sale.number}.pdf` };
}

interface Layout {
  sale: SaleDetail;
  lang: Language;
  price: (minor: number) => string;
  thermal: boolean;
  till: Awaited<ReturnType<typeof venueTill>>;
}

function layout(doc: PdfDocument, { sale, lang, price, thermal, till }: Layout) {
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

  doc.font('bold').fontSize(thermal ? 11 : 16).text(till.title, { align: thermal ? 'center' : 'left' });
  doc.font('regular').fontSize(small);
  const address = [till.address, [till.postcode, till.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (address) doc.text(address, { align: thermal ? 'center' : 'left' });
  if (till.phone) doc.text(till.phone, { align: thermal ? 'center' : 'left' });
  if (till.taxNumber) doc.text(`${t(lang, 'sales.receipt.tax_number')}: ${till.taxNumber}`, { align: thermal ? 'center' : 'left' });
  rule();
  doc.font('bold').fontSize(body).text(`${t(lang, `sales.receipt.kind_${sale.kind}`)} ${sale.number}`);
  doc.font('regular').fontSize(small).text(`${t(lang, 'sales.receipt.date')}: ${sale.business_date} ${sale.created_at.slice(11, 16)} UTC`);
  if (sale.customer_name) doc.text(`${t(lang, 'sales.receipt.customer')}: ${sale.customer_name}`);
  if (sale.employee_name) doc.text(`${t(lang, 'sales.receipt.served_by')}: ${sale.employee_name}`);
  if (sale.reason) doc.text(`${t(lang, 'sales.receipt.reason')}: ${sale.reason}`);
  rule();
  for (const line of sale.lines) {
    row(`${line.quantity} × ${line.name}`, price(line.total));
    const notes = [`${price(line.unit_price)}`, line.discount ? `${t(lang, 'sales.receipt.discount')} ${price(-line.discount)}` : '', `${ratePercent(line.tax_rate)} %`, line.employee_name ?? '']
      .filter(Boolean).join(' · ');
    doc.font('regular').fontSize(small).text(notes, left, doc.y, { width });
  }
  rule();
  if (sale.discount_total) row(t(lang, 'sales.receipt.discount'), price(-sale.discount_total));
  row(t(lang, 'sales.receipt.net'), price(sale.net_total));
  for (const tax of sale.tax_summary) row(`${t(lang, 'sales.receipt.tax')} ${ratePercent(tax.rate)} %`, price(tax.tax));
  if (sale.tip_total) row(t(lang, 'sales.receipt.tips'), price(sale.tip_total));
  row(t(lang, 'sales.receipt.total'), price(sale.paid_total), true);
  rule();
  for (const payment of sale.payments) {
    row(methodLabel(lang, payment.method), price(payment.amount));
    if (payment.change) row(`  ${t(lang, 'sales.receipt.change')}`, price(payment.change));
  }
  doc.moveDown(0.8);
  doc.font('regular').fontSize(small).text(t(lang, 'sales.receipt.thanks'), left, doc.y, { width, align: 'center' });
}

export function methodLabel(lang: Language, method: string): string {
  return ['cash', 'card', 'other'].includes(method) ? t(lang, `sales.methods.${method}`) : method;
}
