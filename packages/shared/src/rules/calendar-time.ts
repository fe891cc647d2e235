/**
 * Venue wall-clock time ↔ instants (DESIGN.md §3: times are stored as instants and shown in the
 * venue's time zone). Dates are 'YYYY-MM-DD', clock times 'HH:mm' or minutes since midnight.
 * Built on Intl only, so it is exact across daylight-saving changes in every IANA zone.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** True for a real calendar date in 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

/** True for 'HH:mm' on a 24-hour clock. */
export const isClock = (value: string): boolean => CLOCK_RE.test(value);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'HH:mm' (or 'HH:mm:ss' as PostgreSQL prints time columns) → minutes since midnight. */
export function clockToMinutes(value: string): number {
  const [h, m] = value.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight → 'HH:mm' (1440 prints as '24:00'). */
export function minutesToClock(minutes: number): string {
  const whole = Math.round(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const dateToUtcMs = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const utcMsToDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(dateToUtcMs(date)).getUTCDay();

/** Adds calendar months, keeping the day of month or clamping it to the month's last day. */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = (((m % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const days = daysBetween(from, to);
  return Array.from({ length: Math.max(0, days + 1) }, (_, i) => addDays(from, i));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when the runtime knows the IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, as a UTC timestamp with the same fields. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Offset of the zone from UTC at an instant, in minutes (Amsterdam summer: 120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClockMs(ms, timeZone) - ms) / MINUTE_MS);
}

/**
 * The instant at which the venue's clock shows `date` + `minutes` (minutes may pass 1440: the next
 * day). A time skipped by a spring-forward change maps to the instant after the change (02:30 →
 * 03:30 summer time); a time that occurs twice in autumn maps to its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const wall = dateToUtcMs(date) + minutes * MINUTE_MS;
  // Two offsets around the wanted wall time; the right one maps back onto it.
  const before = zoneOffsetMinutes(new Date(wall - DAY_MS / 2), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + DAY_MS / 2), timeZone);
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (wallClockMs(candidate, timeZone) === wall) return new Date(candidate);
  }
  // Skipped wall time (spring forward): move on by the size of the jump.
  return new Date(wall - before * MINUTE_MS);
}

export interface WallClock {
  date: string;
  /** Minutes since the date's midnight. */
  minutes: number;
  time: string;
}

/** What the venue's clock shows at an instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const ms = wallClockMs(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS, timeZone);
  const date = utcMsToDate(ms);
  const minutes = Math.round((ms - dateToUtcMs(date)) / MINUTE_MS);
  return { date, minutes, time: minutesToClock(minutes) };
}

/** The venue's date today. */
export const zonedToday = (now: Date, timeZone: string): string => wallClock(now, timeZone).date;

/** The instants bounding whole venue days [from 00:00, the day after `to` 00:00). */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(from, 0, timeZone), end: zonedInstant(addDays(to, 1), 0, timeZone) };
}

export interface DayClock {
  /** The instant (epoch ms) at which the venue's clock shows `date` + `minutes`. */
  at(date: string, minutes: number): number;
  /** Midnight of `date` and of the next day (epoch ms). */
  bounds(date: string): { start: number; end: number };
}

/**
 * zonedInstant for many times of few dates: each date is looked up once, and times of ordinary
 * days (no daylight-saving change) are plain arithmetic from midnight.
 */
const dayCache = new Map<string, { start: number; end: number; linear: boolean }>();
const DAY_CACHE_LIMIT = 50_000;

export function dayClock(timeZone: string): DayClock {
  // Midnights never move: they are kept for every caller (Intl lookups are the costly part).
  const day = (date: string) => {
    const key = `${timeZone}|${date}`;
    let found = dayCache.get(key);
    if (!found) {
      const start = zonedInstant(date, 0, timeZone).getTime();
      const end = zonedInstant(addDays(date, 1), 0, timeZone).getTime();
      found = { start, end, linear: end - start === DAY_MS };
      if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
      dayCache.set(key, found);
    }
    return found;
  };
  return {
    at(date, minutes) {
      const d = day(date);
      return d.linear && minutes >= 0 && minutes <= 1440 ? d.start + minutes * MINUTE_MS : zonedInstant(date, minutes, timeZone).getTime();
    },
    bounds(date) {
      const d = day(date);
      return { start: d.start, end: d.end };
    },
  };
}
