import { addDays, clockToMinutes, daysBetween, weekdayOf, zonedInstant } from './calendar-time';

/**
 * Working hours as the venue's wall clock (DESIGN.md §3): an employee's schedule is a repeating
 * pattern of one week or a rota of N weeks, valid from a date (and optionally until one); a date
 * may carry an exception that replaces that day (or makes it a day off) without touching the
 * pattern; the venue's closed days stop the pattern (an exception still wins: someone may work on
 * a closed day on purpose). Everything here is in dates and 'HH:mm', so a pattern means the same
 * clock times on both sides of a daylight-saving change; `spansToInstants` turns a day into
 * instants in the venue's zone.
 */

/** One working interval of a day; a break is the gap between two. `end_time` may be '24:00'. */
export interface ClockSpan {
  start_time: string;
  end_time: string;
}
/** Seven days, index = weekday (0 = Sunday … 6 = Saturday), each with its intervals. */
export type WeekPattern = ClockSpan[][];

/** A repeating schedule: `weeks.length` weeks (1 = weekly), valid from `starts_on` to `ends_on` (null = open-ended). */
export interface Schedule {
  starts_on: string;
  ends_on: string | null;
  /** A date in the rota's first week (week 0). Weeks run Monday to Sunday (ISO). */
  anchor_on: string;
  weeks: WeekPattern[];
}

/** A closed period of the venue (a public holiday is one date: starts_on = ends_on). */
export interface ClosedPeriod {
  starts_on: string;
  ends_on: string;
}

export type DaySource = 'pattern' | 'exception' | 'closed' | 'none';

export const MAX_ROTA_WEEKS = 8;
export const MAX_SPANS_PER_DAY = 6;

export const END_OF_DAY = '24:00';
const CLOCK_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** 'HH:mm' for a start; an end may also be '24:00' (midnight at the end of the day). */
export const isSpanClock = (value: string, end = false): boolean => CLOCK_RE.test(value) || (end && value === END_OF_DAY);

/** Monday of the ISO week holding `date`. */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

/** Which week of an N-week rota anchored on `anchorOn` the date falls in (0 … N-1), before the anchor too. */
export function rotaWeekIndex(anchorOn: string, date: string, cycleWeeks: number): number {
  const weeks = Math.floor(daysBetween(mondayOf(anchorOn), date) / 7);
  return ((weeks % cycleWeeks) + cycleWeeks) % cycleWeeks;
}

const covers = (s: { starts_on: string; ends_on: string | null }, date: string) => s.starts_on <= date && (s.ends_on === null || s.ends_on >= date);

/** The schedule in force on a date (schedules of one employee never overlap). */
export const scheduleOn = <T extends Schedule>(schedules: readonly T[], date: string): T | undefined => schedules.find((s) => covers(s, date));

/** The pattern's intervals on a date (no exceptions, no closed days). */
export function patternOn(schedules: readonly Schedule[], date: string): ClockSpan[] {
  const schedule = scheduleOn(schedules, date);
  if (!schedule || !schedule.weeks.length) return [];
  const week = schedule.weeks[rotaWeekIndex(schedule.anchor_on, date, schedule.weeks.length)]!;
  return week[weekdayOf(date)] ?? [];
}

export const isClosedOn = (closed: readonly ClosedPeriod[], date: string): boolean => closed.some((c) => c.starts_on <= date && c.ends_on >= date);

export interface ResolvedDay {
  spans: ClockSpan[];
  source: DaySource;
}

/**
 * An employee's intervals on a date: the exception for that date if there is one (an empty list is
 * a day off), else nothing on a closed day, else the pattern.
 */
export function resolveDay(schedules: readonly Schedule[], exception: readonly ClockSpan[] | undefined, closed: readonly ClosedPeriod[], date: string): ResolvedDay {
  if (exception) return { spans: [...exception], source: 'exception' };
  if (isClosedOn(closed, date)) return { spans: [], source: 'closed' };
  const spans = patternOn(schedules, date);
  return { spans, source: spans.length ? 'pattern' : 'none' };
}

/** The venue's opening intervals on a date: none on a closed day. */
export const openingOn = (weekly: WeekPattern, closed: readonly ClosedPeriod[], date: string): ClockSpan[] =>
  isClosedOn(closed, date) ? [] : (weekly[weekdayOf(date)] ?? []);

const minutesOf = (span: ClockSpan): [number, number] => [clockToMinutes(span.start_time), clockToMinutes(span.end_time)];

/** True when some part of the intervals falls outside the opening intervals (allowed, but flagged). */
export function outsideOpening(spans: readonly ClockSpan[], opening: readonly ClockSpan[]): boolean {
  const open = opening.map(minutesOf);
  return spans.some((span) => {
    let [from] = minutesOf(span);
    const [, to] = minutesOf(span);
    // Walk the span across the opening intervals, sorted by start.
    for (const [a, b] of [...open].sort((x, y) => x[0] - y[0])) {
      if (a <= from && b > from) from = b;
      if (from >= to) return false;
    }
    return from < to;
  });
}

/** Why a day's intervals are not acceptable, or null: each must start before it ends, and none may overlap another (in any order). */
export function spansProblem(spans: readonly ClockSpan[]): 'clock' | 'order' | 'overlap' | 'too_many' | null {
  if (spans.length > MAX_SPANS_PER_DAY) return 'too_many';
  if (spans.some((span) => !isSpanClock(span.start_time) || !isSpanClock(span.end_time, true))) return 'clock';
  let previousEnd = -1;
  for (const span of sortSpans(spans)) {
    const [from, to] = minutesOf(span);
    if (from >= to) return 'order';
    if (from < previousEnd) return 'overlap';
    previousEnd = to;
  }
  return null;
}

/** Intervals sorted by start (what is stored). */
export const sortSpans = (spans: readonly ClockSpan[]): ClockSpan[] => [...spans].sort((a, b) => minutesOf(a)[0] - minutesOf(b)[0]);

/**
 * Puts a new schedule in place among an employee's schedules: the new one wins where they meet.
 * An older schedule that began before it ends the day before; one that runs on after the new one's
 * end starts again the day after (keeping its rota's anchor, so its weeks do not shift); one wholly
 * inside it is gone. The answer is sorted by start and has no overlaps.
 */
export function placeSchedule<T extends Schedule>(existing: readonly T[], next: T): T[] {
  const out: T[] = [];
  for (const old of existing) {
    const endsBefore = old.ends_on !== null && old.ends_on < next.starts_on;
    const startsAfter = next.ends_on !== null && old.starts_on > next.ends_on;
    if (endsBefore || startsAfter) {
      out.push(old);
      continue;
    }
    if (old.starts_on < next.starts_on) out.push({ ...old, ends_on: addDays(next.starts_on, -1) });
    if (next.ends_on !== null && (old.ends_on === null || old.ends_on > next.ends_on)) {
      out.push({ ...old, starts_on: addDays(next.ends_on, 1) });
    }
  }
  out.push(next);
  return out.sort((a, b) => (a.starts_on < b.starts_on ? -1 : a.starts_on > b.starts_on ? 1 : 0));
}

/** A day's intervals as instants (epoch ms) in the venue's zone: exact across daylight-saving changes. */
export const spansToInstants = (date: string, spans: readonly ClockSpan[], timeZone: string): [number, number][] =>
  spans.map((span) => {
    const [from, to] = minutesOf(span);
    return [zonedInstant(date, from, timeZone).getTime(), zonedInstant(date, to, timeZone).getTime()];
  });

/** An empty week (seven days without intervals). */
export const emptyWeek = (): WeekPattern => Array.from({ length: 7 }, () => []);
