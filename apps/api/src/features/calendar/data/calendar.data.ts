import { and, asc, eq } from 'drizzle-orm';
import { datesBetween, isIsoDate, zonedDayRange, zonedToday } from '@chairside/shared/rules/calendar-time';
import { resources } from '../../../db/schema/index';
import type { WorkingHoursResponse } from '@chairside/shared/calendar-data';
import type { VenueCtx } from '../../../lib/context';
import { listBody, listCache, type ListBody } from '../reading/calendar.cache';
import { assertRange, ownEmployee, venueClock } from '../core/calendar.context';
import { calendarEmployees, eventWire, eventsBetween, loadHours, openingOn, shiftsOn } from '../core/calendar.hours';

/** GET resources and GET whours (spec §3 "Calendar employee", "Calendar resource", "Response shapes"). */

/** The calendar's columns: employees (with their shifts on `date`, default today) and resources. */
export async function calendarResources(ctx: VenueCtx, date: string | undefined) {
  const clock = await venueClock(ctx);
  const day = date && isIsoDate(date) ? date : zonedToday(ctx.deps.now(), clock.timeZone);
  const own = ownEmployee(ctx);
  const [staff, rooms] = await Promise.all([
    calendarEmployees(ctx.db, ctx.venueId, own),
    own === null
      ? ctx.db.select({ id: resources.id, name: resources.name, type: resources.type }).from(resources)
          .where(and(eq(resources.venueId, ctx.venueId), eq(resources.archived, false))).orderBy(asc(resources.sortOrder), asc(resources.id))
      : [],
  ]);
  const hours = await loadHours(ctx.db, ctx.venueId, staff.map((e) => e.id), day, day);
  return {
    date: day,
    employees: staff.map((e) => {
      const shifts = shiftsOn(hours, e.id, day);
      return {
        id: e.id,
        avatar: e.avatar,
        displayLabel: `${e.firstName} ${e.lastName}`.trim(),
        first_name: e.firstName,
        last_name: e.lastName,
        color: e.color,
        bookable: e.bookable,
        hasShifts: shifts.length > 0,
        shifts,
      };
    }),
    resources: rooms.map((room) => ({ id: room.id, displayLabel: room.name, type: room.type })),
  };
}

/**
 * GET whours as the JSON bytes to send: employee hours, time-offs and opening hours for each venue
 * date of the range. Served from the list cache while nothing in the venue changed (shifts,
 * exceptions, opening hours and closed days announce kind 'hours', time-off 'timeoff', employees
 * 'access': each bumps the venue's version); otherwise read and resolved once for concurrent readers.
 */
export async function workingHours(ctx: VenueCtx, dateFrom: string, dateTo: string, employeeIds: number[]): Promise<ListBody> {
  assertRange(dateFrom, dateTo);
  const own = ownEmployee(ctx);
  const feed = ctx.deps.live;
  const cache = listCache(feed);
  const key = ['whours', ctx.venueId, dateFrom, dateTo, employeeIds.join(','), own ?? ''].join('|');
  const now = ctx.deps.now().getTime();
  const hit = cache.get(key, ctx.venueId, now);
  if (hit) return hit;
  return cache.share(key, ctx.venueId, async () => {
    const listening = await feed.start().then(() => true, () => false);
    // Read before the queries: a change committed from now on makes this entry stale.
    const version = feed.version(ctx.venueId);
    const clock = await venueClock(ctx);
    const staff = (await calendarEmployees(ctx.db, ctx.venueId, own)).filter((e) => !employeeIds.length || employeeIds.includes(e.id));
    const ids = staff.map((e) => e.id);
    const { start, end } = zonedDayRange(dateFrom, dateTo, clock.timeZone);
    const [hours, events] = await Promise.all([loadHours(ctx.db, ctx.venueId, ids, dateFrom, dateTo), eventsBetween(ctx.db, ctx.venueId, start, end, ids)]);
    const dates = datesBetween(dateFrom, dateTo);
    const answer: WorkingHoursResponse = {
      employee_hours: dates.flatMap((date) => ids.flatMap((id) => shiftsOn(hours, id, date).map((span) => ({ employee_id: id, date, ...span })))),
      employee_timeoffs: events.map((row) => eventWire(row, clock.timeZone)),
      venue_hours: dates.flatMap((date) => openingOn(hours, date).map((span) => ({ date, ...span }))),
    };
    const body = listBody(Buffer.from(JSON.stringify(answer)));
    if (listening) cache.set(key, version, body, Infinity, now);
    return body;
  });
}
