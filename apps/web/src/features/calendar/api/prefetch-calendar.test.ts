import { describe, expect, it } from 'vitest';
import { calendarOpening, weeklyOpening } from './prefetch-calendar';

const settings = { timezone: 'Europe/Amsterdam', start_of_week: 1, calendar_default_view: 'daily' as const };
// 23:30 UTC on Tuesday 2026-03-03 is already Wednesday 2026-03-04 in Amsterdam.
const at = new Date('2026-03-03T23:30:00Z');

describe('the calendar reads asked for at start-up', () => {
  it("are today's day in the venue's zone for the daily view", () => {
    expect(calendarOpening(settings, '', 1, at)).toEqual({ date: '2026-03-04', from: '2026-03-04', to: '2026-03-04' });
  });

  it("follow the address bar's date and view, as the screen does", () => {
    expect(calendarOpening(settings, '?view=daily&date=2026-05-20', 1, at)).toEqual({ date: '2026-05-20', from: '2026-05-20', to: '2026-05-20' });
    expect(weeklyOpening(settings, '?view=weekly&date=2026-05-20')).toBe(true);
    // Wednesday 20 May 2026: the week from Monday 18 to Sunday 24, or from Sunday 17 to Saturday 23.
    expect(calendarOpening(settings, '?view=weekly&date=2026-05-20', 1, at)).toEqual({ date: '2026-05-20', from: '2026-05-18', to: '2026-05-24' });
    expect(calendarOpening(settings, '?view=weekly&date=2026-05-20', 0, at)).toEqual({ date: '2026-05-20', from: '2026-05-17', to: '2026-05-23' });
  });

  it("use the venue's default view when the address bar names none, and ignore a date that is not one", () => {
    const weekly = { ...settings, calendar_default_view: 'weekly' as const };
    expect(weeklyOpening(weekly, '')).toBe(true);
    expect(calendarOpening(weekly, '?date=2026-02-30', 1, at)).toEqual({ date: '2026-03-04', from: '2026-03-02', to: '2026-03-08' });
  });
});
