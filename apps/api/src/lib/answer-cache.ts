import type { ZodType } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { VenueCtx } from './context';
import type { LiveFeed, LiveScope } from './live';
import { oncePer } from './once-per';
import { createScopedCache } from './scoped-cache';

/**
 * A read route's answers kept as JSON bytes per app process (lib/scoped-cache.ts), for the reads a
 * desk repeats many times a minute (the bell's poll, a search, the stock list): an answer is served
 * while the live scopes it depends on are unchanged, for at most `maxAgeMs`. Triggers announce those
 * scopes at commit, whatever code wrote (lib/changes.ts), and the writing process waits to hear its
 * own change before answering (LiveFeed.sync), so nobody reads their own write stale.
 *
 * The bytes come from the route's own serialiser (its response schema validates them), so a hit is
 * exactly what the route would have sent; the route sends them with `sendJsonBytes`. Keys are the
 * caller's venue and language plus what the reader adds (the query, the employee).
 */
export interface AnswerCacheOptions {
  /** The route's response schema and URL (for the serialiser). */
  schema: ZodType;
  url: string;
  /** How many answers each process keeps (least recently used go first). */
  entries: number;
  /** Even when nothing is heard, an answer is read again after this long (e.g. figures that follow the clock). */
  maxAgeMs: number;
}

export type CachedAnswer<T> = (ctx: VenueCtx, key: string, scopes: readonly LiveScope[], read: () => Promise<T>) => Promise<Buffer>;

export function answerCache<T>(options: AnswerCacheOptions): CachedAnswer<T> {
  const serialize = serializerCompiler({ schema: options.schema, method: 'GET', url: options.url, httpStatus: '200' }) as (data: T) => string;
  const cacheOf = oncePer((live: LiveFeed) => createScopedCache<Buffer>(live, options.entries));
  return async (ctx, key, scopes, read) => {
    const cache = cacheOf(ctx.deps.live);
    const fullKey = `${ctx.venueId}.${ctx.lang}.${key}`;
    const now = ctx.deps.now().getTime();
    const hit = cache.get(fullKey, now);
    if (hit) return hit;
    const stamp = cache.stamp();
    const body = Buffer.from(serialize(await read()));
    cache.set(fullKey, stamp, scopes, body, now + options.maxAgeMs);
    return body;
  };
}
