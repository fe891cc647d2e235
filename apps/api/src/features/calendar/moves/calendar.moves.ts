import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RescheduleBody, RestoreBody, UpdateDurationBody } from '@chairside/shared/calendar';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { splitDuration, type DurationSplit } from '@chairside/shared/rules/calendar-duration';
import { clockToMinutes, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { appointments, resources } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { diffChanges } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { announce, assertBookableEmployee, logItems, ownEmployee, type VenueClock } from '../core/calendar.context';
import { assertNotInBasket } from '../core/calendar.basket';
import { itemsOfGroup, readItem, recordToLine, type ItemRecord } from '../core/calendar.queries';
import { clearSegments, endOf, writeSegments, type PlannedLine } from '../core/calendar.segments';
import { clockAfterRelease, guardedWrite, lineSnapshot } from '../core/calendar.write';
import { bookingChanged, customerViews, tellChanged } from '../core/calendar.hooks';
import { cancelItems } from './calendar.cancel';

/** Moving, resizing and changing the status of items (spec §2.4 editing rules, §4). */

/** Rewrites lines (times, employee, resource, split, status) and their busy time, with the clash guard. */
async function rewrite(ctx: VenueCtx, clock: VenueClock, before: ItemRecord[], after: PlannedLine[], action: string, extra: (tx: Tx) => Promise<void> = async () => {}) {
  const ids = before.map((row) => row.id);
  await guardedWrite(ctx, clock, () => after, ids, async (tx) => {
    await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, ids))).for('update');
    // A move or a resize is news to the customer when what they see of the booking changed (calendar.hooks.ts).
    const seen = action === 'rescheduled' || action === 'resized' ? await customerViews(tx, ctx.venueId, [...new Set(before.map((row) => row.groupId))]) : null;
    await clearSegments(tx, ctx.venueId, ids);
    for (const line of after) {
      await tx
        .update(appointments)
        .set({
          employeeId: line.employeeId, resourceId: line.resourceId, startsAt: line.startsAt, endsAt: endOf(line),
          initialMinutes: line.split.initial, gapMinutes: line.split.gap, finishMinutes: line.split.finish,
          status: line.status, forced: line.forced, updatedAt: ctx.deps.now(),
        })
        .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, line.id!)));
    }
    await extra(tx);
    await writeSegments(tx, ctx.venueId, after);
    const log = after.map((line, i) => ({
      entityId: line.id!, action, changes: diffChanges(lineSnapshot(recordToLine(before[i]!), clock.timeZone), lineSnapshot(line, clock.timeZone)),
    }));
    await logItems(ctx, tx, log);
    await announce(tx, ctx.venueId, 'appointments', action, ids, [...before.map((r) => r.employeeId), ...after.map((l) => l.employeeId)]);
    if (seen) await tellChanged(ctx, tx, seen);
  });
}

/** POST appointments/reschedule/{id}: another time and/or employee; reserved slots stay put. */
export async function rescheduleItem(ctx: VenueCtx, id: number, body: RescheduleBody) {
  const clock = await clockAfterRelease(ctx);
  const row = await readItem(ctx, id);
  if (row.type === 'reserved_slot') throw fieldError('id', 'calendar.not_movable');
  if (row.status === 'cancelled') throw fieldError('id', 'calendar.is_cancelled');
  await assertNotInBasket(ctx.db, ctx.venueId, row.groupId);
  const employeeId = body.employee_id ?? row.employeeId;
  await assertBookableEmployee(ctx, employeeId);
  if (body.resource_id != null) {
    const [room] = await ctx.db.select({ id: resources.id }).from(resources)
      .where(and(eq(resources.venueId, ctx.venueId), eq(resources.id, body.resource_id), eq(resources.archived, false)));
    if (!room) throw fieldError('resource_id', 'calendar.resource_unknown');
  }
  const startsAt = zonedInstant(body.date, clockToMinutes(body.start_time), clock.timeZone);
  const delta = startsAt.getTime() - row.startsAt.getTime();
  const forced = body.force === true;
  const moved: PlannedLine = {
    ...recordToLine(row), employeeId, startsAt, forced,
    resourceId: body.resource_id === undefined ? row.resourceId : body.resource_id,
  };
  const before = [row];
  const after = [moved];
  if (body.move_group) {
    const own = ownEmployee(ctx);
    const others = await ctx.db.select().from(appointments).where(and(
      eq(appointments.venueId, ctx.venueId), eq(appointments.groupId, row.groupId), ne(appointments.id, row.id), ne(appointments.status, 'cancelled'),
    ));
    for (const other of others.filter((o) => own === null || o.employeeId === own)) {
      before.push(other);
      after.push({ ...recordToLine(other, after.length), startsAt: new Date(other.startsAt.getTime() + delta), forced });
    }
  }
  await rewrite(ctx, clock, before, after, 'rescheduled');
  return { appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId) };
}

/** POST appointments/update-duration/{id}: a new length or split; blocked, reserved and reminder items keep theirs. */
export async function updateItemDuration(ctx: VenueCtx, id: number, body: UpdateDurationBody) {
  const clock = await clockAfterRelease(ctx);
  const row = await readItem(ctx, id);
  if (row.type !== 'appointment') throw fieldError('id', 'calendar.not_resizable');
  if (row.status === 'cancelled') throw fieldError('id', 'calendar.is_cancelled');
  await assertNotInBasket(ctx.db, ctx.venueId, row.groupId);
  const current: DurationSplit = { initial: row.initialMinutes, gap: row.gapMinutes, finish: row.finishMinutes };
  const d = body.duration_detail;
  const split =
    d.duration != null
      ? splitDuration({ duration: d.duration, gap: d.gap, finish: d.finish }, current)
      : splitDuration({ duration: (d.initial ?? current.initial) + (d.gap ?? current.gap) + (d.finish ?? current.finish), gap: d.gap ?? current.gap, finish: d.finish ?? current.finish }, current);
  if (!split) throw fieldError('duration_detail', 'calendar.invalid_duration');
  await rewrite(ctx, clock, [row], [{ ...recordToLine(row), split, forced: body.force === true }], 'resized');
  return { appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId) };
}

/** POST appointments/update-status/{id}. Cancelling frees the time; un-cancelling takes it back (if still free). */
export async function updateItemStatus(ctx: VenueCtx, id: number, status: AppointmentStatus, force: boolean) {
  const clock = await clockAfterRelease(ctx);
  const row = await readItem(ctx, id);
  if (status === 'cancelled') return cancelItems(ctx, id, { reason: 'other', scope: 'line' });
  if (row.status !== 'cancelled') {
    // Same time, same busy segments: only the status changes.
    await ctx.db.transaction(async (tx) => {
      await tx.update(appointments).set({ status, updatedAt: ctx.deps.now() }).where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, row.id)));
      await logItems(ctx, tx, [{ entityId: row.id, action: 'status', changes: { status: { before: row.status, after: status } } }]);
      await announce(tx, ctx.venueId, 'appointments', 'status', [row.id], [row.employeeId]);
      await bookingChanged(ctx, tx, { action: 'status', ids: [row.id] });
    });
    ctx.deps.live.touch(ctx.venueId);
  } else {
    await rewrite(ctx, clock, [row], [{ ...recordToLine(row), status, forced: force }], 'status', async (tx) => {
      await tx.update(appointments).set({ cancelReason: null, cancelNote: null, cancelledAt: null })
        .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, row.id)));
    });
  }
  return { appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId) };
}

/**
 * POST appointments/restore/{id}: the undo of a cancel, in one transaction: every listed line that
 * is still cancelled goes back to its status, its cancel reason cleared and its time taken back with
 * the clash guard (all or nothing). Lines already back are left alone; an unknown line is not found.
 */
export async function restoreItems(ctx: VenueCtx, id: number, body: RestoreBody) {
  const clock = await clockAfterRelease(ctx);
  const row = await readItem(ctx, id);
  const statusOf = new Map(body.lines.map((line) => [line.id, line.status]));
  const own = ownEmployee(ctx);
  const found = (await ctx.db.select().from(appointments).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, [...statusOf.keys()]))))
    .filter((r) => own === null || r.employeeId === own);
  if (found.length !== statusOf.size) throw new AppError('NOT_FOUND');
  const before = found.filter((r) => r.status === 'cancelled');
  if (before.length) {
    const ids = before.map((r) => r.id);
    const after = before.map((r, i) => ({ ...recordToLine(r, i), status: statusOf.get(r.id)!, forced: body.force === true }));
    await rewrite(ctx, clock, before, after, 'status', async (tx) => {
      await tx.update(appointments).set({ cancelReason: null, cancelNote: null, cancelledAt: null })
        .where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, ids)));
    });
  }
  return { appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId) };
}
