import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import { receiptParams } from '@chairside/shared/sales';
import {
  voucherCheckResponse, voucherCodeParams, voucherDetailResponse, voucherEmailBody, voucherEmailResponse, vouchersListResponse, vouchersQuery, voucherStoreBody, voucherStoreResponse,
} from '@chairside/shared/sales-vouchers';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { sendPdf } from '../../../lib/pdf';
import { emailVoucher } from './voucher-email.service';
import { voucherPdf } from './voucher.pdf';
import { checkVoucher, listVouchers, storeVoucher, voucherDetail } from './vouchers.service';

const tags = ['sales'];
/** The desk sells, checks, prints and mails vouchers (the till's permission); the list is the sales reports'. */
const till = { permission: 'calendar' as const };
const reports = { permission: 'sales.reports' as const };

/** /payments/vouchers (spec §2.3): gift vouchers. */
export async function voucherRoutes(app: App) {
  app.get('/vouchers', {
    config: reports,
    schema: { tags, summary: 'Gift vouchers, latest first; by status (active, used, expired, cancelled) and code or name; paged', querystring: vouchersQuery, response: { 200: vouchersListResponse } },
  }, async (request) => listVouchers(venueCtx(request), request.query));
  app.post('/vouchers/store', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'Sell a gift voucher at the desk (a fixed value or a service), paid at once: a sale with one voucher line; the voucher is active', body: voucherStoreBody, response: { 200: voucherStoreResponse } },
  }, async (request) => {
    const ctx = venueCtx(request);
    const answer = await storeVoucher(ctx, request.body);
    ctx.deps.live.touch(ctx.venueId);
    return answer;
  });
  app.get('/vouchers/detail/:id', {
    config: reports,
    schema: { tags, summary: 'One gift voucher with its sale and its redemption history', params: idParamsSchema, response: { 200: voucherDetailResponse } },
  }, async (request) => voucherDetail(venueCtx(request), request.params.id));
  app.get('/vouchers/check/:code', {
    config: till,
    schema: { tags, summary: 'A code’s balance, expiry and status (404: no such voucher here)', params: voucherCodeParams, response: { 200: voucherCheckResponse } },
  }, async (request) => checkVoucher(venueCtx(request), request.params.code));
  app.get('/vouchers/:id.pdf', {
    config: till,
    schema: { tags, summary: 'The printable voucher as a PDF', params: receiptParams, response: { 200: z.string().describe('application/pdf bytes') } },
  }, async (request, reply) => {
    return sendPdf(reply, await voucherPdf(venueCtx(request), request.params.id));
  });
  app.post('/vouchers/:id/email', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'E-mail the voucher PDF (through the outbox) to the given address, else the buyer’s; 422 when there is none', params: idParamsSchema, body: voucherEmailBody, response: { 200: voucherEmailResponse } },
  }, async (request) => emailVoucher(venueCtx(request), request.params.id, request.body));
}
