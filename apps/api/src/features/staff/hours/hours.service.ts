import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { addDays, datesBetween, daysBetween, isTimeZone, wallClock, zonedDayRange } from '@chairside/shared/rules/calendar-time';
import { mondayOf, outsideOpening, placeSchedule, sortSpans, type ClockSpan, type Schedule, type WeekPattern } from '@chairside/shared/rules/work-schedule';
import {
  MAX_GRID_DAYS, type CopyWeekBody, type ExceptionBody, type GridCell, type ScheduleUpdateBody, type WorkingHoursGridResponse,
} from '@chairside/shared/staff-hours';
import type { EmployeeEvent } from '@chairside/shared/calendar-data';
import type { Queryable } from '../../../db/client';
import { employeeDayExceptions, employeeEvents, employeeSchedules, employees, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { logActivity } from '../../../lib/activity';
import { employeeDay, loadExceptions, loadHoursSource, loadSchedules, venueDay, type HoursSource, type StoredSchedule } from './hours.queries';

/**
 * Working hours (issue 11; docs/architecture.md "Working hours"): the week grid, an employee's
 * repeating schedule, one-day exceptions and copying a week. The venue's side (opening hours,
 * closed days) is in hours.venue.ts. Every change is announced by the tables' triggers (kind
 * 'hours', migration 0010), so open calendars refetch their hours.
 */

export { loadHoursSource, employeeDay, venueDay, type HoursSource } from './hours.queries';
export { venueWorkingHours, updateVenueHours, storeClosedDay, deleteClosedDay, replaceVenueHours, addClosedDay } from './hours.venue';

async function venueZone(db: Queryable, venueId: number): Promise<string> {
  const [row] = await db.select({ timeZone: venues.timezone }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return row && isTimeZone(row.timeZone) ? row.timeZone : 'UTC';
}

const employeeColumns = {
  id: employees.id, first_name: employees.firstName, last_name: employees.lastName, color: employees.color, avatar: employees.avatar,
};

/** The venue's employee (not archived), or 404: another venue's id is "not found" too. */
async function activeEmployee(db: Queryable, venueId: number, id: number) {
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.venueId, venueId), eq(employees.id, id), eq(employees.archived, false)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function assertGridRange(from: string, to: string) {
  const days = daysBetween(from, to);
  if (days < 0) throw fieldError('to', 'staff_hours.validation.range_order');
  if (days >= MAX_GRID_DAYS) throw fieldError('to', 'staff_hours.validation.range_too_long', { max: MAX_GRID_DAYS });
}

function cellOf(source: HoursSource, employeeId: number, date: string): GridCell {
  const day = employeeDay(source, employeeId, date);
  return { employee_id: employeeId, date, spans: day.spans, source: day.source, outside_opening: outsideOpening(day.spans, venueDay(source, date)) };
}

/** Time-off days overlapping the range, as the calendar's events read them (spec §3 "Employee time-off"). */
async function timeoffsBetween(db: Queryable, venueId: number, employeeIds: number[], from: string, to: string, timeZone: string): Promise<EmployeeEvent[]> {
  if (!employeeIds.length) return [];
  const { start, end } = zonedDayRange(from, to, timeZone);
  const rows = await db
    .select()
    .from(employeeEvents)
    .where(and(
      eq(employeeEvents.venueId, venueId), eq(employeeEvents.type, 'timeoff'), inArray(employeeEvents.employeeId, employeeIds),
      lt(employeeEvents.startsAt, end), gt(employeeEvents.endsAt, start),
    ))
    .orderBy(asc(employeeEvents.startsAt));
  return rows.map((row) => {
    const first = wallClock(row.startsAt, timeZone);
    const last = wallClock(row.endsAt, timeZone);
    const midnight = last.minutes === 0 && last.date > first.date;
    return {
      id: row.id, group_hash: row.groupHash, employee_id: row.employeeId, type: row.type, category: row.category, title: row.title,
      start: first.date, end: midnight ? addDays(last.date, -1) : last.date, date: first.date, start_time: first.time,
      end_time: midnight ? '24:00' : last.time, all_day: row.allDay, color: row.color, note: row.note,
    };
  });
}

/** GET employees/working-hours?from&to: every active employee's resolved shifts per date, the opening hours and time-off. */
export async function workingHoursGrid(ctx: VenueCtx, from: string, to: string): Promise<WorkingHoursGridResponse> {
  assertGridRange(from, to);
  const staff = await ctx.db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
  const ids = staff.map((e) => e.id);
  const [source, timeZone] = await Promise.all([loadHoursSource(ctx.db, ctx.venueId, ids, from, to), venueZone(ctx.db, ctx.venueId)]);
  const dates = datesBetween(from, to);
  return {
    from,
    to,
    employees: staff,
    days: dates.map((date) => {
      const closed = source.closed.find((c) => c.starts_on <= date && c.ends_on >= date);
      return { date, closed: Boolean(closed), closed_name: closed ? closed.name : null, opening: venueDay(source, date) };
    }),
    cells: ids.flatMap((id) => dates.map((date) => cellOf(source, id, date))),
    timeoffs: await timeoffsBetween(ctx.db, ctx.venueId, ids, from, to, timeZone),
  };
}

const scheduleWire = (s: StoredSchedule) => ({ id: s.id, starts_on: s.starts_on, ends_on: s.ends_on, anchor_on: s.anchor_on, weeks: s.weeks });

/** GET employees/working-hours/detail/{id}: the employee's schedules and their exceptions from `from` (default: a year back) on. */
export async function employeeHours(ctx: VenueCtx, employeeId: number, from: string | undefined) {
  const employee = await activeEmployee(ctx.db, ctx.venueId, employeeId);
  const since = from ?? addDays(wallClock(ctx.deps.now(), await venueZone(ctx.db, ctx.venueId)).date, -366);
  const schedules = await loadSchedules(ctx.db, ctx.venueId, [employeeId], null, null);
  const exceptions = await loadExceptions(ctx.db, ctx.venueId, [employeeId], since, null);
  return { employee, schedules: schedules.map(scheduleWire), exceptions: exceptions.map((e) => ({ date: e.date, spans: e.spans })) };
}

const cleanWeek = (week: WeekPattern): WeekPattern => week.map((day) => sortSpans(day).map((s) => ({ start_time: s.start_time, end_time: s.end_time })));

/**
 * Puts a schedule in place for an employee (the rules of placeSchedule): the rows of the employee
 * are replaced by the new list in one transaction. Used by the route and by the demo seed.
 */
export async function placeEmployeeSchedule(db: Queryable, venueId: number, employeeId: number, next: Schedule): Promise<StoredSchedule[]> {
  const existing = await loadSchedules(db, venueId, [employeeId], null, null);
  const placed = placeSchedule<Schedule>(existing.map(({ id: _id, employee_id: _e, ...rest }) => rest), next);
  await db.delete(employeeSchedules).where(and(eq(employeeSchedules.venueId, venueId), eq(employeeSchedules.employeeId, employeeId)));
  await db.insert(employeeSchedules).values(placed.map((s) => ({
    venueId, employeeId, startsOn: s.starts_on, endsOn: s.ends_on, anchorOn: s.anchor_on, weeks: s.weeks,
  })));
  return loadSchedules(db, venueId, [employeeId], null, null);
}

/** POST employees/working-hours/update/{id}: a new repeating schedule from a date; the one before it is kept before that date. */
export async function updateSchedule(ctx: VenueCtx, employeeId: number, body: ScheduleUpdateBody) {
  const next: Schedule = {
    starts_on: body.starts_on,
    ends_on: body.ends_on ?? null,
    anchor_on: mondayOf(body.anchor_on ?? body.starts_on),
    weeks: body.weeks.map(cleanWeek),
  };
  const schedules = await ctx.db.transaction(async (tx) => {
    await activeEmployee(tx, ctx.venueId, employeeId);
    // One writer per employee at a time: the replace-all below must not interleave.
    await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, employeeId))).for('update');
    const placed = await placeEmployeeSchedule(tx, ctx.venueId, employeeId, next);
    await logActivity(ctx, { entity: 'employee_schedule', entityId: employeeId, action: 'update', changes: { schedule: { after: next } } }, tx);
    return placed;
  });
  return { schedules: schedules.map(scheduleWire), message: t(ctx.lang, 'staff_hours.schedule_saved') };
}

async function writeException(db: Queryable, venueId: number, employeeId: number, date: string, spans: ClockSpan[] | null) {
  if (spans === null) {
    await db.delete(employeeDayExceptions).where(and(
      eq(employeeDayExceptions.venueId, venueId), eq(employeeDayExceptions.employeeId, employeeId), eq(employeeDayExceptions.date, date),
    ));
    return;
  }
  const clean = sortSpans(spans).map((s) => ({ start_time: s.start_time, end_time: s.end_time }));
  await db
    .insert(employeeDayExceptions)
    .values({ venueId, employeeId, date, spans: clean })
    .onConflictDoUpdate({ target: [employeeDayExceptions.venueId, employeeDayExceptions.employeeId, employeeDayExceptions.date], set: { spans: clean, updatedAt: new Date() } });
}

/** POST employees/working-hours/exception/{id}: one date's intervals instead of the pattern ([] = day off; null = back to the pattern). */
export async function setException(ctx: VenueCtx, employeeId: number, body: ExceptionBody) {
  const cell = await ctx.db.transaction(async (tx) => {
    await activeEmployee(tx, ctx.venueId, employeeId);
    await writeException(tx, ctx.venueId, employeeId, body.date, body.spans);
    await logActivity(ctx, { entity: 'employee_schedule', entityId: employeeId, action: 'exception', changes: { [body.date]: { after: body.spans } } }, tx);
    return cellOf(await loadHoursSource(tx, ctx.venueId, [employeeId], body.date, body.date), employeeId, body.date);
  });
  return { cell, message: t(ctx.lang, body.spans === null ? 'staff_hours.exception_cleared' : 'staff_hours.exception_saved') };
}

/** POST employees/working-hours/copy-week: a week's resolved shifts become exceptions on the same weekdays of the following weeks. */
export async function copyWeek(ctx: VenueCtx, body: CopyWeekBody) {
  const weeks = body.weeks ?? 1;
  const copied = await ctx.db.transaction(async (tx) => {
    const staff = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false)));
    const wanted = body.employee_ids;
    if (wanted?.some((id) => !staff.some((e) => e.id === id))) throw fieldError('employee_ids', 'staff_hours.validation.employee_unknown');
    const ids = staff.map((e) => e.id).filter((id) => !wanted || wanted.includes(id));
    const source = await loadHoursSource(tx, ctx.venueId, ids, body.from, addDays(body.from, 6));
    const rows = Array.from({ length: weeks }, (_, week) => addDays(body.to, week * 7)).flatMap((target) =>
      ids.flatMap((employeeId) => Array.from({ length: 7 }, (_, day) => ({
        venueId: ctx.venueId, employeeId, date: addDays(target, day), spans: employeeDay(source, employeeId, addDays(body.from, day)).spans,
      }))));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(employeeDayExceptions)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [employeeDayExceptions.venueId, employeeDayExceptions.employeeId, employeeDayExceptions.date],
          set: { spans: sql`excluded.spans`, updatedAt: sql`now()` },
        });
    }
    const count = rows.length;
    await logActivity(ctx, { entity: 'employee_schedule', entityId: null, action: 'copy_week', changes: { from: { after: body.from }, to: { after: body.to }, weeks: { after: weeks } } }, tx);
    return count;
  });
  return { copied, message: t(ctx.lang, 'staff_hours.week_copied') };
}
