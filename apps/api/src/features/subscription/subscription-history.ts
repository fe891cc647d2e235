import { eq } from 'drizzle-orm';
import { isLanguage, PLANS, type Language, type Plan } from '@chairside/shared/constants';
import type { PlanInterval } from '@chairside/shared/rules/plan-pricing';
import type { SubscriptionTransaction, TransactionsResponse } from '@chairside/shared/subscription-account';
import { venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { createPdf, PAPER, pdfBytes } from '../../lib/pdf';
import { paidCheckout, paidCheckouts, type CheckoutRow } from '../payments/payments.service';
import { planPrice } from './subscription.service';

/**
 * The subscription's payment history (spec §2.3 /subscription/history, §7 subscription/transactions):
 * every subscription checkout that took money, newest first, each with its invoice as a PDF made
 * with the same document code as the sales invoices (lib/pdf.ts: DejaVu fonts, A4).
 */
const PURPOSE = 'subscription';

/**
 * The issuer printed on every subscription invoice: the company running Chairside (INVOICE_ISSUER,
 * lib/env.ts), not the venue. Unset (the sandbox, a demo), the seller is just the product and the
 * document says it is not a tax invoice, rather than print a made-up company.
 */
const UNCONFIGURED_ISSUER = ['Chairside'];

export const invoiceNumber = (row: CheckoutRow) => `CS-${(row.paidAt ?? row.createdAt).getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;

const planOf = (value: string | undefined): Plan => ((PLANS as readonly string[]).includes(value ?? '') ? (value as Plan) : 'manage');

function transactionOf(lang: Language, row: CheckoutRow): SubscriptionTransaction {
  const plan = planOf(row.metadata.plan);
  const interval: PlanInterval = row.metadata.interval === 'year' ? 'year' : 'month';
  const seats = Math.max(1, Number(row.metadata.seats) || 1);
  return {
    id: row.id,
    number: invoiceNumber(row),
    date: (row.paidAt ?? row.createdAt).toISOString(),
    description: `${t(lang, `onboarding.plan_${plan}`)} · ${t(lang, `subscription.billed_${interval}`)} · ${t(lang, 'subscription.seats_count', { count: seats })}`,
    plan,
    interval,
    seats,
    amount: row.amount,
    amount_formatted: planPrice(row.amount),
    amount_refunded: row.amountRefunded,
    status: row.status === 'refunded' ? 'refunded' : 'paid',
  };
}

export async function listTransactions(ctx: VenueCtx, query: { page: number; per_page: number }): Promise<TransactionsResponse> {
  const { rows, total } = await paidCheckouts(ctx.db, ctx.venueId, PURPOSE, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return {
    data: rows.map((row) => transactionOf(ctx.lang, row)),
    current_page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    total,
  };
}

/** One payment's invoice, in the venue's language (the document is the venue's, whoever prints it). */
export async function transactionPdf(ctx: VenueCtx, id: number): Promise<{ bytes: Buffer; filename: string }> {
  const row = await paidCheckout(ctx.db, ctx.venueId, PURPOSE, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [venue] = await ctx.db.select({ title: venues.title, address: venues.address, postcode: venues.postcode, city: venues.city, taxNumber: venues.taxNumber, lang: venues.lang })
    .from(venues).where(eq(venues.id, ctx.venueId));
  const lang: Language = isLanguage(venue!.lang) ? venue!.lang : ctx.lang;
  const L = (key: string, vars?: Record<string, string | number>) => t(lang, `subscription.invoice_${key}`, vars);
  const tx = transactionOf(lang, row);
  const doc = createPdf({ size: PAPER.a4, margin: 50, title: `${L('title')} ${tx.number}`, lang });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).text(L('title'), left, doc.y);
  doc.font('regular').fontSize(10).text(`${L('number')}: ${tx.number}`).text(`${L('date')}: ${tx.date.slice(0, 10)}`);
  doc.moveDown();
  const top = doc.y;
  doc.font('bold').text(L('seller'), left, top, { width: width / 2 });
  doc.font('regular');
  const issuer = ctx.deps.env.invoiceIssuer;
  for (const line of issuer ?? UNCONFIGURED_ISSUER) doc.text(line, { width: width / 2 });
  if (!issuer) doc.fontSize(8).text(L('not_tax_invoice'), { width: width / 2 }).fontSize(10);
  const sellerEnd = doc.y;
  doc.font('bold').text(L('buyer'), left + width / 2, top, { width: width / 2 });
  doc.font('regular');
  const buyer = [venue!.title, venue!.address, [venue!.postcode, venue!.city].filter(Boolean).join(' '), venue!.taxNumber ? `${L('tax_number')}: ${venue!.taxNumber}` : ''];
  for (const line of buyer.filter(Boolean)) doc.text(line, left + width / 2, doc.y, { width: width / 2 });
  doc.y = Math.max(sellerEnd, doc.y) + 20;

  const lineTop = doc.y;
  doc.font('bold').text(L('description'), left, lineTop, { width: width * 0.7 });
  doc.text(L('amount'), left + width * 0.7, lineTop, { width: width * 0.3, align: 'right' });
  doc.moveTo(left, doc.y + 4).lineTo(left + width, doc.y + 4).lineWidth(0.5).stroke();
  doc.moveDown(0.6);
  const rowTop = doc.y;
  doc.font('regular').text(tx.description, left, rowTop, { width: width * 0.7 });
  doc.text(tx.amount_formatted, left + width * 0.7, rowTop, { width: width * 0.3, align: 'right' });
  doc.moveDown();
  doc.font('bold').text(`${L('total')}: ${tx.amount_formatted}`, left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(9).moveDown();
  doc.text(L('paid_by_card', { date: tx.date.slice(0, 10) }), left, doc.y, { width });
  if (tx.status === 'refunded') doc.fillColor('#b00020').text(L('refunded', { amount: planPrice(tx.amount_refunded) }), { width }).fillColor('black');
  return { bytes: await pdfBytes(doc), filename: `${tx.number}.pdf` };
}
