import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StoreBody } from '@chairside/shared/calendar';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { RESERVED_SLOT_MINUTES } from '@chairside/shared/calendar-constants';
import { zonedDayRange } from '@chairside/shared/rules/calendar-time';
import { activityLog, appointmentGroups, appointmentSeries, employees } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { announce, assertRange, assertVisible, logItems, ownEmployee, venueClock } from '../core/calendar.context';
import { listBody, listCache, type ListBody } from '../reading/calendar.cache';
import { planLines } from '../core/calendar.plan';
import { itemById, itemsInRange, itemsOfGroup } from '../core/calendar.queries';
import { clockAfterRelease, guardedWrite, insertBooking, lineSnapshot } from '../core/calendar.write';

/**
 * The calendar's public face: listing, booking and reading appointments. Moves, status changes
 * and cancelling are in calendar.moves.ts; recurring bookings in calendar.recurring.ts.
 */

export interface ListInput {
  dateFrom: string;
  dateTo: string;
  employeeIds: number[];
  resourceIds: number[];
  includeCancelled: boolean;
}

/**
 * GET appointments, as the JSON bytes to send: `{appointments, basket}`. Served from the list
 * cache while nothing in the venue changed; otherwise one query.
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
    const clock = await clockAfterRelease(ctx);
    // Read after the release (which may bump it) and before the query: a change committed from now on makes this entry stale.
    const version = feed.version(ctx.venueId);
    const { start, end } = zonedDayRange(input.dateFrom, input.dateTo, clock.timeZone);
    const items = await itemsInRange(ctx.db, ctx.venueId, clock.timeZone, {
      from: start, to: end, employeeIds: input.employeeIds, resourceIds: input.resourceIds, ownEmployee: own, includeCancelled: input.includeCancelled,
    });
    const body = listBody(Buffer.from(JSON.stringify({ appointments: items, basket: [] })));
    if (listening) {
      const expiries = items.filter((item) => item.expires_at).map((item) => Date.parse(item.expires_at!));
      cache.set(key, version, body, Math.min(Infinity, ...expiries), now);
    }
    return body;
  });
}

export interface StoreResult {
  group_id: number;
  appointments: CalendarItem[];
}

/** POST appointments/store: a booking of one or more lines (or a reserved slot or reminder). */
export async function storeAppointments(ctx: VenueCtx, body: StoreBody): Promise<StoreResult> {
  const clock = await clockAfterRelease(ctx);
  const type = body.type ?? 'appointment';
  const expiresAt = type === 'reserved_slot' ? new Date(ctx.deps.now().getTime() + (body.expires_in ?? RESERVED_SLOT_MINUTES) * 60_000) : null;
  const customerId = body.customer_id ?? null;
  const lines = await planLines(ctx, clock, body.services, {
    type, status: body.status ?? 'new', customerId, color: body.color ?? null, note: body.note ?? '', forced: body.force === true, expiresAt, date: body.date,
  });
  const groupId = await guardedWrite(ctx, clock, () => lines, [], async (tx) => {
    const id = await insertBooking(tx, ctx, { customerId }, lines);
    await logItems(ctx, tx, lines.map((line) => ({ entityId: line.id!, action: 'created', changes: lineSnapshot(line, clock.timeZone) })));
    await announce(tx, ctx.venueId, 'appointments', 'created', lines.map((line) => line.id!), lines.map((line) => line.employeeId));
    return id;
  });
  return { group_id: groupId, appointments: await itemsOfGroup(ctx.db, ctx.venueId, clock.timeZone, groupId) };
}

/** GET appointments/details/{id}: the item, its booking's lines, its series and its history. */
export async function appointmentDetails(ctx: VenueCtx, id: number) {
  const clock = await venueClock(ctx);
  const item = await itemById(ctx.db, ctx.venueId, clock.timeZone, id);
  assertVisible(ctx, item.employee_id);
  const own = ownEmployee(ctx);
  const lines = (await itemsOfGroup(ctx.db, ctx.venueId, clock.timeZone, item.group_id)).filter((line) => own === null || line.employee_id === own);
  const [[group], history] = await Promise.all([
    ctx.db
      .select({ seriesId: appointmentGroups.seriesId, rule: appointmentSeries.rule })
      .from(appointmentGroups)
      .leftJoin(appointmentSeries, and(eq(appointmentSeries.venueId, appointmentGroups.venueId), eq(appointmentSeries.id, appointmentGroups.seriesId)))
      .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, item.group_id))),
    ctx.db
      .select({
        id: activityLog.id, entityId: activityLog.entityId, action: activityLog.action, changes: activityLog.changes, source: activityLog.source,
        createdAt: activityLog.createdAt, employeeId: activityLog.employeeId, firstName: employees.firstName, lastName: employees.lastName,
      })
      .from(activityLog)
      .leftJoin(employees, and(eq(employees.venueId, activityLog.venueId), eq(employees.id, activityLog.employeeId)))
      .where(and(eq(activityLog.venueId, ctx.venueId), eq(activityLog.entity, 'appointment'), inArray(activityLog.entityId, lines.map((line) => line.id))))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(200),
  ]);
  return {
    appointment: item,
    lines,
    series: group?.seriesId && group.rule ? { id: group.seriesId, rule: group.rule } : null,
    activity: history.map((row) => ({
      id: row.id,
      appointment_id: row.entityId!, // selected by entity_id in (…)
      action: row.action,
      changes: row.changes,
      source: row.source,
      created_at: row.createdAt.toISOString(),
      by: row.employeeId === null ? null : { employee_id: row.employeeId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
    })),
  };
}
