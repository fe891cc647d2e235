import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from './duration';

describe('formatDuration', () => {
  it("shows 'M min' under one hour", () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it("shows 'H h' for whole hours", () => {
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(180)).toBe('3 h');
  });

  it("shows 'H h M min' otherwise", () => {
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(605)).toBe('10 h 5 min');
  });

  it('takes the unit words from the caller', () => {
    expect(formatDuration(75, { hour: 'godz.', minute: 'min' })).toBe('1 godz. 15 min');
    expect(formatDuration(120, { hour: 'Std.', minute: 'Min.' })).toBe('2 Std.');
  });
});

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(135)).toEqual({ hours: 2, minutes: 15 });
  });

  it('treats negative and invalid input as zero and rounds fractions', () => {
    expect(durationParts(-10)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(59.6)).toEqual({ hours: 1, minutes: 0 });
  });
});
