/**
 * Where "New" starts and when a chosen time deserves a warning (issue 10 item 6).
 *
 * The new appointment starts at the selected employee's next free time: from now (today) advanced
 * per spec §9 (the next 5 minutes, always forward) and then onto the venue's slot grid, or from the
 * start of the day (another day); the first slot inside one of their shifts that leaves DEFAULT_LENGTH
 * minutes clear of their bookings, blocked time and time-off. With no such slot that day it falls
 * back to the rounded time (or the day's first visible hour) and the dialog's warning says why.
 */

import { roundMinutesUp } from '@chairside/shared/rules/time-rounding';
import { mergeIntervals, type Interval } from './working-hours';

/** The length "New" looks for before a service is chosen (the booking form's own default length). */
export const DEFAULT_LENGTH = 30;

export interface FreeTimeInput {
  date: string;
  today: string;
  /** minutes since midnight now, in the venue's zone */
  nowMinutes: number;
  slotInterval: number;
  /** the employee's shifts that date */
  shifts: Interval[];
  /** the employee's busy time that date: bookings, blocked time, time-off */
  busy: Interval[];
  /** where to start when nothing better is known (the grid's first hour) */
  fallback: number;
}

const ceilTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;
const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];

/** The earliest start allowed: now rounded per §9 then onto the slot grid today, midnight another day, none in the past. */
export function earliestStart(date: string, today: string, nowMinutes: number, slotInterval: number): number | null {
  if (date < today) return null;
  if (date > today) return 0;
  const step = Math.max(1, slotInterval);
  return ceilTo(roundMinutesUp(nowMinutes), step);
}

/** The employee's next free start that date (minutes since midnight). */
export function nextFreeStart(input: FreeTimeInput): number {
  const step = Math.max(1, input.slotInterval);
  const length = Math.max(DEFAULT_LENGTH, step);
  const earliest = earliestStart(input.date, input.today, input.nowMinutes, step);
  const busy = mergeIntervals(input.busy.map(([s, e]) => [s, e] as Interval));
  for (const [from, to] of mergeIntervals(input.shifts.map(([s, e]) => [s, e] as Interval))) {
    for (let start = ceilTo(Math.max(from, earliest ?? from), step); start + length <= to; start += step) {
      if (!busy.some((b) => overlaps(b, [start, start + length]))) return start;
    }
  }
  const plain = earliest === null || earliest === 0 ? input.fallback : earliest;
  return Math.min(Math.max(plain, 0), 1440 - step);
}

export type HoursWarning =
  | { kind: 'off_day' }
  | { kind: 'outside'; shifts: Interval[] }
  | { kind: 'timeoff'; span: Interval; what: string };

/**
 * Why [start, start + length) is an odd time for the employee, or null: during their time-off (named),
 * on a day they do not work, or outside their shifts (which are named). Never a refusal.
 */
export function hoursWarning(
  start: number,
  length: number,
  shifts: Interval[],
  timeoffs: { span: Interval; what: string }[],
): HoursWarning | null {
  const wanted: Interval = [start, start + Math.max(1, length)];
  const off = timeoffs.find((t) => overlaps(t.span, wanted));
  if (off) return { kind: 'timeoff', span: off.span, what: off.what };
  const merged = mergeIntervals(shifts.map(([s, e]) => [s, e] as Interval));
  if (!merged.length) return { kind: 'off_day' };
  if (merged.some(([s, e]) => s <= wanted[0] && wanted[1] <= e)) return null;
  return { kind: 'outside', shifts: merged };
}
