import { DEFAULT_ROUNDING_MINUTES, TIME_PICKER_ROUNDING_MINUTES, roundMinutesUp } from '@chairside/shared/rules/time-rounding';
import { MINUTES_PER_DAY, formatClock } from './clock';

/**
 * Snapping (spec §9 "Time rounding"): dragged and clicked times land on 5-minute marks; time
 * pickers offer 15-minute steps; a default start taken from the clock is rounded up (always
 * advancing) by the shared rule.
 */

export const DRAG_STEP_MINUTES = DEFAULT_ROUNDING_MINUTES;
export const PICKER_STEP_MINUTES = TIME_PICKER_ROUNDING_MINUTES;

/** The nearest multiple of `step` (a pointer position is snapped to the closest mark). */
export function snapMinutes(minutes: number, step: number = DRAG_STEP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/** A moved item's new start: snapped, and kept inside the day with its whole length. */
export function movedStart(originalStart: number, deltaMinutes: number, duration: number, step: number = DRAG_STEP_MINUTES): number {
  const start = snapMinutes(originalStart + deltaMinutes, step);
  return Math.min(Math.max(0, start), MINUTES_PER_DAY - Math.max(duration, step));
}

/** A resized item's new length: snapped, at least `min`, and ending by midnight. */
export function resizedLength(start: number, originalLength: number, deltaMinutes: number, min: number, step: number = DRAG_STEP_MINUTES): number {
  const end = snapMinutes(start + originalLength + deltaMinutes, step);
  return Math.min(MINUTES_PER_DAY - start, Math.max(min, end - start));
}

/** The default start for "new appointment now": the clock rounded up to the next 5 minutes. */
export function defaultStartFromClock(nowMinutes: number): number {
  return Math.min(roundMinutesUp(nowMinutes, DRAG_STEP_MINUTES), MINUTES_PER_DAY - DRAG_STEP_MINUTES);
}

/** The choices of a time picker: 'HH:mm' every 15 minutes between two minute marks. */
export function pickerTimes(from = 0, to = MINUTES_PER_DAY, step: number = PICKER_STEP_MINUTES): string[] {
  const times: string[] = [];
  for (let m = Math.ceil(from / step) * step; m < to; m += step) times.push(formatClock(m));
  return times;
}

/** A typed or chosen picker time rounded to the picker step ('10:07' → '10:15'); the same time when on a mark. */
export function roundPickerTime(minutes: number, step: number = PICKER_STEP_MINUTES): number {
  return minutes % step === 0 ? minutes : roundMinutesUp(minutes, step);
}
