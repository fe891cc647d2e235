import { and, eq } from 'drizzle-orm';
import { isLanguage } from '@chairside/shared/constants';
import type { ReceiptEmailAddressResponse, ReceiptEmailResponse } from '@chairside/shared/sales-receipt';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema/index';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { receiptPdf } from './receipt.pdf';
import { saleDetail } from './documents.service';
import { venueTill } from './sales.lines';

async function customerEmail(db: Queryable, venueId: number, customerId: number | null): Promise<string> {
  if (!customerId) return '';
  const [customer] = await db.select({ email: customers.email }).from(customers).where(and(eq(customers.venueId, venueId), eq(customers.id, customerId)));
  return customer?.email.trim() ?? '';
}

/** GET sales/receipt/{id}/email: where the receipt would go by default (the sale's customer's e-mail), for the confirm dialog. */
export async function receiptEmailAddress(ctx: VenueCtx, id: number): Promise<ReceiptEmailAddressResponse> {
  const sale = await saleDetail(ctx, id);
  return { data: { id: sale.id, number: sale.number, email: (await customerEmail(ctx.db, ctx.venueId, sale.customer_id)) || null } };
}

/**
 * POST sales/receipt/{id}/email: the receipt PDF, as the venue's receipt settings lay it out, mailed
 * through the outbox to the given address or else the sale's customer's (422 when there is none).
 * The mail, its attachment and the activity entry are written in one transaction; under an
 * Idempotency-Key (the route is idempotent) a retried request replays the first answer, so one mail.
 * The mail and its PDF are in the venue's language (customers keep no language of their own).
 */
export async function emailReceipt(ctx: VenueCtx, id: number, input: { email?: string | undefined }): Promise<ReceiptEmailResponse> {
  const sale = await saleDetail(ctx, id);
  const to = input.email || (await customerEmail(ctx.db, ctx.venueId, sale.customer_id));
  if (!to) throw fieldError('email', 'sales.validation.no_email');
  const till = await venueTill(ctx.db, ctx.venueId);
  const lang = isLanguage(till.lang) ? till.lang : ctx.lang;
  await ctx.db.transaction(async (tx) => {
    const { bytes, filename } = await receiptPdf({ ...ctx, lang }, id, undefined, tx);
    const vars = { number: sale.number, venue: till.title, name: sale.customer_name ?? '' };
    await ctx.deps.mail.send(tx, {
      venueId: ctx.venueId,
      to,
      subject: t(lang, 'sales.receipt_mail.subject', vars),
      text: t(lang, sale.customer_name ? 'sales.receipt_mail.text_named' : 'sales.receipt_mail.text', vars),
      attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
    });
    await logActivity(ctx, { entity: 'sale', entityId: id, action: 'receipt_email', changes: { email: { before: null, after: to } } }, tx);
  });
  return { data: { id: sale.id, number: sale.number, email: to }, message: t(ctx.lang, 'sales.receipt_mail.sent', { email: to }) };
}
