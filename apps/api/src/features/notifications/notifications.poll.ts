import { notificationsResponseSchema, type NotificationsResponse } from '@chairside/shared/notifications';
import { answerCache } from '../../lib/answer-cache';
import { bellScope } from '../../lib/changes';
import type { VenueCtx } from '../../lib/context';

/**
 * GET notifications is every open desk's poll: its answer is kept as JSON bytes per employee of a
 * venue and language (lib/answer-cache.ts), while that employee's bell scope is unchanged. A trigger
 * on `notifications` (migration bell_change_notify) announces the scope at commit, whatever code
 * wrote, so a new item, a read or read-all is seen by the next poll on every process. Bounded: least
 * recently used entries go first, and an entry is rebuilt after a minute even if nothing was heard.
 */
const polls = answerCache<NotificationsResponse>({ schema: notificationsResponseSchema, url: '/notifications', entries: 10_000, maxAgeMs: 60_000 });

/** The caller's poll as JSON bytes: from the cache while their bell is unchanged, else read by `read` and kept. */
export const cachedPoll = (ctx: VenueCtx, read: (ctx: VenueCtx) => Promise<NotificationsResponse>): Promise<Buffer> =>
  polls(ctx, String(ctx.employeeId), [bellScope(ctx.venueId, ctx.employeeId)], () => read(ctx));
