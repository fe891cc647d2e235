import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { blockTimeStoreBody } from '@chairside/shared/calendar';
import { clockToMinutes, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { appointments } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { diffChanges } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { announce, assertBookableEmployee, logItems, venueClock, type VenueClock } from '../core/calendar.context';
import { itemById, readItem, recordToLine } from '../core/calendar.queries';
import { clearSegments, endOf, writeSegments, type PlannedLine } from '../core/calendar.segments';
import { clockAfterRelease, dropEmptyGroups, guardedWrite, insertBooking, lineSnapshot } from '../core/calendar.write';

/** Blocked time (spec §7 "Calendar data and blocked time"): holds the employee unless left open to online booking. */

type BlockInput = z.infer<typeof blockTimeStoreBody>;

async function planBlock(ctx: VenueCtx, clock: VenueClock, body: BlockInput): Promise<PlannedLine> {
  await assertBookableEmployee(ctx, body.employee_id);
  const start = clockToMinutes(body.start_time);
  const minutes = body.duration ?? (body.end_time ? clockToMinutes(body.end_time) - start : null);
  if (minutes === null) throw fieldError('end_time', 'validation.required');
  if (minutes < 1) throw fieldError('end_time', 'calendar.end_before_start');
  return {
    index: 0,
    type: 'blocked',
    status: 'new',
    employeeId: body.employee_id,
    resourceId: null,
    serviceId: null,
    customerId: null,
    startsAt: zonedInstant(body.date, start, clock.timeZone),
    split: { initial: minutes, gap: 0, finish: 0 },
    price: 0,
    color: body.color ?? 'appt_light_grey',
    note: body.note ?? '',
    forced: body.force === true,
    onlineBookable: body.online_bookable === true,
    expiresAt: null,
  };
}

async function readBlock(ctx: VenueCtx, id: number) {
  const row = await readItem(ctx, id);
  if (row.type !== 'blocked') throw new AppError('NOT_FOUND');
  return row;
}

export async function storeBlock(ctx: VenueCtx, body: BlockInput) {
  const clock = await clockAfterRelease(ctx);
  const line = await planBlock(ctx, clock, body);
  await guardedWrite(ctx, clock, () => [line], [], async (tx) => {
    await insertBooking(tx, ctx, { customerId: null }, [line]);
    await logItems(ctx, tx, [{ entityId: line.id!, action: 'created', changes: lineSnapshot(line, clock.timeZone) }]);
    await announce(tx, ctx.venueId, 'appointments', 'created', [line.id!], [line.employeeId]);
  });
  return { appointment: await itemById(ctx.db, ctx.venueId, clock.timeZone, line.id!) };
}

export async function updateBlock(ctx: VenueCtx, body: BlockInput & { id: number }) {
  const clock = await clockAfterRelease(ctx);
  const row = await readBlock(ctx, body.id);
  const line = { ...(await planBlock(ctx, clock, body)), id: row.id };
  await guardedWrite(ctx, clock, () => [line], [row.id], async (tx) => {
    await clearSegments(tx, ctx.venueId, [row.id]);
    await tx
      .update(appointments)
      .set({
        employeeId: line.employeeId, startsAt: line.startsAt, endsAt: endOf(line), initialMinutes: line.split.initial,
        color: line.color, note: line.note, forced: line.forced, onlineBookable: line.onlineBookable, updatedAt: ctx.deps.now(),
      })
      .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, row.id)));
    await writeSegments(tx, ctx.venueId, [line]);
    const changes = diffChanges(lineSnapshot(recordToLine(row), clock.timeZone), lineSnapshot(line, clock.timeZone));
    await logItems(ctx, tx, [{ entityId: row.id, action: 'updated', changes }]);
    await announce(tx, ctx.venueId, 'appointments', 'updated', [row.id], [row.employeeId, line.employeeId]);
  });
  return { appointment: await itemById(ctx.db, ctx.venueId, clock.timeZone, row.id) };
}

export async function deleteBlock(ctx: VenueCtx, id: number) {
  const clock = await venueClock(ctx);
  const row = await readBlock(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(appointments).where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, row.id)));
    await dropEmptyGroups(tx, ctx.venueId, [row.groupId]);
    await logItems(ctx, tx, [{ entityId: row.id, action: 'deleted', changes: lineSnapshot(recordToLine(row), clock.timeZone) }]);
    await announce(tx, ctx.venueId, 'appointments', 'deleted', [row.id], [row.employeeId]);
  });
  ctx.deps.live.touch(ctx.venueId);
  return { id: row.id, deleted: 1 as const };
}
