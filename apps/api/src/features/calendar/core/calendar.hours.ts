import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { addDays, clockToMinutes, wallClock, type DayClock } from '@chairside/shared/rules/calendar-time';
import type { Interval } from '@chairside/shared/rules/calendar-intervals';
import { employeeEvents, employees } from '../../../db/schema/index';
import { employeeDay, loadHoursSource, venueDay, type HoursSource } from '../../staff/staff.service';
import type { Queryable } from '../../../db/client';

/** Working hours, opening hours and time-off, per venue date (read through the staff feature's service). */

export interface ClockSpan {
  start_time: string;
  end_time: string;
}

export type HoursData = HoursSource;

/**
 * What decides the hours of these employees (null = all) from `from` to `to`: the staff feature's
 * schedules, one-day exceptions, opening hours and closed days (staff/hours, issue 11).
 */
export const loadHours = (db: Queryable, venueId: number, employeeIds: number[] | null, from: string, to: string): Promise<HoursData> =>
  loadHoursSource(db, venueId, employeeIds, from, to);

/** The employee's shifts on a date (exception, else nothing on a closed day, else the pattern), as wall-clock spans. */
export const shiftsOn = (data: HoursData, employeeId: number, date: string): ClockSpan[] => employeeDay(data, employeeId, date).spans;

/** The venue's opening hours on a date: none on a closed day. */
export const openingOn = (data: HoursData, date: string): ClockSpan[] => venueDay(data, date);

/** Wall-clock spans of a date → instants (ms). */
export const spansToIntervals = (date: string, spans: ClockSpan[], clock: DayClock): Interval[] =>
  spans.map((span) => [clock.at(date, clockToMinutes(span.start_time)), clock.at(date, clockToMinutes(span.end_time))]);

export interface TimeoffRow {
  id: number;
  employeeId: number;
  type: 'timeoff' | 'event';
  category: string | null;
  title: string;
  groupHash: string | null;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  color: string;
  note: string;
}

/** Time-off and events overlapping [from, to). */
export async function eventsBetween(db: Queryable, venueId: number, from: Date, to: Date, employeeIds: number[] | null): Promise<TimeoffRow[]> {
  const where: SQL[] = [eq(employeeEvents.venueId, venueId), lt(employeeEvents.startsAt, to), gt(employeeEvents.endsAt, from)];
  if (employeeIds) where.push(inArray(employeeEvents.employeeId, employeeIds.length ? employeeIds : [0]));
  return db.select({
    id: employeeEvents.id, employeeId: employeeEvents.employeeId, type: employeeEvents.type, category: employeeEvents.category,
    title: employeeEvents.title, groupHash: employeeEvents.groupHash, startsAt: employeeEvents.startsAt, endsAt: employeeEvents.endsAt,
    allDay: employeeEvents.allDay, color: employeeEvents.color, note: employeeEvents.note,
  }).from(employeeEvents).where(and(...where)).orderBy(asc(employeeEvents.startsAt));
}

/**
 * An event as the calendar reads it (spec §3 "Employee time-off / calendar event"). `end` is the
 * last date the event covers: one that runs to midnight ends on the day before, at '24:00'.
 */
export function eventWire(row: TimeoffRow, timeZone: string) {
  const start = wallClock(row.startsAt, timeZone);
  const end = wallClock(row.endsAt, timeZone);
  const endsAtMidnight = end.minutes === 0 && end.date > start.date;
  return {
    id: row.id,
    group_hash: row.groupHash,
    employee_id: row.employeeId,
    type: row.type,
    category: row.category,
    title: row.title,
    start: start.date,
    end: endsAtMidnight ? addDays(end.date, -1) : end.date,
    date: start.date,
    start_time: start.time,
    end_time: endsAtMidnight ? '24:00' : end.time,
    all_day: row.allDay,
    color: row.color,
    note: row.note,
  };
}

/** Bookable, not archived employees in display order (optionally only some). */
export async function calendarEmployees(db: Queryable, venueId: number, only: number | null) {
  const where: SQL[] = [eq(employees.venueId, venueId), eq(employees.archived, false)];
  if (only !== null) where.push(eq(employees.id, only));
  return db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, avatar: employees.avatar, color: employees.color, bookable: employees.bookable })
    .from(employees)
    .where(and(...where))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
}
