import { describe, expect, it } from 'vitest';
import { earliestStart, hoursWarning, nextFreeStart, type FreeTimeInput } from './free-time';

const h = (hh: number, mm = 0) => hh * 60 + mm;
const base: FreeTimeInput = { date: '2026-11-24', today: '2026-11-24', nowMinutes: h(10, 2), slotInterval: 15, shifts: [[h(9), h(17)]], busy: [], fallback: h(7) };

describe('the new appointment starts at the next free time', () => {
  it('rounds now per spec §9 (next 5 minutes, always forward) and onto the slot grid', () => {
    expect(earliestStart('2026-11-24', '2026-11-24', h(10, 2), 15)).toBe(h(10, 15));
    expect(earliestStart('2026-11-24', '2026-11-24', h(10, 0), 5)).toBe(h(10, 5));
    expect(earliestStart('2026-11-24', '2026-11-24', h(10, 0), 15)).toBe(h(10, 15));
    expect(earliestStart('2026-11-24', '2026-11-24', h(10, 11), 30)).toBe(h(10, 30));
    expect(earliestStart('2026-11-25', '2026-11-24', h(10, 11), 30)).toBe(0);
    expect(earliestStart('2026-11-23', '2026-11-24', h(10, 11), 30)).toBeNull();
  });

  it('is the rounded now when the employee is free then', () => {
    expect(nextFreeStart(base)).toBe(h(10, 15));
  });

  it('skips the employee’s bookings, blocked time and time-off', () => {
    expect(nextFreeStart({ ...base, busy: [[h(10), h(11)], [h(11, 20), h(12)]] })).toBe(h(12));
    // 15 free minutes between two bookings are not enough for the default 30.
    expect(nextFreeStart({ ...base, busy: [[h(10), h(11)], [h(11, 15), h(12)]] })).toBe(h(12));
  });

  it('waits for the shift to start, and takes the next shift after a break', () => {
    expect(nextFreeStart({ ...base, nowMinutes: h(6, 40) })).toBe(h(9));
    expect(nextFreeStart({ ...base, shifts: [[h(9), h(12)], [h(13), h(17)]], busy: [[h(10), h(12)]] })).toBe(h(13));
  });

  it('starts another day at the first free time of the shift, never at 07:00 by default', () => {
    expect(nextFreeStart({ ...base, date: '2026-11-26', busy: [[h(9), h(9, 45)]] })).toBe(h(9, 45));
  });

  it('falls back to the rounded now (or the first hour) when the day has no free shift time', () => {
    expect(nextFreeStart({ ...base, shifts: [] })).toBe(h(10, 15));
    expect(nextFreeStart({ ...base, nowMinutes: h(18) })).toBe(h(18, 15));
    expect(nextFreeStart({ ...base, date: '2026-11-26', shifts: [] })).toBe(h(7));
    expect(nextFreeStart({ ...base, nowMinutes: h(23, 58) })).toBe(h(23, 45));
  });
});

describe('the working-hours warning', () => {
  const shifts: [number, number][] = [[h(9), h(17)]];
  it('is silent inside a shift', () => {
    expect(hoursWarning(h(16, 30), 30, shifts, [])).toBeNull();
  });
  it('names the shifts when the time is outside them, even partly', () => {
    expect(hoursWarning(h(16, 45), 30, shifts, [])).toEqual({ kind: 'outside', shifts });
    expect(hoursWarning(h(7), 30, shifts, [])).toEqual({ kind: 'outside', shifts });
  });
  it('says the employee does not work that day', () => {
    expect(hoursWarning(h(10), 30, [], [])).toEqual({ kind: 'off_day' });
  });
  it('names the time-off first', () => {
    const off = { span: [h(12), h(14)] as [number, number], what: 'Holiday' };
    expect(hoursWarning(h(13), 30, shifts, [off])).toEqual({ kind: 'timeoff', span: off.span, what: 'Holiday' });
  });
});
