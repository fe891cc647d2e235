import { serializerCompiler } from 'fastify-type-provider-zod';
import { notificationsResponseSchema, type NotificationsResponse } from '@chairside/shared/notifications';
import { bellScope } from '../../lib/changes';
import type { VenueCtx } from '../../lib/context';
import type { LiveFeed } from '../../lib/live';
import { oncePer } from '../../lib/once-per';
import { createScopedCache } from '../../lib/scoped-cache';

/**
 * GET notifications is every open desk's poll: its answer is kept as JSON bytes per employee of a
 * venue and language (lib/scoped-cache.ts), while that employee's bell scope is unchanged. A trigger
 * on `notifications` (migration bell_change_notify) announces the scope at commit, whatever code
 * wrote, so a new item, a read or read-all is seen by the next poll on every process. Bounded: least
 * recently used entries go first, and an entry is rebuilt after a minute even if nothing was heard.
 */

const POLL_CACHE_MS = 60_000;
const POLL_CACHE_ENTRIES = 10_000;
const pollCache = oncePer((live: LiveFeed) => createScopedCache<Buffer>(live, POLL_CACHE_ENTRIES));

/** The route's own serialiser (validation included), so the cached bytes are what the route would send. */
const serialize = serializerCompiler({ schema: notificationsResponseSchema, method: 'GET', url: '/notifications', httpStatus: '200' }) as (
  data: NotificationsResponse,
) => string;

/** The caller's poll as JSON bytes: from the cache while their bell is unchanged, else read by `read` and kept. */
export async function cachedPoll(ctx: VenueCtx, read: (ctx: VenueCtx) => Promise<NotificationsResponse>): Promise<Buffer> {
  const cache = pollCache(ctx.deps.live);
  const key = `${ctx.venueId}.${ctx.employeeId}.${ctx.lang}`;
  const now = ctx.deps.now().getTime();
  const hit = cache.get(key, now);
  if (hit) return hit;
  const stamp = cache.stamp();
  const body = Buffer.from(serialize(await read(ctx)));
  cache.set(key, stamp, [bellScope(ctx.venueId, ctx.employeeId)], body, now + POLL_CACHE_MS);
  return body;
}

