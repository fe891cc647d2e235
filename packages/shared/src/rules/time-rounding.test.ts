import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundClockUp, roundMinutesUp, roundTimeUp, TIME_PICKER_ROUNDING_MINUTES } from './time-rounding';

describe('time rounding', () => {
  it('advances to the next 5 minutes by default, also from a multiple', () => {
    expect(roundClockUp('10:02')).toBe('10:05');
    expect(roundClockUp('10:04')).toBe('10:05');
    expect(roundClockUp('10:00')).toBe('10:05');
    expect(roundClockUp('10:57')).toBe('11:00');
  });

  it('uses 15 minutes in time pickers', () => {
    expect(roundClockUp('10:01', TIME_PICKER_ROUNDING_MINUTES)).toBe('10:15');
    expect(roundClockUp('10:15', TIME_PICKER_ROUNDING_MINUTES)).toBe('10:30');
    expect(roundClockUp('10:46', TIME_PICKER_ROUNDING_MINUTES)).toBe('11:00');
  });

  it('wraps past midnight', () => {
    expect(roundClockUp('23:58')).toBe('00:00');
    expect(roundMinutesUp(23 * 60 + 58)).toBe(1440);
  });

  it('rounds a moment and drops the seconds', () => {
    const rounded = roundTimeUp(new Date(2026, 0, 5, 9, 7, 42, 500));
    expect(rounded).toEqual(new Date(2026, 0, 5, 9, 10, 0, 0));
    expect(roundTimeUp(new Date(2026, 0, 5, 23, 59), 15)).toEqual(new Date(2026, 0, 6, 0, 0));
  });

  it('always lands on a multiple strictly after the time, at most one interval on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.constantFrom(5, 10, 15, 30), (minutes, interval) => {
        const rounded = roundMinutesUp(minutes, interval);
        expect(rounded % interval).toBe(0);
        expect(rounded).toBeGreaterThan(minutes);
        expect(rounded - minutes).toBeLessThanOrEqual(interval);
      }),
    );
  });

  it('refuses a bad interval or time', () => {
    expect(() => roundMinutesUp(10, 0)).toThrow(RangeError);
    expect(() => roundClockUp('ten')).toThrow(RangeError);
  });
});
