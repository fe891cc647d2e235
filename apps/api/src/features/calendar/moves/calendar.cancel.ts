import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { CancelBody } from '@chairside/shared/calendar';
import { CANCEL_REASONS } from '@chairside/shared/calendar-constants';
import { appointmentGroups, appointments } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { announce, logItems, ownEmployee, venueClock } from '../core/calendar.context';
import { bookingChanged } from '../core/calendar.hooks';
import { itemsOfGroup, readItem, type ItemRecord } from '../core/calendar.queries';
import { clearSegments } from '../core/calendar.segments';

/** Cancelling (spec §4): pre-cancel says what will go; cancel records the reason and frees the time. */

/** The lines a cancel of `scope` would touch, still open and visible to the caller. */
async function linesInScope(ctx: VenueCtx, row: ItemRecord, scope: 'line' | 'group' | 'series'): Promise<ItemRecord[]> {
  if (scope === 'line') return row.status === 'cancelled' ? [] : [row];
  const own = ownEmployee(ctx);
  let groupIds = [row.groupId];
  if (scope === 'series') {
    const [group] = await ctx.db.select({ seriesId: appointmentGroups.seriesId }).from(appointmentGroups)
      .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, row.groupId)));
    if (group?.seriesId) {
      const later = await ctx.db
        .selectDistinct({ id: appointmentGroups.id })
        .from(appointmentGroups)
        .innerJoin(appointments, and(eq(appointments.venueId, appointmentGroups.venueId), eq(appointments.groupId, appointmentGroups.id)))
        .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.seriesId, group.seriesId), gte(appointments.startsAt, row.startsAt)));
      groupIds = [...new Set([row.groupId, ...later.map((g) => g.id)])];
    }
  }
  const rows = await ctx.db.select().from(appointments).where(and(
    eq(appointments.venueId, ctx.venueId), inArray(appointments.groupId, groupIds), ne(appointments.status, 'cancelled'),
  ));
  return rows.filter((r) => own === null || r.employeeId === own).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** POST appointments/pre-cancel: what cancelling this item would cancel (its booking, its series' later bookings). */
export async function preCancel(ctx: VenueCtx, body: { appt_id: number; group_id?: number | null; customer_id?: number | null }) {
  const clock = await venueClock(ctx);
  const row = await readItem(ctx, body.appt_id);
  if (body.group_id != null && body.group_id !== row.groupId) throw new AppError('NOT_FOUND');
  if (body.customer_id != null && body.customer_id !== row.customerId) throw new AppError('NOT_FOUND');
  // The series' lines include the booking's own (a booking outside a series is its own series).
  const [series, items] = await Promise.all([linesInScope(ctx, row, 'series'), itemsOfGroup(ctx, clock.timeZone, row.groupId)]);
  const appointment = items.find((item) => item.id === row.id);
  if (!appointment) throw new AppError('NOT_FOUND');
  return {
    appointment,
    group: items.filter((item) => series.some((r) => r.id === item.id)),
    series_count: new Set(series.map((r) => r.groupId)).size,
    series_ids: series.map((r) => r.id),
    reasons: [...CANCEL_REASONS],
  };
}

/** POST appointments/cancel/{id}: cancels the line, its booking (default) or the series from here on. */
export async function cancelItems(ctx: VenueCtx, id: number, body: Pick<CancelBody, 'reason' | 'note' | 'scope'>) {
  const clock = await venueClock(ctx);
  const row = await readItem(ctx, id);
  if (row.status === 'cancelled' && (body.scope ?? 'group') === 'line') throw new AppError('VALIDATION', { errors: { id: [{ key: 'calendar.is_cancelled' }] } });
  const rows = await linesInScope(ctx, row, body.scope ?? 'group');
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelReason: body.reason, cancelNote: body.note ?? null, cancelledAt: ctx.deps.now(), updatedAt: ctx.deps.now() })
        .where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, ids), sql`${appointments.status} <> 'cancelled'`));
      await clearSegments(tx, ctx.venueId, ids);
      await logItems(ctx, tx, rows.map((r) => ({
        entityId: r.id, action: 'cancelled', changes: { status: { before: r.status, after: 'cancelled' }, reason: body.reason, note: body.note ?? null },
      })));
      await announce(tx, ctx.venueId, 'appointments', 'cancelled', ids, rows.map((r) => r.employeeId));
      await bookingChanged(ctx, tx, { action: 'cancelled', ids });
    });
    ctx.deps.live.touch(ctx.venueId);
  }
  const previous = rows.map((r) => ({ id: r.id, status: r.status }));
  return { cancelled: ids, previous, appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId) };
}
