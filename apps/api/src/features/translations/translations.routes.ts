import { z } from 'zod';
import { translationsResponse } from '@chairside/shared/translations';
import type { App } from '../../lib/app-type';
import { sendJsonBytes } from '../../lib/json-bytes';
import { phrasesJson } from './translations.service';

export async function translationsRoutes(app: App) {
  app.get(
    '/translations/:lang',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['translations'],
        summary: 'Every interface phrase of one language, as a flat key → text map',
        params: z.object({ lang: z.string().max(10) }),
        response: { 200: translationsResponse },
      },
    },
    async (request, reply) => sendJsonBytes(reply, phrasesJson(request.params.lang)),
  );
}
