import { addDays, addMonths, daysBetween } from './calendar-time';

/** Recurring bookings: every N days, weeks or months, until a date or for a number of times. */

export const REPEAT_UNITS = ['day', 'week', 'month'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];

export interface Repeat {
  every: number;
  unit: RepeatUnit;
  /** Last possible date, included. */
  until?: string | null;
  /** Number of occurrences, the first one included. */
  count?: number | null;
}

/** A series never holds more than this many occurrences (two years of weekly visits). */
export const MAX_OCCURRENCES = 104;

/**
 * The dates of a series starting on `first` (included). Monthly series keep the day of the month,
 * or use the month's last day when it is shorter (31 Jan → 28 Feb → 31 Mar).
 */
export function occurrences(first: string, repeat: Repeat): string[] {
  const limit = Math.min(repeat.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const dates: string[] = [];
  for (let n = 0; dates.length < limit; n++) {
    const step = n * repeat.every;
    const date = repeat.unit === 'month' ? addMonths(first, step) : addDays(first, repeat.unit === 'week' ? step * 7 : step);
    if (repeat.until && daysBetween(repeat.until, date) > 0) break;
    dates.push(date);
  }
  return dates;
}
