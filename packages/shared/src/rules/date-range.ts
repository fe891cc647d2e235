import dayjs from 'dayjs';
import { DATE_RANGE_PRESETS } from '../constants';

/** Date-range presets of the report and list filters (spec §9), as wire dates 'YYYY-MM-DD', both ends included. */

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type FixedDateRangePreset = Exclude<DateRangePreset, 'custom_range'>;
export type DateRange = [from: string, to: string];

const WIRE = 'YYYY-MM-DD';

/** The range a preset covers on `today` ('YYYY-MM-DD' in the venue's time zone); null for custom_range. */
export function presetRange(preset: DateRangePreset, today: string): DateRange | null {
  const day = dayjs(today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !day.isValid()) throw new RangeError(`not a date: ${today}`);
  const range = (from: dayjs.Dayjs, to: dayjs.Dayjs): DateRange => [from.format(WIRE), to.format(WIRE)];
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last_7_days':
      return range(day.subtract(6, 'day'), day);
    case 'last_30_day':
      return range(day.subtract(29, 'day'), day);
    case 'this_month':
      return range(day.startOf('month'), day.endOf('month'));
    case 'this_year':
      return range(day.startOf('year'), day.endOf('year'));
    case 'last_year': {
      const last = day.subtract(1, 'year');
      return range(last.startOf('year'), last.endOf('year'));
    }
    case 'custom_range':
      return null;
  }
}

/** Which fixed preset, if any, a range equals on `today` (to highlight it in a picker). */
export function matchPreset(range: DateRange, today: string): FixedDateRangePreset | null {
  for (const preset of DATE_RANGE_PRESETS) {
    if (preset === 'custom_range') continue;
    const candidate = presetRange(preset, today);
    if (candidate && candidate[0] === range[0] && candidate[1] === range[1]) return preset;
  }
  return null;
}
