import { describe, expect, it } from 'vitest';
import { WEEK_ORDER, toDays, toHours, weekdayName } from './hours';

describe('opening hours form', () => {
  it('starts from a usual week (Monday first, Sunday closed) when nothing is saved', () => {
    const days = toDays([]);
    expect(days.map((d) => d.weekday)).toEqual([...WEEK_ORDER]);
    expect(days[0]).toEqual({ weekday: 1, open: true, opens_at: '09:00', closes_at: '18:00' });
    expect(days[6]).toMatchObject({ weekday: 0, open: false });
    expect(toHours(days)).toHaveLength(6);
  });

  it('reads saved intervals back and writes only the open days', () => {
    const saved = [
      { weekday: 2, opens_at: '10:00', closes_at: '19:30' },
      { weekday: 0, opens_at: '11:00', closes_at: '15:00' },
    ];
    const days = toDays(saved);
    expect(days.filter((d) => d.open).map((d) => d.weekday)).toEqual([2, 0]);
    expect(toHours(days)).toEqual(saved);
    const closedTuesday = days.map((d) => (d.weekday === 2 ? { ...d, open: false } : d));
    expect(toHours(closedTuesday)).toEqual([saved[1]]);
  });

  it('names weekdays in the interface language', () => {
    expect(weekdayName(1, 'en-US')).toBe('Monday');
    expect(weekdayName(0, 'de-DE')).toBe('Sonntag');
    expect(weekdayName(6, 'pl-PL')).toBe('sobota');
  });
});
