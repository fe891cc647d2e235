import dayjs from 'dayjs';

/** Date and time display rules (spec §3 "Locale and calendar", §9 "Dates, times and durations"). */

export const DATE_FORMAT_MAIN = 'YYYY/MM/DD';
export const DATE_FORMAT_CALENDAR = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const TIME_FORMAT_24 = 'HH:mm';
export const TIME_FORMAT_12 = 'h:mm A';

/** The venue's date_format setting as a dayjs pattern: it is shown upper-cased ('yyyy-mm-dd' → 'YYYY-MM-DD'). */
export function venueDateFormat(dateFormat: string | null | undefined): string {
  const trimmed = dateFormat?.trim();
  return trimmed ? trimmed.toUpperCase() : DATE_FORMAT_MAIN;
}

/** time_format above 12 means a 24-hour clock (HH:mm); otherwise a 12-hour one (h:mm A). */
export function timeFormatPattern(timeFormat: number | string | null | undefined): typeof TIME_FORMAT_24 | typeof TIME_FORMAT_12 {
  const value = Number(timeFormat);
  return Number.isFinite(value) && value > 12 ? TIME_FORMAT_24 : TIME_FORMAT_12;
}

/** start_of_week is used only when below 7 (a week day 0–6, Sunday = 0); otherwise the week starts on 0. */
export function weekStart(startOfWeek: number | string | null | undefined): number {
  const value = Number(startOfWeek);
  return Number.isInteger(value) && value >= 0 && value < 7 ? value : 0;
}

/** The seven week days (0–6) in display order for a start_of_week setting. */
export function weekDays(startOfWeek: number | string | null | undefined): number[] {
  const first = weekStart(startOfWeek);
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

type DateInput = string | Date | dayjs.Dayjs;

/** Formats a date with a pattern (default the main format); '' for an invalid date. */
export function formatDate(value: DateInput, pattern: string = DATE_FORMAT_MAIN): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** Formats a wire time 'HH:mm' (or 'HH:mm:ss') for the venue's time_format; '' when it is not a time. */
export function formatTime(time: string, timeFormat: number | string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return '';
  return dayjs('2000-01-01').hour(hours).minute(minutes).format(timeFormatPattern(timeFormat));
}
