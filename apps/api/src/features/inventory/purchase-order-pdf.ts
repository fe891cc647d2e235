import type { Language } from '@chairside/shared/constants';
import { formatPrice, type PriceSettings } from '@chairside/shared/rules/price';
import type { PurchaseOrderDetail } from '@chairside/shared/inventory-orders';
import { t } from '../../lib/i18n';
import { createPdf, pdfBytes } from '../../lib/pdf';

export interface OrderPdfVenue extends PriceSettings {
  name: string;
  address: string;
  email: string;
  phone: string;
  lang: Language;
}

/** The purchase order as the supplier receives it: A4, the venue's language and price format. */
export async function purchaseOrderPdf(order: PurchaseOrderDetail, venue: OrderPdfVenue): Promise<Buffer> {
  const lang = venue.lang;
  const say = (key: string, vars?: Record<string, string | number>) => t(lang, `inventory.po_pdf.${key}`, vars);
  const doc = createPdf({ title: say('title', { number: order.number }), lang });
  const price = (minor: number) => formatPrice(minor, venue);

  doc.font('bold').fontSize(18).text(say('title', { number: order.number }));
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(venue.name);
  for (const line of [venue.address, venue.email, venue.phone]) if (line) doc.text(line);
  doc.moveDown();
  doc.font('bold').text(say('supplier'));
  doc.font('regular').text(order.supplier_name);
  if (order.supplier_email) doc.text(order.supplier_email);
  doc.moveDown();
  doc.text(say('date', { date: (order.sent_at ?? order.created_at).slice(0, 10) }));
  if (order.expected_on) doc.text(say('expected', { date: order.expected_on }));
  doc.moveDown();

  const columns = [40, 300, 380, 460];
  const header = (y: number) => {
    doc.font('bold');
    doc.text(say('product'), columns[0], y, { width: 250 });
    doc.text(say('quantity'), columns[1], y, { width: 70, align: 'right' });
    doc.text(say('unit_cost'), columns[2], y, { width: 70, align: 'right' });
    doc.text(say('total'), columns[3], y, { width: 95, align: 'right' });
    doc.font('regular');
  };
  header(doc.y);
  doc.moveDown(0.5);
  for (const line of order.lines) {
    if (doc.y > 760) {
      doc.addPage();
      header(doc.y);
      doc.moveDown(0.5);
    }
    const y = doc.y;
    const label = line.sku ? `${line.product_name} (${line.sku})` : line.product_name;
    doc.text(label, columns[0], y, { width: 250 });
    const after = doc.y;
    doc.text(String(line.quantity), columns[1], y, { width: 70, align: 'right' });
    doc.text(price(line.unit_cost), columns[2], y, { width: 70, align: 'right' });
    doc.text(price(line.unit_cost * line.quantity), columns[3], y, { width: 95, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.2);
  }
  doc.moveDown();
  doc.font('bold').text(`${say('grand_total')}: ${price(order.total_cost)}`, columns[0], doc.y, { width: 515, align: 'right' });
  if (order.note) {
    doc.moveDown().font('regular').text(order.note, columns[0], doc.y, { width: 515 });
  }
  return pdfBytes(doc);
}
