import { describe, expect, it } from 'vitest';
import { timeOptions } from './time-select';

describe('time choices (spec §9: 15-minute steps, the venue clock)', () => {
  it('offers every quarter hour of the day', () => {
    const options = timeOptions('09:00', 24);
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: '00:00', label: '00:00' });
    expect(options.at(-1)).toEqual({ value: '23:45', label: '23:45' });
  });

  it('labels them on a 12-hour clock when time_format is 12, whatever the language', () => {
    const options = timeOptions('09:00', 12);
    expect(options.find((o) => o.value === '14:30')?.label).toBe('2:30 PM');
    expect(options.find((o) => o.value === '00:15')?.label).toBe('12:15 AM');
  });

  it('keeps a time off the steps selectable, in order, and ignores what is not a time', () => {
    const values = timeOptions('10:07', 24).map((o) => o.value);
    expect(values).toHaveLength(97);
    expect(values.slice(values.indexOf('10:00'), values.indexOf('10:00') + 3)).toEqual(['10:00', '10:07', '10:15']);
    expect(timeOptions('soon', 24)).toHaveLength(96);
  });
});
