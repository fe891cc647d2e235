import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { AppError } from '../../lib/errors';
import { readImage } from '../../lib/images';

const params = z.object({
  venueId: z.coerce.number().int().min(1).max(2 ** 31 - 1),
  file: z.string().regex(/^[0-9a-f]{64}\.webp$/),
});

/**
 * GET images/{venue}/{hash}.webp: an uploaded picture (lib/images.ts). Public like a file: the name
 * is the SHA-256 of its bytes, so it cannot be guessed and may be cached for a year. Kept out of
 * the OpenAPI document with the other files the server hands out (the web app's assets): it answers
 * a picture, not JSON.
 */
export async function imagesRoutes(app: App) {
  app.get(
    '/images/:venueId/:file',
    { config: { auth: 'public' }, schema: { hide: true, params } },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 64);
      if (request.headers['if-none-match'] === `"${hash}"`) return reply.code(304).send();
      const image = await readImage(request.ctx.db, request.params.venueId, hash);
      if (!image) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${hash}"`)
        .send(image.bytes);
    },
  );
}
