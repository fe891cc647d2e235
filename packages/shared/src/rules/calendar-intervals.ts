/** Half-open intervals [start, end) of numbers (epoch ms or minutes), kept sorted and disjoint. */

export type Interval = readonly [number, number];

/** Sorts and merges overlapping or touching intervals; empty ones are dropped. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const result: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = result[result.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else result.push([a, b]);
  }
  return result;
}

/** The parts of `base` not covered by `remove` (both normalized). */
export function subtract(base: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let j = 0;
  for (const [start, end] of base) {
    let cursor = start;
    while (j < remove.length && remove[j]![1] <= cursor) j++;
    let k = j;
    while (k < remove.length && remove[k]![0] < end) {
      const [rs, re] = remove[k]!;
      if (rs > cursor) result.push([cursor, rs]);
      cursor = Math.max(cursor, re);
      if (re > end) break;
      k++;
    }
    if (cursor < end) result.push([cursor, end]);
  }
  return result;
}

/** Where both lists overlap (both normalized). */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]![0], b[j]![0]);
    const end = Math.min(a[i]![1], b[j]![1]);
    if (start < end) result.push([start, end]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return result;
}

/** True when [start, end) lies inside one interval of the normalized list (binary search). */
export function covers(list: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = list[mid]!;
    if (start < a) hi = mid - 1;
    else if (start >= b) lo = mid + 1;
    else return end <= b;
  }
  return false;
}

/** True when [start, end) overlaps any interval of the normalized list. */
export function overlapsAny(list: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = list[mid]!;
    if (end <= a) hi = mid - 1;
    else if (start >= b) lo = mid + 1;
    else return true;
  }
  return false;
}

export const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];
