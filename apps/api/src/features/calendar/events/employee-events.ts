import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventBody, TimeoffBody } from '@chairside/shared/calendar';
import { STATUS_COLORS, TIMEOFF_CATEGORIES, type TimeoffCategory } from '@chairside/shared/calendar-constants';
import { clockToMinutes, datesBetween, daysBetween, zonedDayRange, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { appointments, employeeEvents } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { announce, assertBookableEmployee, assertRange, assertVisible, logItems, ownEmployee, venueClock } from '../core/calendar.context';
import { eventWire, eventsBetween, type TimeoffRow } from '../core/calendar.hours';

/** Employee events and time-off (spec §3 "Employee time-off / calendar event", §7). Time-off is one row per day, grouped by group_hash. */

const ENTITY = 'employee_event';
const MAX_TIMEOFF_DAYS = 366;
const CATEGORY_COLORS: Record<TimeoffCategory, string> = { vacation: '#2f9e44', sick: '#e03131', training: '#1971c2', personal: '#9c36b5', other: STATUS_COLORS.done };

async function changed(ctx: VenueCtx, action: string, ids: number[], employeeIds: number[], run: (tx: Tx) => Promise<void>) {
  await ctx.db.transaction(async (tx) => {
    await run(tx);
    await announce(tx, ctx.venueId, 'timeoff', action, ids, employeeIds);
  });
  ctx.deps.live.touch(ctx.venueId);
}

export async function listEvents(ctx: VenueCtx, dateFrom: string, dateTo: string, employeeIds: number[]) {
  assertRange(dateFrom, dateTo);
  const clock = await venueClock(ctx);
  const own = ownEmployee(ctx);
  const { start, end } = zonedDayRange(dateFrom, dateTo, clock.timeZone);
  const ids = own !== null ? [own] : employeeIds.length ? employeeIds : null;
  return { data: (await eventsBetween(ctx.db, ctx.venueId, start, end, ids)).map((row) => eventWire(row, clock.timeZone)) };
}

type EventInput = z.infer<typeof eventBody>;

function eventTimes(body: EventInput, timeZone: string) {
  const from = clockToMinutes(body.start_time);
  const to = clockToMinutes(body.end_time);
  if (to <= from) throw fieldError('end_time', 'calendar.end_before_start');
  return { startsAt: zonedInstant(body.date, from, timeZone), endsAt: zonedInstant(body.date, to, timeZone) };
}

async function readEvent(ctx: VenueCtx, id: number): Promise<TimeoffRow> {
  const [row] = await ctx.db.select().from(employeeEvents).where(and(eq(employeeEvents.venueId, ctx.venueId), eq(employeeEvents.id, id), eq(employeeEvents.type, 'event')));
  if (!row) throw new AppError('NOT_FOUND');
  assertVisible(ctx, row.employeeId);
  return row;
}

export async function newEvent(ctx: VenueCtx, body: EventInput) {
  await assertBookableEmployee(ctx, body.employee_id);
  const clock = await venueClock(ctx);
  const values = {
    venueId: ctx.venueId, employeeId: body.employee_id, type: 'event' as const, title: body.title ?? '', note: body.note ?? '',
    color: body.color ?? 'appt_light_blue', createdBy: ctx.employeeId, ...eventTimes(body, clock.timeZone),
  };
  let row!: TimeoffRow;
  await changed(ctx, 'created', [], [body.employee_id], async (tx) => {
    row = (await tx.insert(employeeEvents).values(values).returning())[0]!;
    await logItems(ctx, tx, [{ entityId: row.id, action: 'created', changes: { ...body } }], ENTITY);
  });
  return { data: eventWire(row, clock.timeZone) };
}

export async function updateEvent(ctx: VenueCtx, body: EventInput & { id: number }) {
  const before = await readEvent(ctx, body.id);
  await assertBookableEmployee(ctx, body.employee_id);
  const clock = await venueClock(ctx);
  let row!: TimeoffRow;
  await changed(ctx, 'updated', [before.id], [before.employeeId, body.employee_id], async (tx) => {
    row = (await tx
      .update(employeeEvents)
      .set({ employeeId: body.employee_id, title: body.title ?? before.title, note: body.note ?? before.note, color: body.color ?? before.color, ...eventTimes(body, clock.timeZone), updatedAt: ctx.deps.now() })
      .where(and(eq(employeeEvents.venueId, ctx.venueId), eq(employeeEvents.id, before.id)))
      .returning())[0]!;
    await logItems(ctx, tx, [{ entityId: before.id, action: 'updated', changes: { ...body } }], ENTITY);
  });
  return { data: eventWire(row, clock.timeZone) };
}

export async function deleteEvent(ctx: VenueCtx, id: number) {
  const before = await readEvent(ctx, id);
  await changed(ctx, 'deleted', [before.id], [before.employeeId], async (tx) => {
    await tx.delete(employeeEvents).where(and(eq(employeeEvents.venueId, ctx.venueId), eq(employeeEvents.id, before.id)));
    await logItems(ctx, tx, [{ entityId: before.id, action: 'deleted' }], ENTITY);
  });
  return { id: before.id, deleted: 1 as const };
}

export function timeoffCategories(ctx: VenueCtx) {
  return { data: { data: TIMEOFF_CATEGORIES.map((id) => ({ id, name: t(ctx.lang, `calendar.timeoff_${id}`), color: CATEGORY_COLORS[id] })) } };
}

async function readGroup(ctx: VenueCtx, groupHash: string): Promise<TimeoffRow[]> {
  const rows = await ctx.db.select().from(employeeEvents)
    .where(and(eq(employeeEvents.venueId, ctx.venueId), eq(employeeEvents.groupHash, groupHash), eq(employeeEvents.type, 'timeoff')))
    .orderBy(employeeEvents.startsAt);
  if (!rows.length) throw new AppError('NOT_FOUND');
  assertVisible(ctx, rows[0]!.employeeId);
  return rows;
}

function groupWire(rows: TimeoffRow[], timeZone: string) {
  const days = rows.map((row) => eventWire(row, timeZone));
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return {
    group_hash: first.group_hash, employee_id: first.employee_id, type: 'timeoff' as const, category: first.category,
    start: first.date, end: last.date, start_time: first.all_day ? null : first.start_time, end_time: first.all_day ? null : first.end_time,
    all_day: first.all_day, color: first.color, note: first.note, days,
  };
}

export async function getTimeoff(ctx: VenueCtx, groupHash: string) {
  const clock = await venueClock(ctx);
  return { data: groupWire(await readGroup(ctx, groupHash), clock.timeZone) };
}

/** One row per date; whole days when no times are given. */
function timeoffRows(ctx: VenueCtx, body: TimeoffBody, groupHash: string, timeZone: string) {
  const days = daysBetween(body.start, body.end);
  if (days < 0) throw fieldError('end', 'calendar.range_order');
  if (days >= MAX_TIMEOFF_DAYS) throw fieldError('end', 'calendar.range_too_long', { max: MAX_TIMEOFF_DAYS });
  if ((body.start_time == null) !== (body.end_time == null)) throw fieldError(body.start_time == null ? 'start_time' : 'end_time', 'validation.required');
  const allDay = body.start_time == null;
  const from = allDay ? 0 : clockToMinutes(body.start_time!);
  const to = allDay ? 1440 : clockToMinutes(body.end_time!);
  if (to <= from) throw fieldError('end_time', 'calendar.end_before_start');
  return datesBetween(body.start, body.end).map((date) => ({
    venueId: ctx.venueId, employeeId: body.employee_id, type: 'timeoff' as const, category: body.category ?? 'vacation', groupHash,
    startsAt: zonedInstant(date, from, timeZone), endsAt: zonedInstant(date, to, timeZone), allDay,
    color: body.color ?? 'appt_light_grey', note: body.note ?? '', createdBy: ctx.employeeId,
  }));
}

/** Appointments the time-off overlaps (the desk decides what to do with them). */
async function overlapping(ctx: VenueCtx, rows: { employeeId: number; startsAt: Date; endsAt: Date }[]) {
  if (!rows.length) return [];
  const found = await ctx.db.select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt }).from(appointments).where(and(
    eq(appointments.venueId, ctx.venueId), eq(appointments.employeeId, rows[0]!.employeeId), ne(appointments.status, 'cancelled'), eq(appointments.type, 'appointment'),
    lt(appointments.startsAt, rows[rows.length - 1]!.endsAt), gt(appointments.endsAt, rows[0]!.startsAt),
  ));
  return found.filter((a) => rows.some((r) => a.startsAt < r.endsAt && r.startsAt < a.endsAt)).map((a) => a.id);
}

export async function newTimeoff(ctx: VenueCtx, body: TimeoffBody) {
  await assertBookableEmployee(ctx, body.employee_id);
  const clock = await venueClock(ctx);
  const groupHash = randomBytes(16).toString('hex');
  const values = timeoffRows(ctx, body, groupHash, clock.timeZone);
  let rows: TimeoffRow[] = [];
  await changed(ctx, 'created', [], [body.employee_id], async (tx) => {
    rows = await tx.insert(employeeEvents).values(values).returning();
    await logItems(ctx, tx, [{ entityId: rows[0]!.id, action: 'timeoff_created', changes: { ...body, group_hash: groupHash } }], ENTITY);
  });
  return { data: groupWire(rows, clock.timeZone), appointments: await overlapping(ctx, rows) };
}

export async function updateTimeoff(ctx: VenueCtx, body: TimeoffBody & { group_hash: string }) {
  const before = await readGroup(ctx, body.group_hash);
  await assertBookableEmployee(ctx, body.employee_id);
  const clock = await venueClock(ctx);
  const values = timeoffRows(ctx, body, body.group_hash, clock.timeZone);
  let rows: TimeoffRow[] = [];
  await changed(ctx, 'updated', before.map((r) => r.id), [before[0]!.employeeId, body.employee_id], async (tx) => {
    await tx.delete(employeeEvents).where(and(eq(employeeEvents.venueId, ctx.venueId), inArray(employeeEvents.id, before.map((r) => r.id))));
    rows = await tx.insert(employeeEvents).values(values).returning();
    await logItems(ctx, tx, [{ entityId: rows[0]!.id, action: 'timeoff_updated', changes: { ...body } }], ENTITY);
  });
  return { data: groupWire(rows, clock.timeZone), appointments: await overlapping(ctx, rows) };
}

export async function deleteTimeoff(ctx: VenueCtx, groupHash: string) {
  const before = await readGroup(ctx, groupHash);
  await changed(ctx, 'deleted', before.map((r) => r.id), [before[0]!.employeeId], async (tx) => {
    await tx.delete(employeeEvents).where(and(eq(employeeEvents.venueId, ctx.venueId), inArray(employeeEvents.id, before.map((r) => r.id))));
    await logItems(ctx, tx, [{ entityId: before[0]!.id, action: 'timeoff_deleted', changes: { group_hash: groupHash } }], ENTITY);
  });
  return { group_hash: groupHash, deleted: before.length };
}
