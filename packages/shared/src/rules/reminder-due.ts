import { addDays, clockToMinutes, wallClock, zonedInstant } from './calendar-time';

/**
 * When a reminder is due (issue 19): `offsetMinutes` before the visit, counted on the venue's clock,
 * so "24 h before" a 10:00 visit is 10:00 the day before even across a daylight-saving change (23 or
 * 25 real hours then). A due time inside the venue's quiet hours is moved to their end when that is
 * still before the visit, else to their start (earlier): a reminder is never sent in quiet hours and
 * never after the visit has begun.
 */

export interface QuietHours {
  /** Venue-clock 'HH:mm'; `from` after `to` means the quiet hours pass midnight (21:00–08:00). */
  from: string;
  to: string;
}

/** The wall date and minutes `minutes` before (negative: after) a wall time, on the same clock. */
function shift(date: string, minutes: number): { date: string; minutes: number } {
  const days = Math.floor(minutes / 1440);
  return { date: addDays(date, days), minutes: minutes - days * 1440 };
}

export function isQuiet(minutes: number, quiet: QuietHours): boolean {
  const from = clockToMinutes(quiet.from);
  const to = clockToMinutes(quiet.to);
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

export function reminderDue(startsAt: Date, offsetMinutes: number, timeZone: string, quiet: QuietHours | null = null): Date {
  const start = wallClock(startsAt, timeZone);
  const wall = shift(start.date, start.minutes - offsetMinutes);
  const due = zonedInstant(wall.date, wall.minutes, timeZone);
  if (!quiet) return due;
  const at = wallClock(due, timeZone);
  if (!isQuiet(at.minutes, quiet)) return due;
  const from = clockToMinutes(quiet.from);
  const to = clockToMinutes(quiet.to);
  const endDate = at.minutes < to ? at.date : addDays(at.date, 1);
  const end = zonedInstant(endDate, to, timeZone);
  if (end < startsAt) return end;
  const startDate = at.minutes >= from ? at.date : addDays(at.date, -1);
  return zonedInstant(startDate, from, timeZone);
}
