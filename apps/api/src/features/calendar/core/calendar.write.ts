import { sql } from 'drizzle-orm';
import { durationDetailString } from '@chairside/shared/rules/calendar-duration';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { appointmentGroups, appointments } from '../../../db/schema/index';
import type { Queryable, Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { pgCode } from '../../../lib/errors';
import { announce, venueClock, type VenueClock } from './calendar.context';
import { slotTaken } from './calendar.clash';
import { pickResources } from './calendar.plan';
import { endOf, findClashes, idList, internalClashes, writeSegments, type PlannedLine } from './calendar.segments';

/** Writing items: inserts, the clash guard around every write, and releasing expired holds. */

const DEADLOCK_RETRIES = 3;
/** Thrown inside the write's transaction when a resource the booking picked itself was taken meanwhile. */
const PICKED_RESOURCE_TAKEN = Symbol('picked resource taken');

/**
 * Runs a write that creates or moves busy time. Before writing, the lines are checked against
 * each other and against stored segments (a clear 409); the exclusion constraint is the guard
 * against concurrent writers: its violation (23P01) becomes the same 409, naming the winner.
 */
export async function guardedWrite<T>(
  ctx: VenueCtx,
  clock: VenueClock,
  lines: () => PlannedLine[],
  exclude: number[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const planned = lines();
        const clashes = [...internalClashes(planned), ...(await findClashes(tx, ctx.venueId, planned, { exclude }))];
        if (clashes.length && attempt < DEADLOCK_RETRIES && planned.some((line) => line.resourceCandidates)) throw PICKED_RESOURCE_TAKEN;
        if (clashes.length) throw await slotTaken(tx, ctx.venueId, clock.timeZone, clashes);
        return write(tx);
      });
      ctx.deps.live.touch(ctx.venueId);
      return result;
    } catch (error) {
      const code = pgCode(error);
      if (code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
      // Lost a race for a resource the booking picked itself, seen by the check (the winner had committed)
      // or by the exclusion constraint (it committed meanwhile): pick the next free one and write again.
      // A clash a new pick cannot mend ends as the 409 of the last attempt.
      if ((error === PICKED_RESOURCE_TAKEN || code === '23P01') && attempt < DEADLOCK_RETRIES && lines().some((line) => line.resourceCandidates)) {
        await pickResources(ctx.db, ctx.venueId, lines());
        continue;
      }
      if (code === '23P01') {
        const clashes = await findClashes(ctx.db, ctx.venueId, lines(), { strictOnly: true, exclude });
        throw await slotTaken(ctx.db, ctx.venueId, clock.timeZone, clashes);
      }
      throw error;
    }
  }
}

/** The activity-log picture of a line. */
export function lineSnapshot(line: PlannedLine, timeZone: string): Record<string, unknown> {
  const start = wallClock(line.startsAt, timeZone);
  return {
    type: line.type,
    status: line.status,
    date: start.date,
    start_time: start.time,
    end_time: wallClock(endOf(line), timeZone).time,
    duration_detail: durationDetailString(line.split),
    employee_id: line.employeeId,
    resource_id: line.resourceId,
    service_id: line.serviceId,
    variant_id: line.variantId ?? null,
    customer_id: line.customerId,
    price: line.price,
    color: line.color,
    note: line.note,
    forced: line.forced,
  };
}

export const lineValues = (venueId: number, groupId: number, createdBy: number, line: PlannedLine) => ({
  venueId,
  groupId,
  type: line.type,
  status: line.status,
  customerId: line.customerId,
  employeeId: line.employeeId,
  resourceId: line.resourceId,
  serviceId: line.serviceId,
  variantId: line.variantId ?? null,
  startsAt: line.startsAt,
  endsAt: endOf(line),
  initialMinutes: line.split.initial,
  gapMinutes: line.split.gap,
  finishMinutes: line.split.finish,
  price: line.price,
  color: line.color,
  note: line.note,
  onlineBookable: line.onlineBookable,
  forced: line.forced,
  expiresAt: line.expiresAt,
  createdBy,
});

/** Inserts a booking (group + lines + segments); the lines get their ids. */
export async function insertBooking(
  tx: Queryable,
  ctx: VenueCtx,
  booking: { customerId: number | null; seriesId?: number | null; source?: 'desk' | 'online' },
  lines: PlannedLine[],
): Promise<number> {
  const [group] = await tx
    .insert(appointmentGroups)
    .values({ venueId: ctx.venueId, customerId: booking.customerId, seriesId: booking.seriesId ?? null, source: booking.source ?? 'desk' })
    .returning({ id: appointmentGroups.id });
  const rows = await tx
    .insert(appointments)
    .values(lines.map((line) => lineValues(ctx.venueId, group!.id, ctx.employeeId, line)))
    .returning({ id: appointments.id });
  rows.forEach((row, i) => (lines[i]!.id = row.id));
  await writeSegments(tx, ctx.venueId, lines);
  return group!.id;
}

/**
 * Reserved slots whose hold has run out are deleted with their segments (and their booking when
 * nothing else is in it), logged as released by the system, and every desk is told. Runs every few
 * seconds from calendar.jobs.ts, and before writes (and the pre-write availability check) that need
 * the time free. Reads never run it: they leave expired holds out (calendar.queries.ts itemsInRange).
 */
export async function releaseExpired(ctx: Pick<VenueCtx, 'db' | 'venueId' | 'deps'>): Promise<void> {
  const result = (await ctx.db.execute(sql`
    with gone as (
      delete from appointments
      where venue_id = ${ctx.venueId} and type = 'reserved_slot' and expires_at <= ${ctx.deps.now().toISOString()}::timestamptz
      returning id, group_id, employee_id
    ), groups as (
      delete from appointment_groups g where g.venue_id = ${ctx.venueId} and g.id in (select group_id from gone)
        and not exists (select 1 from appointments a where a.venue_id = g.venue_id and a.group_id = g.id and a.id not in (select id from gone))
    ), logged as (
      insert into activity_log (venue_id, entity, entity_id, action, changes, source)
      select ${ctx.venueId}, 'appointment', id, 'released', '{}'::jsonb, 'system' from gone
    )
    select id, employee_id from gone`)) as unknown as { rows: { id: number; employee_id: number }[] };
  if (!result.rows.length) return;
  await announce(ctx.db, ctx.venueId, 'appointments', 'released', result.rows.map((row) => row.id), result.rows.map((row) => row.employee_id));
  ctx.deps.live.touch(ctx.venueId);
}

/** The venue's clock, with its expired holds released first: how every write and free-time check starts. */
export async function clockAfterRelease(ctx: VenueCtx): Promise<VenueClock> {
  const [clock] = await Promise.all([venueClock(ctx), releaseExpired(ctx)]);
  return clock;
}

/** Deletes groups left without lines (after lines were removed or released), in one statement. */
export async function dropEmptyGroups(db: Queryable, venueId: number, groupIds: number[]): Promise<void> {
  if (!groupIds.length) return;
  await db.execute(sql`delete from appointment_groups g where g.venue_id = ${venueId} and g.id in (${idList(groupIds)})
    and not exists (select 1 from appointments a where a.venue_id = g.venue_id and a.group_id = g.id)`);
}
