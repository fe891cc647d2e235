import { and, eq } from 'drizzle-orm';
import { isLanguage } from '@chairside/shared/constants';
import { formatVoucherCode } from '@chairside/shared/rules/voucher-code';
import { customers } from '../../../db/schema/index';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { venueTill } from '../sales.lines';
import { voucherPdf } from './voucher.pdf';
import { readVoucher } from './vouchers.service';

/**
 * POST vouchers/{id}/email: the voucher PDF mailed through the outbox to the given address, else its
 * buyer's (422 when there is none), in one transaction with the activity entry. The route is
 * idempotent, so a retried send mails once. Written in the venue's language (as the receipts are).
 */
export async function emailVoucher(ctx: VenueCtx, id: number, input: { email?: string | undefined }) {
  const voucher = await readVoucher(ctx.db, ctx.venueId, id);
  let to = input.email ?? '';
  if (!to && voucher.customerId) {
    const [customer] = await ctx.db.select({ email: customers.email }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, voucher.customerId)));
    to = customer?.email.trim() ?? '';
  }
  if (!to) throw fieldError('email', 'sales.validation.voucher_no_email');
  const till = await venueTill(ctx.db, ctx.venueId);
  const lang = isLanguage(till.lang) ? till.lang : ctx.lang;
  const code = formatVoucherCode(voucher.code);
  await ctx.db.transaction(async (tx) => {
    const { bytes, filename } = await voucherPdf({ ...ctx, lang }, id, tx);
    const vars = { code, venue: till.title, name: voucher.recipientName };
    await ctx.deps.mail.send(tx, {
      venueId: ctx.venueId,
      to,
      subject: t(lang, 'sales.vouchers.mail_subject', vars),
      text: t(lang, voucher.recipientName ? 'sales.vouchers.mail_text_named' : 'sales.vouchers.mail_text', vars),
      attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
    });
    await logActivity(ctx, { entity: 'voucher', entityId: id, action: 'voucher_email', changes: { email: { before: null, after: to } } }, tx);
  });
  return { data: { id, code, email: to }, message: t(ctx.lang, 'sales.vouchers.mail_sent', { email: to }) };
}
