import type { App } from './app';
import { translationsRoutes } from './features/translations/translations.routes';
import { authRoutes } from './features/auth/auth.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';

/** Every feature's routes, under the API prefix. */
export async function featureRoutes(app: App) {
  await app.register(translationsRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);
}
