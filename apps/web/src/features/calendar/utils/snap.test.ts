import { describe, expect, it } from 'vitest';
import { defaultStartFromClock, movedStart, pickerTimes, resizedLength, roundPickerTime, snapMinutes } from './snap';

describe('snapping', () => {
  it('snaps dragged times to the nearest 5 minutes', () => {
    expect(snapMinutes(602)).toBe(600);
    expect(snapMinutes(603)).toBe(605);
    expect(snapMinutes(607.4)).toBe(605);
  });

  it('keeps a moved item inside the day', () => {
    expect(movedStart(600, 33, 60)).toBe(635);
    expect(movedStart(600, -700, 60)).toBe(0);
    expect(movedStart(1380, 100, 60)).toBe(1380);
  });

  it('resizes to 5-minute marks, never below the minimum or past midnight', () => {
    expect(resizedLength(600, 60, 12, 5)).toBe(70);
    expect(resizedLength(600, 60, -80, 5)).toBe(5);
    expect(resizedLength(600, 60, -80, 45)).toBe(45);
    expect(resizedLength(1380, 30, 200, 5)).toBe(60);
  });

  it('rounds the clock up to the next 5 minutes for a new booking (always advancing)', () => {
    expect(defaultStartFromClock(602)).toBe(605);
    expect(defaultStartFromClock(600)).toBe(605);
    expect(defaultStartFromClock(1439)).toBe(1435);
  });

  it('offers 15-minute steps in time pickers', () => {
    expect(pickerTimes(540, 600)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(pickerTimes(545, 600)).toEqual(['09:15', '09:30', '09:45']);
    expect(roundPickerTime(607)).toBe(615);
    expect(roundPickerTime(615)).toBe(615);
  });
});
