import { z } from 'zod';
import { translationsQuery, translationsResponse } from '@chairside/shared/translations';
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
        summary: 'The interface phrases of one language, as a flat key → text map (all, or with scope=start those of the screens before sign-in)',
        params: z.object({ lang: z.string().max(10) }),
        querystring: translationsQuery,
        response: { 200: translationsResponse },
      },
    },
    async (request, reply) => sendJsonBytes(reply, phrasesJson(request.params.lang, request.query.scope)),
  );
}
