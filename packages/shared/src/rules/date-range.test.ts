import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS } from '../constants';
import { matchPreset, presetRange } from './date-range';

const today = '2026-03-15';

describe('presetRange', () => {
  it('covers today and yesterday', () => {
    expect(presetRange('today', today)).toEqual(['2026-03-15', '2026-03-15']);
    expect(presetRange('yesterday', today)).toEqual(['2026-03-14', '2026-03-14']);
    expect(presetRange('yesterday', '2026-03-01')).toEqual(['2026-02-28', '2026-02-28']);
  });

  it('counts the last 7 and 30 days including today', () => {
    expect(presetRange('last_7_days', today)).toEqual(['2026-03-09', '2026-03-15']);
    expect(presetRange('last_30_day', today)).toEqual(['2026-02-14', '2026-03-15']);
  });

  it('covers whole months and years', () => {
    expect(presetRange('this_month', today)).toEqual(['2026-03-01', '2026-03-31']);
    expect(presetRange('this_month', '2024-02-10')).toEqual(['2024-02-01', '2024-02-29']);
    expect(presetRange('this_year', today)).toEqual(['2026-01-01', '2026-12-31']);
    expect(presetRange('last_year', today)).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('does not shift across a daylight-saving change', () => {
    expect(presetRange('last_7_days', '2026-03-31')).toEqual(['2026-03-25', '2026-03-31']);
    expect(presetRange('last_7_days', '2026-11-03')).toEqual(['2026-10-28', '2026-11-03']);
  });

  it('leaves custom_range to the user', () => {
    expect(presetRange('custom_range', today)).toBeNull();
  });

  it('gives every fixed preset a range that starts no later than it ends', () => {
    for (const preset of DATE_RANGE_PRESETS) {
      const range = presetRange(preset, today);
      if (range) expect(range[0] <= range[1]).toBe(true);
    }
  });

  it('refuses a day that is not a wire date', () => {
    expect(() => presetRange('today', '15/03/2026')).toThrow(RangeError);
  });
});

describe('matchPreset', () => {
  it('recognises a preset range and nothing else', () => {
    expect(matchPreset(['2026-03-09', '2026-03-15'], today)).toBe('last_7_days');
    expect(matchPreset(['2026-03-15', '2026-03-15'], today)).toBe('today');
    expect(matchPreset(['2026-03-10', '2026-03-15'], today)).toBeNull();
  });
});
