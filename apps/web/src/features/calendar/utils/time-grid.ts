import { MINUTES_PER_DAY, formatClock, parseClock } from './clock';

/**
 * The vertical time axis of the calendar: visible hours from calendar_display_hours, one row per
 * time_slot_interval. Everything is in minutes since midnight; pixels come from pxPerMinute.
 */

export interface DisplayHours {
  from: string;
  to: string;
}

export interface TimeSlot {
  /** minutes since midnight */
  start: number;
  /** 'HH:mm' */
  time: string;
  /** the row starts a whole hour (drawn with a stronger line and a label) */
  isHour: boolean;
}

export interface TimeGrid {
  from: number;
  to: number;
  interval: number;
  pxPerMinute: number;
  /** total height of a column in pixels */
  height: number;
  slots: TimeSlot[];
}

export const DEFAULT_DISPLAY_HOURS: DisplayHours = { from: '07:00', to: '21:00' };
export const DEFAULT_SLOT_INTERVAL = 15;

/** Rows stay readable: an hour is 96 px, or 120 px when rows are 10 minutes or shorter. */
export function pixelsPerMinute(interval: number): number {
  return interval <= 10 ? 2 : 1.6;
}

function validInterval(interval: number): number {
  return Number.isInteger(interval) && interval > 0 && interval <= 60 ? interval : DEFAULT_SLOT_INTERVAL;
}

/**
 * Visible range from the setting, widened to whole hours so that nothing booked outside it is
 * ever hidden (`extra` are [start, end] minute ranges of items that must be visible).
 */
export function visibleRange(hours: DisplayHours | null | undefined, extra: Array<[number, number]> = []): [number, number] {
  let from = parseClock(hours?.from ?? '');
  let to = parseClock(hours?.to ?? '');
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) {
    from = parseClock(DEFAULT_DISPLAY_HOURS.from);
    to = parseClock(DEFAULT_DISPLAY_HOURS.to);
  }
  for (const [start, end] of extra) {
    if (Number.isFinite(start)) from = Math.min(from, Math.floor(start / 60) * 60);
    if (Number.isFinite(end)) to = Math.max(to, Math.ceil(end / 60) * 60);
  }
  return [Math.max(0, from), Math.min(MINUTES_PER_DAY, to)];
}

export function buildTimeGrid(range: [number, number], slotInterval: number): TimeGrid {
  const interval = validInterval(slotInterval);
  const [from, to] = range;
  const pxPerMinute = pixelsPerMinute(interval);
  const slots: TimeSlot[] = [];
  // Rows are aligned to the clock (10:00, 10:15 …), even when the range starts off the grid.
  const first = Math.floor(from / interval) * interval;
  for (let start = first; start < to; start += interval) {
    slots.push({ start: Math.max(start, from), time: formatClock(Math.max(start, from)), isHour: start % 60 === 0 && start >= from });
  }
  return { from, to, interval, pxPerMinute, height: (to - from) * pxPerMinute, slots };
}

/** Pixel offset of a minute inside a column (clamped to the column). */
export function minutesToY(grid: TimeGrid, minutes: number): number {
  const clamped = Math.min(grid.to, Math.max(grid.from, minutes));
  return (clamped - grid.from) * grid.pxPerMinute;
}

/** Minute at a pixel offset inside a column (not snapped; clamped to the visible range). */
export function yToMinutes(grid: TimeGrid, y: number): number {
  return Math.min(grid.to, Math.max(grid.from, grid.from + y / grid.pxPerMinute));
}

/** The grid row (slot start) holding a pixel offset: what a click on empty time books. */
export function slotAt(grid: TimeGrid, y: number): number {
  const minutes = yToMinutes(grid, y);
  const start = Math.floor(minutes / grid.interval) * grid.interval;
  return Math.min(Math.max(start, grid.from), grid.to - grid.interval);
}
