/**
 * Wall-clock helpers for the calendar. Times are the venue's wall-clock times: 'HH:mm' strings and
 * 'YYYY-MM-DD' dates on the wire, minutes since midnight and plain date strings in the layout.
 * Date arithmetic (addDays, daysBetween, weekdayOf) and the zone's wall clock come from the shared
 * calendar-time rules, which work on UTC dates so the browser's own time zone never shifts a day.
 */

import { addDays, isTimeZone, wallClock, weekdayOf } from '@chairside/shared/rules/calendar-time';

export const MINUTES_PER_DAY = 1440;

/** 'HH:mm' or 'HH:mm:ss' (also '24:00') → minutes since midnight; NaN when it is not a time. */
export function parseClock(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return Number.NaN;
  return hours * 60 + minutes;
}

/** Minutes since midnight → 'HH:mm' (1440 gives '24:00'). */
export function formatClock(minutes: number): string {
  const whole = Math.max(0, Math.min(MINUTES_PER_DAY, Math.round(minutes)));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const toUtc = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (value: Date) => value.toISOString().slice(0, 10);

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** Day of the month of a date. */
export function dayOfMonth(date: string): number {
  return toUtc(date).getUTCDate();
}

/** The first day of the week holding `date`, for a week that starts on `firstDay` (0–6). */
export function startOfWeek(date: string, firstDay: number): string {
  const offset = (weekdayOf(date) - firstDay + 7) % 7;
  return addDays(date, -offset);
}

/** The seven dates of the week holding `date`. */
export function weekDates(date: string, firstDay: number): string[] {
  const first = startOfWeek(date, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The venue's wall-clock date and minute right now, in its IANA time zone (UTC for an unknown zone). */
export function nowInZone(timeZone: string, at: Date = new Date()): { date: string; minutes: number } {
  const { date, minutes } = wallClock(at, isTimeZone(timeZone) ? timeZone : 'UTC');
  return { date, minutes };
}

/** Minutes as the venue shows times: time_format above 12 is 'HH:mm', otherwise 'h:mm AM'. */
export function clockLabel(minutes: number, timeFormat: number | null | undefined): string {
  const whole = Math.max(0, Math.min(MINUTES_PER_DAY, Math.round(minutes)));
  if (Number(timeFormat) > 12) return formatClock(whole);
  const hours = Math.floor(whole / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(whole % 60).padStart(2, '0')} ${suffix}`;
}
