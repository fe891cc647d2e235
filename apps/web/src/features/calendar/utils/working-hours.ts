/**
 * Working hours shading: the parts of a column's visible range outside the open intervals
 * (employee shifts, or venue hours for resources) are drawn as closed time.
 */

export type Interval = [number, number];

/** Sorted, merged copy of intervals (empty and inverted ones are dropped). */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The closed parts of [from, to) given the open intervals. */
export function closedRanges(from: number, to: number, open: Interval[]): Interval[] {
  const closed: Interval[] = [];
  let cursor = from;
  for (const [start, end] of mergeIntervals(open)) {
    if (end <= cursor) continue;
    if (start >= to) break;
    if (start > cursor) closed.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < to) closed.push([cursor, to]);
  return closed;
}

/** A time-off of one day clipped to the visible range (whole-day time-offs cover all of it). */
export function clipToRange(interval: Interval, from: number, to: number): Interval | null {
  const start = Math.max(from, interval[0]);
  const end = Math.min(to, interval[1]);
  return end > start ? [start, end] : null;
}
