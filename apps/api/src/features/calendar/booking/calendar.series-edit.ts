import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SeriesUpdateBody, UpdateBody } from '@chairside/shared/calendar';
import type { SeriesUpdateResponse } from '@chairside/shared/calendar-responses';
import { MAX_LINES } from '@chairside/shared/calendar-constants';
import { addDays, daysBetween, wallClock } from '@chairside/shared/rules/calendar-time';
import { appointmentGroups, appointments } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { ownEmployee, type VenueClock } from '../core/calendar.context';
import { describeClashes } from '../core/calendar.clash';
import { itemsOfGroup, readItem, type ItemRecord } from '../core/calendar.queries';
import { clearSegments, findClashes, internalClashes, type Clash } from '../core/calendar.segments';
import { clockAfterRelease, guardedWrite } from '../core/calendar.write';
import { applyEdit, prepareEdit, type PreparedEdit } from './calendar.update';

/**
 * POST appointments/update-series/{id}: "this and following" / "all" for a booking of a recurring series.
 * The booking of item {id} is edited as a whole, exactly as appointments/update would; every other booking
 * in scope gets the same edit: its lines matched to the edited booking's by position, the same times of day,
 * employees, services, lengths, note and colour, moved by as many days as the edited booking was. Each keeps
 * its own status. Scope `following`: the bookings of the series from this one on; `all`: every booking of
 * the series still to come (and this one). Bookings already under way or done are left as they are.
 * All are checked together (clashes answer 409 with the dates that clash, none is written) and written in
 * one transaction; the customer hears "changed" once per booking whose time, staff or services changed.
 */

const UNDER_WAY = new Set(['started', 'running-late', 'done']);

interface Booking { groupId: number; lines: ItemRecord[]; date: string }

async function bookingsInScope(ctx: VenueCtx, clock: VenueClock, row: ItemRecord, scope: SeriesUpdateBody['scope']): Promise<{ seriesId: number | null; edited: Booking; others: Booking[] }> {
  const [group] = await ctx.db.select({ seriesId: appointmentGroups.seriesId }).from(appointmentGroups)
    .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, row.groupId)));
  const seriesId = group?.seriesId ?? null;
  const groupIds = seriesId === null
    ? [row.groupId]
    : (await ctx.db.select({ id: appointmentGroups.id }).from(appointmentGroups)
        .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.seriesId, seriesId)))).map((g) => g.id);
  const rows = await ctx.db.select().from(appointments).where(and(
    eq(appointments.venueId, ctx.venueId), inArray(appointments.groupId, groupIds), ne(appointments.status, 'cancelled'), eq(appointments.type, 'appointment'),
  ));
  const byGroup = new Map<number, ItemRecord[]>();
  for (const line of rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)) byGroup.set(line.groupId, [...(byGroup.get(line.groupId) ?? []), line]);
  const bookings = [...byGroup].map(([groupId, lines]): Booking => ({ groupId, lines, date: wallClock(lines[0]!.startsAt, clock.timeZone).date }));
  const edited = bookings.find((b) => b.groupId === row.groupId);
  if (!edited) throw new AppError('VALIDATION', { errors: { id: [{ key: 'calendar.is_cancelled' }] } });
  const own = ownEmployee(ctx);
  const from = scope === 'following' ? edited.lines[0]!.startsAt : ctx.deps.now();
  const others = bookings.filter((b) => b.groupId !== edited.groupId
    && b.lines[0]!.startsAt.getTime() >= from.getTime()
    && !b.lines.some((line) => UNDER_WAY.has(line.status))
    && (own === null || b.lines.some((line) => line.employeeId === own)));
  return { seriesId, edited, others: others.sort((a, b) => a.lines[0]!.startsAt.getTime() - b.lines[0]!.startsAt.getTime()) };
}

/** The edited booking's change as another booking's edit: lines matched by position, the same shift in days. */
function editFor(body: UpdateBody, edited: Booking, other: Booking): UpdateBody {
  const date = addDays(other.date, daysBetween(edited.date, body.date));
  const position = new Map(edited.lines.map((line, i) => [line.id, i]));
  return {
    ...body,
    group_id: other.groupId,
    date,
    // Each booking keeps its own status (confirmed by its customer, or not).
    status: undefined,
    services: body.services.map((line) => ({
      ...line,
      id: line.id == null ? null : (other.lines[position.get(line.id) ?? -1]?.id ?? null),
      date: line.date == null ? line.date : addDays(date, daysBetween(body.date, line.date)),
    })),
  };
}

export async function updateSeries(ctx: VenueCtx, id: number, input: SeriesUpdateBody): Promise<SeriesUpdateResponse> {
  const clock = await clockAfterRelease(ctx);
  const row = await readItem(ctx, id);
  const { scope, ...fields } = input;
  const body: UpdateBody = { ...fields, group_id: row.groupId };
  const { seriesId, edited, others } = await bookingsInScope(ctx, clock, row, scope);
  const edits: PreparedEdit[] = [await prepareEdit(ctx, clock, body)];
  for (const other of others) edits.push(await prepareEdit(ctx, clock, editFor(body, edited, other)));
  // One index space for all the bookings' lines, so clashes between two of them are seen and named by date.
  edits.forEach((edit, k) => edit.lines.forEach((line, i) => (line.index = k * MAX_LINES + i)));
  const all = () => edits.flatMap((edit) => edit.lines);
  const existingIds = edits.flatMap((edit) => edit.existingIds);
  const dates = edits.map((edit) => edit.body.date);

  const clashes: Clash[] = [...internalClashes(all()), ...(await findClashes(ctx.db, ctx.venueId, all(), { exclude: existingIds }))];
  if (clashes.length) {
    const occurrenceOf = (clash: Clash) => dates[Math.floor(clash.line / MAX_LINES)]!;
    const described = await describeClashes(ctx.db, ctx.venueId, clock.timeZone, clashes.map((clash) => ({ ...clash, line: clash.line % MAX_LINES })));
    const clashDates = new Set(clashes.map(occurrenceOf));
    throw new AppError('SLOT_TAKEN', {
      errors: described.errors,
      extra: {
        clashes: described.clashes.map((info, i) => ({ ...info, occurrence: occurrenceOf(clashes[i]!) })),
        occurrences: dates.map((date) => ({ date, clash: clashDates.has(date), skipped: false, forced: false })),
      },
    });
  }

  await guardedWrite(ctx, clock, all, existingIds, async (tx) => {
    // Every booking's busy time goes first, so a booking may move onto the time another one of them leaves.
    await clearSegments(tx, ctx.venueId, existingIds);
    for (const edit of edits) await applyEdit(tx, ctx, clock, edit);
  });
  return {
    group_id: row.groupId,
    appointments: await itemsOfGroup(ctx, clock.timeZone, row.groupId),
    series_id: seriesId,
    updated: edits.map((edit) => ({ date: edit.body.date, group_id: edit.body.group_id })),
  };
}
