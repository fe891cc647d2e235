import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  emptyWeek, openingOn, resolveDay, type ClockSpan, type ClosedPeriod, type ResolvedDay, type Schedule, type WeekPattern,
} from '@chairside/shared/rules/work-schedule';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { employeeDayExceptions, employeeSchedules, venueClosedDays, venueHours } from '../../../db/schema/index';

/** Everything that decides who works when between two dates: read once, resolved per date in memory. */
export interface HoursSource {
  schedules: Map<number, StoredSchedule[]>;
  /** `${employeeId}|${date}` → that date's intervals ([] = day off). */
  exceptions: Map<string, ClockSpan[]>;
  closed: StoredClosedDay[];
  /** Opening hours per weekday (0 = Sunday). */
  weekly: WeekPattern;
}

export interface StoredSchedule extends Schedule {
  id: number;
  employee_id: number;
}
export interface StoredClosedDay extends ClosedPeriod {
  id: number;
  name: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/** Opening hours per weekday, sorted by opening time. */
export async function loadWeekly(db: Queryable, venueId: number): Promise<WeekPattern> {
  const rows = await db
    .select({ weekday: venueHours.weekday, opensAt: venueHours.opensAt, closesAt: venueHours.closesAt })
    .from(venueHours)
    .where(eq(venueHours.venueId, venueId))
    .orderBy(asc(venueHours.weekday), asc(venueHours.opensAt));
  const week = emptyWeek();
  for (const row of rows) week[row.weekday]?.push({ start_time: hhmm(row.opensAt), end_time: hhmm(row.closesAt) });
  return week;
}

/** Closed days overlapping [from, to] (all of them when no range is given), in date order. */
export async function loadClosedDays(db: Queryable, venueId: number, from: string | null, to: string | null): Promise<StoredClosedDay[]> {
  const where: SQL[] = [eq(venueClosedDays.venueId, venueId)];
  if (from) where.push(gte(venueClosedDays.endsOn, from));
  if (to) where.push(lte(venueClosedDays.startsOn, to));
  const rows = await db
    .select({ id: venueClosedDays.id, startsOn: venueClosedDays.startsOn, endsOn: venueClosedDays.endsOn, name: venueClosedDays.name })
    .from(venueClosedDays)
    .where(and(...where))
    .orderBy(asc(venueClosedDays.startsOn), asc(venueClosedDays.id));
  return rows.map((row) => ({ id: row.id, starts_on: row.startsOn, ends_on: row.endsOn, name: row.name }));
}

/** Schedules of some employees (all of the venue's when `employeeIds` is null) that touch [from, to], oldest first. */
export async function loadSchedules(db: Queryable, venueId: number, employeeIds: number[] | null, from: string | null, to: string | null): Promise<StoredSchedule[]> {
  const where: SQL[] = [eq(employeeSchedules.venueId, venueId)];
  if (employeeIds) where.push(inArray(employeeSchedules.employeeId, employeeIds.length ? employeeIds : [0]));
  if (from) where.push(or(isNull(employeeSchedules.endsOn), gte(employeeSchedules.endsOn, from))!);
  if (to) where.push(lte(employeeSchedules.startsOn, to));
  const rows = await db
    .select({
      id: employeeSchedules.id, employeeId: employeeSchedules.employeeId, startsOn: employeeSchedules.startsOn, endsOn: employeeSchedules.endsOn,
      anchorOn: employeeSchedules.anchorOn, weeks: employeeSchedules.weeks,
    })
    .from(employeeSchedules)
    .where(and(...where))
    .orderBy(asc(employeeSchedules.employeeId), asc(employeeSchedules.startsOn));
  return rows.map((row) => ({
    id: row.id, employee_id: row.employeeId, starts_on: row.startsOn, ends_on: row.endsOn, anchor_on: row.anchorOn, weeks: row.weeks,
  }));
}

export async function loadExceptions(db: Queryable, venueId: number, employeeIds: number[] | null, from: string, to: string | null) {
  const where: SQL[] = [eq(employeeDayExceptions.venueId, venueId), gte(employeeDayExceptions.date, from)];
  if (to) where.push(lte(employeeDayExceptions.date, to));
  if (employeeIds) where.push(inArray(employeeDayExceptions.employeeId, employeeIds.length ? employeeIds : [0]));
  return db
    .select({ employeeId: employeeDayExceptions.employeeId, date: employeeDayExceptions.date, spans: employeeDayExceptions.spans })
    .from(employeeDayExceptions)
    .where(and(...where))
    .orderBy(asc(employeeDayExceptions.date));
}

/** Reads what decides the hours of these employees (null = all) on the dates from `from` to `to`. */
export async function loadHoursSource(db: Queryable, venueId: number, employeeIds: number[] | null, from: string, to: string): Promise<HoursSource> {
  const schedulesRead = () => loadSchedules(db, venueId, employeeIds, from, to);
  const exceptionsRead = () => loadExceptions(db, venueId, employeeIds, from, to);
  const closedRead = () => loadClosedDays(db, venueId, from, to);
  const weeklyRead = () => loadWeekly(db, venueId);
  // A transaction is one connection: its reads go one after another; the pool's run side by side.
  const loaded = db instanceof PgTransaction
    ? [await schedulesRead(), await exceptionsRead(), await closedRead(), await weeklyRead()] as const
    : await Promise.all([schedulesRead(), exceptionsRead(), closedRead(), weeklyRead()]);
  const [schedules, exceptions, closed, weekly] = loaded;
  const byEmployee = new Map<number, StoredSchedule[]>();
  for (const schedule of schedules) byEmployee.set(schedule.employee_id, [...(byEmployee.get(schedule.employee_id) ?? []), schedule]);
  return {
    schedules: byEmployee,
    exceptions: new Map(exceptions.map((row) => [`${row.employeeId}|${row.date}`, row.spans])),
    closed,
    weekly,
  };
}

/** An employee's intervals on a date, and where they come from. */
export const employeeDay = (source: HoursSource, employeeId: number, date: string): ResolvedDay =>
  resolveDay(source.schedules.get(employeeId) ?? [], source.exceptions.get(`${employeeId}|${date}`), source.closed, date);

/** The venue's opening intervals on a date (none on a closed day). */
export const venueDay = (source: HoursSource, date: string): ClockSpan[] => openingOn(source.weekly, source.closed, date);
