import { zonedDayRange } from '@chairside/shared/rules/calendar-time';
import type { VenueCtx } from '../../../lib/context';
import { assertRange, ownEmployee, venueClock } from '../core/calendar.context';
import { listBody, listCache, type ListBody } from './calendar.cache';
import { itemsInRange } from '../core/calendar.queries';
import { openCheckoutGroups } from '../core/calendar.basket';

/** Reading the calendar: the appointments of a range, served from the list cache. */

export interface ListInput {
  dateFrom: string;
  dateTo: string;
  employeeIds: number[];
  resourceIds: number[];
  includeCancelled: boolean;
}

/**
 * GET appointments, as the JSON bytes to send: `{appointments, basket}`. Served from the list
 * cache while nothing in the venue changed; otherwise one query. A read changes nothing: reserved
 * slots whose hold ran out are left out here and deleted by calendar.jobs.ts (or by the next write).
 */
export async function listAppointments(ctx: VenueCtx, input: ListInput): Promise<ListBody> {
  assertRange(input.dateFrom, input.dateTo);
  const own = ownEmployee(ctx);
  const feed = ctx.deps.live;
  const cache = listCache(feed);
  const key = [ctx.venueId, input.dateFrom, input.dateTo, input.employeeIds.join(','), input.resourceIds.join(','), own ?? '', input.includeCancelled ? 1 : 0].join('|');
  const now = ctx.deps.now().getTime();
  const hit = cache.get(key, ctx.venueId, now);
  if (hit) return hit;

  return cache.share(key, ctx.venueId, async () => {
    const listening = await feed.start().then(() => true, () => false);
    // Read before the query: a change committed from now on makes this entry stale.
    const version = feed.version(ctx.venueId);
    const clock = await venueClock(ctx);
    const { start, end } = zonedDayRange(input.dateFrom, input.dateTo, clock.timeZone);
    const items = await itemsInRange(ctx.db, ctx.venueId, clock.timeZone, {
      from: start, to: end, employeeIds: input.employeeIds, resourceIds: input.resourceIds, ownEmployee: own, includeCancelled: input.includeCancelled, now: new Date(now),
    });
    const open = await openCheckoutGroups(ctx.db, ctx.venueId, [...new Set(items.filter((item) => item.type === 'appointment').map((item) => item.group_id))]);
    const basket = items.filter((item) => item.type === 'appointment' && open.has(item.group_id));
    const body = listBody(Buffer.from(JSON.stringify({ appointments: items, basket })));
    if (listening) {
      const expiries = items.filter((item) => item.expires_at).map((item) => Date.parse(item.expires_at!));
      cache.set(key, version, body, Math.min(Infinity, ...expiries), now);
    }
    return body;
  });
}
