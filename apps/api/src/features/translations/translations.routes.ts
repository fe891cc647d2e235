import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { getPhrases } from './translations.service';

export async function translationsRoutes(app: App) {
  app.get(
    '/translations/:lang',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['translations'],
        summary: 'Every interface phrase of one language, as a flat key → text map',
        params: z.object({ lang: z.string().max(10) }),
      },
    },
    async (request) => ({ lang: request.params.lang, phrases: getPhrases(request.params.lang) }),
  );
}
