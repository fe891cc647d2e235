import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '@chairside/shared/rules/calendar-time';
import { clockLabel, formatClock, isIsoDate, nowInZone, parseClock, startOfWeek, weekDates } from './clock';

describe('clock', () => {
  it('parses and formats wall-clock times', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('9:05:00')).toBe(545);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNaN();
    expect(parseClock('nope')).toBeNaN();
    expect(formatClock(570)).toBe('09:30');
    expect(formatClock(1440)).toBe('24:00');
  });

  it('does date arithmetic without time-zone drift, across DST changes and month ends', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-10-25', 1)).toBe('2025-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-03-28', '2025-04-02')).toBe(5);
    expect(weekdayOf('2025-06-01')).toBe(0);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-02-28')).toBe(true);
  });

  it('finds the week of a date for any start_of_week', () => {
    // 2025-06-04 is a Wednesday
    expect(startOfWeek('2025-06-04', 1)).toBe('2025-06-02');
    expect(startOfWeek('2025-06-04', 0)).toBe('2025-06-01');
    expect(startOfWeek('2025-06-04', 6)).toBe('2025-05-31');
    expect(startOfWeek('2025-06-02', 1)).toBe('2025-06-02');
    expect(weekDates('2025-06-04', 1)).toEqual([
      '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08',
    ]);
  });

  it("reads the venue's wall clock in its own time zone", () => {
    const at = new Date('2025-06-01T22:30:00Z');
    expect(nowInZone('Europe/Amsterdam', at)).toEqual({ date: '2025-06-02', minutes: 30 });
    expect(nowInZone('America/New_York', at)).toEqual({ date: '2025-06-01', minutes: 18 * 60 + 30 });
    expect(nowInZone('Not/AZone', at)).toEqual({ date: '2025-06-01', minutes: 22 * 60 + 30 });
  });

  it('shows times in the venue time format', () => {
    expect(clockLabel(570, 24)).toBe('09:30');
    expect(clockLabel(570, 12)).toBe('9:30 AM');
    expect(clockLabel(0, 12)).toBe('12:00 AM');
    expect(clockLabel(750, 12)).toBe('12:30 PM');
    expect(clockLabel(1320, 12)).toBe('10:00 PM');
  });
});
