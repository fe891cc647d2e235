import { and, eq } from 'drizzle-orm';
import { isTimeZone, zonedToday } from '@chairside/shared/rules/calendar-time';
import { sortSpans, type WeekPattern } from '@chairside/shared/rules/work-schedule';
import type { ClosedDayBody, VenueHoursResponse } from '@chairside/shared/staff-hours';
import type { Queryable } from '../../../db/client';
import { venueClosedDays, venueHours, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { logActivity } from '../../../lib/activity';
import { loadClosedDays, loadWeekly, type StoredClosedDay } from './hours.queries';

/** The venue's opening hours per weekday and its closed days (public holidays, a date range). */

async function today(ctx: VenueCtx): Promise<string> {
  const [row] = await ctx.db.select({ timeZone: venues.timezone }).from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
  return zonedToday(ctx.deps.now(), row && isTimeZone(row.timeZone) ? row.timeZone : 'UTC');
}

/** GET settings/venue/working-hours: the week of opening hours and the closed days that are not over yet (all with `all`). */
export async function venueWorkingHours(ctx: VenueCtx, all: boolean): Promise<VenueHoursResponse> {
  const from = all ? null : await today(ctx);
  const [days, closed] = await Promise.all([loadWeekly(ctx.db, ctx.venueId), loadClosedDays(ctx.db, ctx.venueId, from, null)]);
  return { days, closed_days: closed };
}

/** Replaces the venue's opening hours (one row per interval). Used by the route and by the demo seed. */
export async function replaceVenueHours(db: Queryable, venueId: number, days: WeekPattern): Promise<void> {
  await db.delete(venueHours).where(eq(venueHours.venueId, venueId));
  const rows = days.flatMap((spans, weekday) => sortSpans(spans).map((span) => ({ venueId, weekday, opensAt: span.start_time, closesAt: span.end_time })));
  if (rows.length) await db.insert(venueHours).values(rows);
}

/** POST settings/venue/working-hours/update: the whole week of opening hours. */
export async function updateVenueHours(ctx: VenueCtx, days: WeekPattern) {
  await ctx.db.transaction(async (tx) => {
    // One writer at a time per venue: two saves must not interleave their delete and insert.
    await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, ctx.venueId)).for('update');
    const before = await loadWeekly(tx, ctx.venueId);
    await replaceVenueHours(tx, ctx.venueId, days);
    await logActivity(ctx, { entity: 'venue_hours', entityId: ctx.venueId, action: 'update', changes: { days: { before, after: days } } }, tx);
  });
  return { ...(await venueWorkingHours(ctx, false)), message: t(ctx.lang, 'staff_hours.opening_saved') };
}

/** Adds a closed day or range. Used by the route and by the demo seed. */
export async function addClosedDay(db: Queryable, venueId: number, body: { starts_on: string; ends_on: string; name: string }): Promise<StoredClosedDay> {
  const [row] = await db
    .insert(venueClosedDays)
    .values({ venueId, startsOn: body.starts_on, endsOn: body.ends_on, name: body.name })
    .returning({ id: venueClosedDays.id });
  return { id: row!.id, starts_on: body.starts_on, ends_on: body.ends_on, name: body.name };
}

/** POST settings/venue/closed-days/store. */
export async function storeClosedDay(ctx: VenueCtx, body: ClosedDayBody) {
  const closed = await ctx.db.transaction(async (tx) => {
    const row = await addClosedDay(tx, ctx.venueId, { starts_on: body.starts_on, ends_on: body.ends_on, name: body.name ?? '' });
    await logActivity(ctx, { entity: 'venue_closed_day', entityId: row.id, action: 'create', changes: { range: { after: [row.starts_on, row.ends_on] }, name: { after: row.name } } }, tx);
    return row;
  });
  return { closed_day: closed, message: t(ctx.lang, 'staff_hours.closed_day_added') };
}

/** POST settings/venue/closed-days/delete/{id}: another venue's id → 404. */
export async function deleteClosedDay(ctx: VenueCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(venueClosedDays)
      .where(and(eq(venueClosedDays.venueId, ctx.venueId), eq(venueClosedDays.id, id)))
      .returning({ startsOn: venueClosedDays.startsOn, endsOn: venueClosedDays.endsOn, name: venueClosedDays.name });
    if (!row) throw new AppError('NOT_FOUND');
    await logActivity(ctx, { entity: 'venue_closed_day', entityId: id, action: 'delete', changes: { range: { before: [row.startsOn, row.endsOn] }, name: { before: row.name } } }, tx);
  });
  return { id, deleted: 1 as const, message: t(ctx.lang, 'staff_hours.closed_day_removed') };
}
