/**
 * duration_detail (spec §3): a JSON string that may hold `gap` and `finish` minutes. A line's
 * length splits into initial, gap (processing: the employee is free) and finish minutes.
 */

import { hasGap, type DurationSplit } from '@chairside/shared/rules/calendar-duration';

export type { DurationSplit };

const minutes = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/** Reads gap and finish from duration_detail (string or already-parsed object); missing parts are 0. */
export function parseDurationDetail(detail: unknown): { gap: number; finish: number; hasGap: boolean } {
  let value: unknown = detail;
  if (typeof detail === 'string') {
    try {
      value = detail.trim() ? JSON.parse(detail) : null;
    } catch {
      value = null;
    }
  }
  if (!value || typeof value !== 'object') return { gap: 0, finish: 0, hasGap: false };
  const record = value as Record<string, unknown>;
  const gap = minutes(record.gap);
  const finish = minutes(record.finish);
  // Spec §2.4: an item whose duration_detail has both gap and finish is shown as 'has gap'.
  return { gap, finish, hasGap: hasGap({ initial: 0, gap, finish }) };
}

/** Splits a line of `total` minutes; gap and finish are cut down so that initial is at least 0. */
export function splitDuration(total: number, gap: number, finish: number): DurationSplit {
  const whole = Math.max(0, Math.round(total));
  const f = Math.min(Math.max(0, finish), whole);
  const g = Math.min(Math.max(0, gap), whole - f);
  return { initial: whole - g - f, gap: g, finish: f };
}

/** The shortest a line may be resized to: a processing line keeps its initial part and gap. */
export function minResizeTotal(split: DurationSplit, min = 5): number {
  return split.gap > 0 ? split.initial + split.gap + min : min;
}

/**
 * A new length for a resized line: on a processing line the finish absorbs the change (initial
 * and gap stay as booked); a plain line simply gets longer or shorter. Clamped to minResizeTotal.
 */
export function resizeSplit(split: DurationSplit, newTotal: number, min = 5): DurationSplit {
  const total = Math.max(minResizeTotal(split, min), Math.round(newTotal));
  if (split.gap === 0) return { initial: total, gap: 0, finish: 0 };
  return { initial: split.initial, gap: split.gap, finish: total - split.initial - split.gap };
}
