/** Duration display (spec §9): under one hour 'M min'; whole hours 'H h'; otherwise 'H h M min'. */

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** Unit words, translated by the caller (the web passes its phrases; the defaults are English). */
export interface DurationUnits {
  hour: string;
  minute: string;
}

const ENGLISH_UNITS: DurationUnits = { hour: 'h', minute: 'min' };

/** Splits whole minutes into hours and minutes (negative and fractional input count as 0 / whole minutes). */
export function durationParts(totalMinutes: number): DurationParts {
  const total = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export function formatDuration(totalMinutes: number, units: DurationUnits = ENGLISH_UNITS): string {
  const { hours, minutes } = durationParts(totalMinutes);
  if (hours === 0) return `${minutes} ${units.minute}`;
  if (minutes === 0) return `${hours} ${units.hour}`;
  return `${hours} ${units.hour} ${minutes} ${units.minute}`;
}
