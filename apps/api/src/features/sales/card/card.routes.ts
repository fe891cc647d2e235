import { idParamsSchema } from '@chairside/shared/ids';
import { cardRefundBody, cardRefundResponse, checkoutCardBody, checkoutCardResponse, tillCardServiceQuery, tillCardServiceResponse } from '@chairside/shared/sales-card';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { cancelCardPayment, startCardPayment, tillCardService } from './card.start';
import { refundToCard } from './card.refund';

const tags = ['sales'];
const till = { permission: 'calendar' as const };
const corrections = { permission: 'sales.invoices.void' as const };

/** Chairside Pay at the till: the card provider's hosted page at the desk or as a pay-by-link, and refunds to the card. */
export async function cardRoutes(app: App) {
  app.get('/checkouts/card-service', {
    config: till,
    schema: { tags, summary: 'May Chairside Pay take a card now (for the given checkout’s lines): its flow switched on and the venue’s card account active', querystring: tillCardServiceQuery, response: { 200: tillCardServiceResponse } },
  }, async (request) => tillCardService(venueCtx(request), request.query.checkout_id));
  app.post('/checkouts/card/:id', {
    config: { ...till, idempotent: true },
    schema: {
      tags,
      summary: 'Take what the checkout owes by Chairside Pay, or the card’s part (`amount`) of a split whose rest is paid at the desk (`payments`: cash, card terminal, other; recorded with the card): the provider’s hosted page for the desk’s device, or a pay-by-link sent by SMS or e-mail (through the outbox); the checkout waits (awaiting_card) until the provider’s webhook writes one sale with every payment. 422 while the venue’s card account is not active or the flow is switched off, or when the split does not add up to what is due',
      params: idParamsSchema, body: checkoutCardBody, response: { 200: checkoutCardResponse },
    },
  }, async (request) => startCardPayment(venueCtx(request), request.params.id, request.body));
  app.post('/checkouts/card/cancel/:id', {
    config: till,
    schema: { tags, summary: 'Stop waiting for the checkout’s card payment: the checkout is open again, without the other payments of a split (money the provider takes for it later is sent back)', params: idParamsSchema, response: { 200: checkoutCardResponse } },
  }, async (request) => cancelCardPayment(venueCtx(request), request.params.id));
  app.post('/sales/card-refund/:id', {
    config: { ...corrections, idempotent: true },
    schema: {
      tags,
      summary: 'Refund a sale paid by Chairside Pay back to the card through the provider (per line or all that is left, with a reason); the refund document is written when the provider confirms',
      params: idParamsSchema, body: cardRefundBody, response: { 200: cardRefundResponse },
    },
  }, async (request) => refundToCard(venueCtx(request), request.params.id, request.body));
}
