/**
 * Time rounding (spec §9): to the next multiple of 5 minutes by default, always advancing, so a
 * time already on a multiple moves on to the next one (10:00 → 10:05, 10:02 → 10:05); time pickers
 * use 15 minutes.
 */

export const DEFAULT_ROUNDING_MINUTES = 5;
export const TIME_PICKER_ROUNDING_MINUTES = 15;

const checkInterval = (interval: number) => {
  if (!Number.isInteger(interval) || interval <= 0) throw new RangeError(`interval must be a positive whole number of minutes, got ${interval}`);
};

/** Minutes since midnight advanced to the next multiple of `interval` (may reach 1440 or beyond: the caller wraps). */
export function roundMinutesUp(minutes: number, interval: number = DEFAULT_ROUNDING_MINUTES): number {
  checkInterval(interval);
  const whole = Math.floor(minutes);
  return whole - (((whole % interval) + interval) % interval) + interval;
}

/** A moment advanced to the next multiple of `interval` minutes of its (local) hour; seconds are dropped. */
export function roundTimeUp(date: Date, interval: number = DEFAULT_ROUNDING_MINUTES): Date {
  checkInterval(interval);
  const result = new Date(date.getTime());
  result.setSeconds(0, 0);
  const minutes = result.getMinutes();
  result.setMinutes(minutes - (minutes % interval) + interval);
  return result;
}

/** 'HH:mm' advanced to the next multiple of `interval`, wrapping past midnight. */
export function roundClockUp(time: string, interval: number = DEFAULT_ROUNDING_MINUTES): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) throw new RangeError(`not a time: ${time}`);
  const total = roundMinutesUp(Number(match[1]) * 60 + Number(match[2]), interval) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
