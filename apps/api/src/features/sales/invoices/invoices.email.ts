import { and, eq } from 'drizzle-orm';
import { customers } from '../../../db/schema/index';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { venueTill } from '../sales.lines';
import { invoiceDetail } from './invoices.read';
import { invoicePdf } from './invoices.pdf';

/**
 * POST invoices/{id}/email: the invoice PDF mailed through the outbox to the given address, else the
 * one on the invoice, else its customer's (422 when there is none). The mail, its attachment and the
 * activity entry are one transaction; the route is idempotent, so a retried request mails once. The
 * mail is in the venue's language, like the document.
 */
export async function emailInvoice(ctx: VenueCtx, id: number, input: { email?: string | undefined }) {
  const invoice = await invoiceDetail(ctx, id);
  let to = input.email || invoice.email;
  if (!to && invoice.customer_id) {
    const [customer] = await ctx.db.select({ email: customers.email }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, invoice.customer_id)));
    to = customer?.email.trim() ?? '';
  }
  if (!to) throw fieldError('email', 'invoices.validation.no_email');
  const till = await venueTill(ctx.db, ctx.venueId);
  await ctx.db.transaction(async (tx) => {
    const { bytes, filename, lang } = await invoicePdf(ctx, id, tx);
    const vars = { number: invoice.number, venue: till.title, company: invoice.company_name };
    await ctx.deps.mail.send(tx, {
      venueId: ctx.venueId,
      to,
      subject: t(lang, 'invoices.mail.subject', vars),
      text: t(lang, 'invoices.mail.text', vars),
      attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
    });
    await logActivity(ctx, { entity: 'invoice', entityId: id, action: 'email', changes: { email: { before: null, after: to } } }, tx);
  });
  return { data: { id: invoice.id, number: invoice.number, email: to }, message: t(ctx.lang, 'invoices.mail.sent', { email: to }) };
}
