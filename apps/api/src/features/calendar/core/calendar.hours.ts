import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { addDays, clockToMinutes, wallClock, weekdayOf, type DayClock } from '@chairside/shared/rules/calendar-time';
import type { Interval } from '@chairside/shared/rules/calendar-intervals';
import { employeeEvents, employeeShifts, employees, venueHours } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';

/** Working hours, opening hours and time-off, per venue date (weekday patterns expanded). */

export interface ClockSpan {
  start_time: string;
  end_time: string;
}

type ShiftRow = Pick<typeof employeeShifts.$inferSelect, 'employeeId' | 'weekday' | 'startsAt' | 'endsAt' | 'validFrom' | 'validUntil'>;
type HourRow = Pick<typeof venueHours.$inferSelect, 'weekday' | 'opensAt' | 'closesAt'>;

const hhmm = (time: string) => time.slice(0, 5);

export interface HoursData {
  shifts: ShiftRow[];
  opening: HourRow[];
}

export async function loadHours(db: Queryable, venueId: number, employeeIds: number[] | null): Promise<HoursData> {
  const shiftWhere: SQL[] = [eq(employeeShifts.venueId, venueId)];
  if (employeeIds) shiftWhere.push(inArray(employeeShifts.employeeId, employeeIds.length ? employeeIds : [0]));
  const [shifts, opening] = await Promise.all([
    db.select({
      employeeId: employeeShifts.employeeId, weekday: employeeShifts.weekday, startsAt: employeeShifts.startsAt, endsAt: employeeShifts.endsAt,
      validFrom: employeeShifts.validFrom, validUntil: employeeShifts.validUntil,
    }).from(employeeShifts).where(and(...shiftWhere)).orderBy(asc(employeeShifts.startsAt)),
    db.select({ weekday: venueHours.weekday, opensAt: venueHours.opensAt, closesAt: venueHours.closesAt })
      .from(venueHours).where(eq(venueHours.venueId, venueId)).orderBy(asc(venueHours.opensAt)),
  ]);
  return { shifts, opening };
}

/** The employee's shifts on a date, as wall-clock spans. */
export function shiftsOn(data: HoursData, employeeId: number, date: string): ClockSpan[] {
  const weekday = weekdayOf(date);
  return data.shifts
    .filter((s) => s.employeeId === employeeId && s.weekday === weekday && (!s.validFrom || s.validFrom <= date) && (!s.validUntil || s.validUntil >= date))
    .map((s) => ({ start_time: hhmm(s.startsAt), end_time: hhmm(s.endsAt) }));
}

export function openingOn(data: HoursData, date: string): ClockSpan[] {
  const weekday = weekdayOf(date);
  return data.opening.filter((h) => h.weekday === weekday).map((h) => ({ start_time: hhmm(h.opensAt), end_time: hhmm(h.closesAt) }));
}

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
