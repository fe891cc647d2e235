import { eq } from 'drizzle-orm';
import { formatPrice } from '@chairside/shared/rules/price';
import { formatVoucherCode } from '@chairside/shared/rules/voucher-code';
import { venues } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { t } from '../../../lib/i18n';
import { createPdf, pdfBytes } from '../../../lib/pdf';
import { priceSettingsOf } from '../../../lib/price-format';
import { readVoucher } from './vouchers.service';

/**
 * A printable gift voucher (A5 landscape, the DejaVu fonts embedded like the receipts): the venue,
 * the value or service, the code in large letters, the recipient, the message, the last day to use it.
 */
export async function voucherPdf(ctx: VenueCtx, id: number, db: Queryable = ctx.db): Promise<{ bytes: Buffer; filename: string; code: string }> {
  const voucher = await readVoucher(db, ctx.venueId, id);
  const [venue] = await db.select().from(venues).where(eq(venues.id, ctx.venueId));
  const lang = ctx.lang;
  const code = formatVoucherCode(voucher.code);
  const price = (minor: number) => formatPrice(minor, priceSettingsOf(venue!));
  // A5 landscape, in points.
  const doc = createPdf({ size: [595.28, 419.53], margin: 36, title: `${t(lang, 'sales.vouchers.pdf_title')} ${code}`, lang });
  const page = doc.page;
  const left = page.margins.left;
  const width = page.width - page.margins.left - page.margins.right;
  doc.rect(18, 18, page.width - 36, page.height - 36).lineWidth(1.5).stroke();
  doc.font('bold').fontSize(12).text(venue!.title, left, 40, { width, align: 'center' });
  doc.font('bold').fontSize(26).text(t(lang, 'sales.vouchers.pdf_title'), { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(22).text(voucher.kind === 'service' && voucher.title ? voucher.title : price(voucher.initialAmount), { width, align: 'center' });
  if (voucher.kind === 'service') doc.font('regular').fontSize(11).text(`${t(lang, 'sales.vouchers.pdf_value')}: ${price(voucher.initialAmount)}`, { width, align: 'center' });
  doc.moveDown(0.6);
  if (voucher.recipientName) doc.font('regular').fontSize(12).text(`${t(lang, 'sales.vouchers.pdf_for')}: ${voucher.recipientName}`, { width, align: 'center' });
  if (voucher.message) doc.font('regular').fontSize(11).text(voucher.message, { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font('regular').fontSize(9).text(t(lang, 'sales.vouchers.pdf_code'), { width, align: 'center' });
  doc.font('bold').fontSize(24).text(code, { width, align: 'center', characterSpacing: 2 });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(9).text(
    voucher.expiresOn ? t(lang, 'sales.vouchers.pdf_valid_until', { date: voucher.expiresOn }) : t(lang, 'sales.vouchers.pdf_no_expiry'),
    { width, align: 'center' },
  );
  const contact = [venue!.address, [venue!.postcode, venue!.city].filter(Boolean).join(' '), venue!.phone].filter(Boolean).join(' · ');
  if (contact) doc.font('regular').fontSize(8).text(contact, left, page.height - 60, { width, align: 'center' });
  return { bytes: await pdfBytes(doc), filename: `voucher-${code}.pdf`, code };
}
