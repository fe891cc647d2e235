import type { DateRangePreset } from './date-range';
import { presetRange } from './date-range';
import { addDays, addMonths, daysBetween, daysInMonth, isIsoDate, zonedDayRange, zonedToday } from './calendar-time';

/**
 * The period a report covers (spec §9 presets), resolved on the venue's clock: `today` is the venue's
 * date at `now` in its time zone, and the period's instants run from the venue's midnight of `from`
 * to its midnight after `to` — so a day across a daylight-saving change is 23 or 25 hours long, as the
 * venue lived it. None of the spec's presets is week-based, so the week start does not move any of
 * them; a custom range is taken as given.
 *
 * The comparison period is the one just before, of the same shape: whole calendar months (this_month,
 * this_year, last_year, or a custom range of whole months) step back by as many months; anything else
 * steps back by as many days.
 */

export interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export interface ReportRangeInput {
  preset?: DateRangePreset | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** Longest custom range a report reads (two years and a day for a leap year). */
export const MAX_REPORT_DAYS = 732;

const period = (from: string, to: string, timeZone: string): ReportPeriod => ({ from, to, ...zonedDayRange(from, to, timeZone) });

const isMonthEnd = (date: string) => Number(date.slice(8, 10)) === daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/** The period just before [from, to], of the same shape. */
export function previousRange(from: string, to: string): [string, string] {
  if (from.endsWith('-01') && isMonthEnd(to)) {
    const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    const start = addMonths(from, -months);
    return [start, addDays(from, -1)];
  }
  const days = daysBetween(from, to) + 1;
  return [addDays(from, -days), addDays(from, -1)];
}

/** The dates of the range: the preset's on the venue's today, else date_from and date_to; null when they are missing, invalid or reversed. */
export function reportDates(input: ReportRangeInput, now: Date, timeZone: string): [string, string] | null {
  if (input.preset && input.preset !== 'custom_range') return presetRange(input.preset, zonedToday(now, timeZone));
  const { date_from: from, date_to: to } = input;
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) return null;
  return [from, to];
}

/** The current and the previous period, with their instants in the venue's zone. */
export function resolveReportRange(input: ReportRangeInput, now: Date, timeZone: string): { current: ReportPeriod; previous: ReportPeriod } | null {
  const dates = reportDates(input, now, timeZone);
  if (!dates) return null;
  const [pFrom, pTo] = previousRange(dates[0], dates[1]);
  return { current: period(dates[0], dates[1], timeZone), previous: period(pFrom, pTo, timeZone) };
}
