import {
  makeBodySchema, makeResponseSchema, plansListResponseSchema, previewBodySchema, previewResponseSchema, sessionBodySchema, sessionResponseSchema,
} from '@chairside/shared/subscription';
import type { App } from '../../lib/app-type';
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
}
