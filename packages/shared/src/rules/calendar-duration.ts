/**
 * The processing-time model (DESIGN.md §4): a service line lasts `initial + gap + finish` minutes.
 * During the gap the employee is free for another client; the resource (room, basin, chair) is
 * busy for the whole line.
 */

export interface DurationSplit {
  initial: number;
  gap: number;
  finish: number;
}

export interface DurationInput {
  /** The whole length; initial = duration − gap − finish. */
  duration?: number | null;
  gap?: number | null;
  finish?: number | null;
}

/** Longest line we accept: a whole day. */
export const MAX_LINE_MINUTES = 24 * 60;

export const totalMinutes = (split: DurationSplit) => split.initial + split.gap + split.finish;

/**
 * The line's split from what was sent, falling back to `defaults` (the employee's own duration for
 * the service, else the service's). Returns null when the parts do not add up (initial would be
 * under one minute, or the line is longer than a day).
 */
export function splitDuration(input: DurationInput, defaults: DurationSplit): DurationSplit | null {
  const duration = input.duration ?? totalMinutes(defaults);
  let gap = input.gap ?? defaults.gap;
  let finish = input.finish ?? defaults.finish;
  // A line shortened below the default processing tail becomes a plain line, unless the tail was sent.
  if (input.gap == null && input.finish == null && gap + finish >= duration) {
    gap = 0;
    finish = 0;
  }
  const initial = duration - gap - finish;
  if (![initial, gap, finish].every((n) => Number.isInteger(n) && n >= 0)) return null;
  if (initial < 1 || duration > MAX_LINE_MINUTES) return null;
  return { initial, gap, finish };
}

/** The wire form of a split (spec §3: a JSON string that may contain gap and finish). */
export const durationDetailString = (split: DurationSplit) =>
  JSON.stringify({ initial: split.initial, gap: split.gap, finish: split.finish });

/** "Has gap" display rule (spec §2.4): both gap and finish are present. */
export const hasGap = (split: DurationSplit) => split.gap > 0 && split.finish > 0;

export type SegmentKind = 'initial' | 'gap' | 'finish' | 'span';

export interface MinuteSegment {
  kind: SegmentKind;
  /** Minutes from the line's start. */
  from: number;
  to: number;
}

/** Where the employee is busy: initial and finish; the gap is free. Empty parts are left out. */
export function employeeBusy(split: DurationSplit): MinuteSegment[] {
  const parts: MinuteSegment[] = [{ kind: 'initial', from: 0, to: split.initial }];
  if (split.finish > 0) parts.push({ kind: 'finish', from: split.initial + split.gap, to: totalMinutes(split) });
  // Without a gap, initial and finish touch: one busy span is enough.
  if (split.gap === 0 && parts.length === 2) return [{ kind: 'initial', from: 0, to: totalMinutes(split) }];
  return parts;
}

/** Where the resource is busy: the whole line. */
export const resourceBusy = (split: DurationSplit): MinuteSegment[] => [{ kind: 'span', from: 0, to: totalMinutes(split) }];
