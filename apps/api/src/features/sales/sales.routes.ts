import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import {
  basketResponse, checkoutPayBody, endDayCloseBody, endDayCloseResponse, endDayExportQuery, endDayQuery, endDayResponse, checkoutResponse, checkoutStoreBody, checkoutUpdateBody, receiptParams, receiptQuery, refundBody,
  saleDetailResponse, saleResponse, salesListResponse, salesQuery, voidBody,
} from '@chairside/shared/sales';
import { receiptEmailAddressResponse, receiptEmailBody, receiptEmailResponse, receiptSettingsBody, receiptSettingsResponse } from '@chairside/shared/sales-receipt';
import { tillOffersQuery, tillOffersResponse } from '@chairside/shared/sales-offers';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { sendPdf } from '../../lib/pdf';
import { t } from '../../lib/i18n';
import { invoicesRoutes } from './invoices/invoices.routes';
import { depositRoutes } from './deposits/deposits.routes';
import { voucherRoutes } from './vouchers/vouchers.routes';
import { cardRoutes } from './card/card.routes';
import { basket, checkoutDetail, closeDay, emailReceipt, receiptEmailAddress, getReceiptSettings, updateReceiptSettings, endDay, endDayExport, listSales, payCheckout, receiptPdf, refundSale, saleDetail, saleDetailOf, storeCheckout, tillOffers, updateCheckout, voidSale } from './sales.service';

const tags = ['sales'];
/** The till is the desk's: whoever works the calendar checks out. */
const till = { permission: 'calendar' as const };
const reports = { permission: 'sales.reports' as const };
const corrections = { permission: 'sales.invoices.void' as const };

/** /sales (spec §2.3): checkouts at the till, the documents, receipts, voids and refunds. */
export async function salesRoutes(app: App) {
  await app.register(invoicesRoutes);
  await voucherRoutes(app);
  await depositRoutes(app);
  await cardRoutes(app);
  app.get('/checkouts/basket', {
    config: till,
    schema: { tags, summary: 'Today’s bookings not yet paid (with their open checkout, if started)', response: { 200: basketResponse } },
  }, async (request) => basket(venueCtx(request)));
  app.post('/checkouts/store', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'Open a checkout from a booking’s lines (their employees and booked prices) and/or walk-in items', body: checkoutStoreBody, response: { 200: checkoutResponse } },
  }, async (request) => storeCheckout(venueCtx(request), request.body));
  app.get('/checkouts/offers', {
    config: till,
    schema: { tags, summary: 'The till’s discounts valid today, packages and memberships for sale, and what the customer holds (sessions left)', querystring: tillOffersQuery, response: { 200: tillOffersResponse } },
  }, async (request) => tillOffers(venueCtx(request), request.query.customer_id));
  app.get('/checkouts/detail/:id', {
    config: till,
    schema: { tags, summary: 'One checkout with its totals', params: idParamsSchema, response: { 200: checkoutResponse } },
  }, async (request) => checkoutDetail(venueCtx(request), request.params.id));
  app.post('/checkouts/update/:id', {
    config: till,
    schema: { tags, summary: 'Replace an open checkout’s lines and tips', params: idParamsSchema, body: checkoutUpdateBody, response: { 200: checkoutResponse } },
  }, async (request) => updateCheckout(venueCtx(request), request.params.id, request.body));
  app.post('/checkouts/pay/:id', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'Pay a checkout (split across methods; the sum must equal the amount due): the numbered sale', params: idParamsSchema, body: checkoutPayBody, response: { 200: saleResponse } },
  }, async (request) => {
    const ctx = venueCtx(request);
    const id = await payCheckout(ctx, request.params.id, request.body);
    ctx.deps.live.touch(ctx.venueId);
    // Written just now: no corrections or invoice to look for.
    return { data: await saleDetail(ctx, id, { fresh: true }), message: t(ctx.lang, 'sales.paid') };
  });

  app.get('/sales', {
    config: reports,
    schema: { tags, summary: 'Documents (sales, voids, refunds), latest first, by venue days; paged', querystring: salesQuery, response: { 200: salesListResponse } },
  }, async (request) => listSales(venueCtx(request), request.query));
  app.get('/sales/detail/:id', {
    config: reports,
    schema: { tags, summary: 'One document with its lines, payments, tips and corrections', params: idParamsSchema, response: { 200: saleDetailResponse } },
  }, async (request) => saleDetailOf(venueCtx(request), request.params.id));
  app.get('/sales/receipt/:id.pdf', {
    config: till,
    schema: { tags, summary: 'The receipt as a PDF, laid out by the receipt settings (format=thermal: 80 mm roll; a4; none: the settings’ paper)', params: receiptParams, querystring: receiptQuery, response: { 200: z.string().describe('application/pdf bytes') } },
  }, async (request, reply) => {
    return sendPdf(reply, await receiptPdf(venueCtx(request), request.params.id, request.query.format));
  });
  app.get('/sales/receipt/:id/email', {
    config: till,
    schema: { tags, summary: 'Where the receipt is e-mailed by default: the sale’s customer’s address (null: none)', params: idParamsSchema, response: { 200: receiptEmailAddressResponse } },
  }, async (request) => receiptEmailAddress(venueCtx(request), request.params.id));
  app.post('/sales/receipt/:id/email', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'E-mail the receipt PDF (through the outbox) to the given address, else the sale’s customer’s; 422 when there is none', params: idParamsSchema, body: receiptEmailBody, response: { 200: receiptEmailResponse } },
  }, async (request) => emailReceipt(venueCtx(request), request.params.id, request.body));
  app.get('/sales/receipt-settings', {
    config: reports,
    schema: { tags, summary: 'The venue’s receipt settings (paper, texts, tax number, parts shown), its logo and the latest sale for a preview', response: { 200: receiptSettingsResponse } },
  }, async (request) => getReceiptSettings(venueCtx(request)));
  app.post('/sales/receipt-settings/update', {
    config: reports,
    schema: { tags, summary: 'Save the venue’s receipt settings (the whole form)', body: receiptSettingsBody, response: { 200: receiptSettingsResponse } },
  }, async (request) => updateReceiptSettings(venueCtx(request), request.body));
  app.post('/sales/void/:id', {
    config: { ...corrections, idempotent: true },
    schema: { tags, summary: 'Void a sale the day it was made (reason required): a void document', params: idParamsSchema, body: voidBody, response: { 200: saleResponse } },
  }, async (request) => voidSale(venueCtx(request), request.params.id, request.body));
  app.post('/sales/refund/:id', {
    config: { ...corrections, idempotent: true },
    schema: { tags, summary: 'Refund a sale in full or per line, to a method (never more than paid): a refund document', params: idParamsSchema, body: refundBody, response: { 200: saleResponse } },
  }, async (request) => refundSale(venueCtx(request), request.params.id, request.body));

  app.get('/sales/end-day', {
    config: reports,
    schema: { tags, summary: 'A venue day’s expected takings per payment method and per employee, document counts, and its closing if closed', querystring: endDayQuery, response: { 200: endDayResponse } },
  }, async (request) => endDay(venueCtx(request), request.query.date));
  app.post('/sales/end-day/close', {
    config: { ...reports, idempotent: true },
    schema: { tags, summary: 'Close a day with the counted cash, under the staff PIN of the employee closing (once per day; its documents can no longer be voided)', body: endDayCloseBody, response: { 200: endDayCloseResponse } },
  }, async (request) => closeDay(venueCtx(request), request.body));
  app.get('/sales/end-day/export', {
    config: reports,
    schema: { tags, summary: 'The end-of-day figures as a PDF or XLSX download', querystring: endDayExportQuery, response: { 200: z.string().describe('application/pdf or XLSX bytes') } },
  }, async (request, reply) => {
    const ctx = venueCtx(request);
    const { data } = await endDay(ctx, request.query.date);
    const bytes = await endDayExport(data, ctx.lang, request.query.format);
    const type = request.query.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="end-of-day-${data.date}.${request.query.format}"`)
      .send(bytes as unknown as string); // a Buffer is sent as it is (never serialised)
  });
}
