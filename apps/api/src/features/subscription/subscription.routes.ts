import {
  makeBodySchema, makeResponseSchema, plansListResponseSchema, previewBodySchema, previewResponseSchema, sessionBodySchema, sessionResponseSchema,
} from '@chairside/shared/subscription';
import { z } from 'zod';
import {
  cancelBodySchema, extendBodySchema, methodChangeResponseSchema, subscriptionChangeResponseSchema, subscriptionInfoResponseSchema,
  transactionsQuerySchema, transactionsResponseSchema,
} from '@chairside/shared/subscription-account';
import type { App } from '../../lib/app-type';
import { sendPdf } from '../../lib/pdf';
import { cancelSubscription, changeMethod, extendSubscription, subscriptionInfo } from './subscription-account';
import { listTransactions, transactionPdf } from './subscription-history';
import { venueCtx } from '../../lib/context';
import { plansList, preview } from './subscription.service';
import { confirmSession, makePurchase } from './subscription-purchase';

/** The venue's own subscription (spec §7 "Subscription", paths as named); the owner's business (settings.business_info). */
export async function subscriptionRoutes(app: App) {
  const tags = ['subscription'];
  const config = { permission: 'settings.business_info' as const };

  app.get('/subscription/plans/list', {
    config,
    schema: { tags, summary: 'The plans data (spec §3): prices in cents per plan and interval, seats, the current plan, SMS cost, the comparison table', response: { 200: plansListResponseSchema } },
  }, async (request) => plansList(venueCtx(request)));

  app.post('/subscription/preview', {
    config,
    schema: { tags, summary: 'The current and the new plan with their prices (§9), computed by the server', body: previewBodySchema, response: { 200: previewResponseSchema } },
  }, async (request) => preview(venueCtx(request), request.body));

  app.post('/subscription/make', {
    config,
    schema: { tags, summary: 'Buy a plan: the server prices it (§9) and answers the card provider’s checkout session (data.id) and hosted page', body: makeBodySchema, response: { 200: makeResponseSchema } },
  }, async (request) => makePurchase(venueCtx(request), request.body));

  app.post('/subscription/session', {
    config,
    schema: { tags, summary: 'What the provider’s webhooks made of a checkout (the thank-you page asks); the plan fields follow', body: sessionBodySchema, response: { 200: sessionResponseSchema } },
  }, async (request) => confirmSession(venueCtx(request), request.body.session_id));

  app.get('/subscription/info', {
    config,
    schema: { tags, summary: 'The plan, interval, seats, trial days left (§4), renewal date and card on file', response: { 200: subscriptionInfoResponseSchema } },
  }, async (request) => subscriptionInfo(venueCtx(request)));

  app.get('/subscription/transactions', {
    config,
    schema: { tags, summary: 'The subscription payments (history), newest first, a page at a time', querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } },
  }, async (request) => listTransactions(venueCtx(request), request.query));

  app.get('/subscription/transactions/:id.pdf', {
    config,
    schema: {
      tags,
      summary: 'One payment’s invoice as an A4 PDF in the venue’s language',
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: z.string().describe('application/pdf bytes') },
    },
  }, async (request, reply) => sendPdf(reply, await transactionPdf(venueCtx(request), request.params.id)));

  app.post('/subscription/method/change', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Change the card on file: answers the card provider’s setup session and hosted page (no body)', response: { 200: methodChangeResponseSchema } },
  }, async (request) => changeMethod(venueCtx(request)));

  app.post('/subscription/cancel', {
    config,
    schema: { tags, summary: 'Cancel (downgrade to manage) with a reason; the venue’s data is kept', body: cancelBodySchema, response: { 200: subscriptionChangeResponseSchema } },
  }, async (request) => cancelSubscription(venueCtx(request), request.body));

  app.post('/subscription/extend', {
    config,
    schema: { tags, summary: 'Support only (a support session): add days to the trial, or to the paid period', body: extendBodySchema, response: { 200: subscriptionChangeResponseSchema } },
  }, async (request) => extendSubscription(venueCtx(request), request.body));
}
