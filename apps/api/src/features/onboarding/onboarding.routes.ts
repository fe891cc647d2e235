import { redirectResponse } from '@chairside/shared/auth';
import { onboardingSaveBody, onboardingState } from '@chairside/shared/onboarding';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { getOnboarding, saveOnboarding } from './onboarding.service';

const tags = ['onboarding'];
/** The owner of a venue that is still onboarding (the session is bound to it at sign-up). */
const config = { auth: 'venue', permission: 'settings.business_info' } as const;

export async function onboardingRoutes(app: App) {
  app.get('/onboarding', {
    config,
    schema: {
      tags,
      summary: 'The current onboarding step and the answers saved so far',
      response: { 200: onboardingState, 302: redirectResponse },
    },
  }, async (request) => getOnboarding(venueCtx(request)));

  app.post('/onboarding/save', {
    config,
    schema: {
      tags,
      summary: 'Save one step; after the plan step the venue is ready (302 go_calendar)',
      body: onboardingSaveBody,
      response: { 200: onboardingState, 302: redirectResponse },
    },
  }, async (request) => saveOnboarding(venueCtx(request), request.body));
}
