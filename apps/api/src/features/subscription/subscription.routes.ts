import { plansListResponseSchema, previewBodySchema, previewResponseSchema } from '@chairside/shared/subscription';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { plansList, preview } from './subscription.service';

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
}
