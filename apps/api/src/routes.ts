import type { App } from './app';
import { translationsRoutes } from './features/translations/translations.routes';

/** Every feature's routes, under the API prefix. */
export async function featureRoutes(app: App) {
  await app.register(translationsRoutes);
}
