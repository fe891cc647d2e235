import { describe, expect, it } from 'vitest';
import {
  addDays, addMonths, clockToMinutes, datesBetween, isClock, isIsoDate, minutesToClock, wallClock, weekdayOf, zonedDayRange, zonedInstant, zonedToday,
} from './calendar-time';

const AMS = 'Europe/Amsterdam';
const iso = (date: Date) => date.toISOString().slice(0, 16);

describe('calendar time', () => {
  it('checks dates and clock times', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isClock('23:59')).toBe(true);
    expect(isClock('24:00')).toBe(false);
    expect(isClock('9:00')).toBe(false);
    expect(clockToMinutes('09:30:00')).toBe(570);
    expect(minutesToClock(570)).toBe('09:30');
  });

  it('does date arithmetic without time zones', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(weekdayOf('2027-08-04')).toBe(3);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(datesBetween('2027-03-30', '2027-04-02')).toEqual(['2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02']);
  });

  it('maps wall-clock times to instants in summer and winter time', () => {
    expect(iso(zonedInstant('2027-07-01', 600, AMS))).toBe('2027-07-01T08:00');
    expect(iso(zonedInstant('2027-12-01', 600, AMS))).toBe('2027-12-01T09:00');
    expect(iso(zonedInstant('2027-07-01', 600, 'America/New_York'))).toBe('2027-07-01T14:00');
  });

  it('takes the first occurrence of a repeated autumn hour, and moves a skipped spring hour forward', () => {
    // 31 October 2027: 03:00 summer time becomes 02:00 winter time.
    expect(iso(zonedInstant('2027-10-31', 150, AMS))).toBe('2027-10-31T00:30');
    expect(iso(zonedInstant('2027-10-31', 180, AMS))).toBe('2027-10-31T02:00');
    // 28 March 2027: 02:00 winter time becomes 03:00 summer time; 02:30 does not exist.
    expect(iso(zonedInstant('2027-03-28', 150, AMS))).toBe('2027-03-28T01:30');
    expect(wallClock(zonedInstant('2027-03-28', 150, AMS), AMS).time).toBe('03:30');
  });

  it('reads the wall clock back, and bounds whole venue days', () => {
    expect(wallClock(new Date('2027-10-31T01:30:00Z'), AMS)).toEqual({ date: '2027-10-31', minutes: 150, time: '02:30' });
    expect(zonedToday(new Date('2027-06-30T22:30:00Z'), AMS)).toBe('2027-07-01');
    const day = zonedDayRange('2027-10-31', '2027-10-31', AMS);
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(25);
  });
});
