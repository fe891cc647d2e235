import { daysBetween } from '@chairside/shared/rules/calendar-time';
import { parseClock } from './clock';

/**
 * The part of an employee time-off or event that falls on one date, in minutes of that date.
 * The event runs from (start, start_time) to (end, end_time); `end` is the last date it covers,
 * so an end_time of '24:00' is the end of that date (the server writes a midnight end that way).
 */
export interface EventLike {
  start: string;
  end: string;
  start_time: string;
  end_time: string;
  all_day?: boolean;
}

export function eventSpanOn(event: EventLike, date: string): [number, number] | null {
  const startMinutes = parseClock(event.start_time);
  const endDay = daysBetween(event.start, event.end);
  const given = parseClock(event.end_time);
  const endMinutes = Number.isFinite(given) ? given : 1440;
  const from = Number.isFinite(startMinutes) ? startMinutes : 0;
  const absoluteStart = from;
  const absoluteEnd = endDay * 1440 + endMinutes;
  const day = daysBetween(event.start, date);
  const dayStart = day * 1440;
  const start = Math.max(absoluteStart, dayStart) - dayStart;
  const end = Math.min(absoluteEnd, dayStart + 1440) - dayStart;
  return end > start ? [start, end] : null;
}
