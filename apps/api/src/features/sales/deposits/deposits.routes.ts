import { idParamsSchema } from '@chairside/shared/ids';
import { depositForfeitBody, depositResponse, depositsListResponse, depositsQuery, depositStoreBody } from '@chairside/shared/sales-deposits';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { forfeitDeposit, listDeposits, storeDeposit } from './deposits.service';

const tags = ['sales'];
/** The desk takes deposits (the till's permission); forfeiting keeps a customer's money, a correction's permission. */
const till = { permission: 'calendar' as const };
const corrections = { permission: 'sales.invoices.void' as const };

/** /sales/customer-deposits (spec §2.3): customer deposits. */
export async function depositRoutes(app: App) {
  app.get('/deposits', {
    config: till,
    schema: { tags, summary: 'Customer deposits, latest first; by status (held, applied, forfeited, cancelled), customer and name; paged, with what they still hold', querystring: depositsQuery, response: { 200: depositsListResponse } },
  }, async (request) => listDeposits(venueCtx(request), request.query));
  app.post('/deposits/store', {
    config: { ...till, idempotent: true },
    schema: { tags, summary: 'Take a deposit from a customer at the desk, paid at once by the given methods: a sale of one untaxed deposit line; the deposit is held against the customer and spent at checkout with method “deposit”', body: depositStoreBody, response: { 200: depositResponse } },
  }, async (request) => {
    const ctx = venueCtx(request);
    const answer = await storeDeposit(ctx, request.body);
    ctx.deps.live.touch(ctx.venueId);
    return answer;
  });
  app.post('/deposits/forfeit/:id', {
    config: { ...corrections, idempotent: true },
    schema: { tags, summary: 'Forfeit a held deposit (a no-show, by the venue’s policy; reason required): the venue keeps what it holds', params: idParamsSchema, body: depositForfeitBody, response: { 200: depositResponse } },
  }, async (request) => forfeitDeposit(venueCtx(request), request.params.id, request.body));
}
