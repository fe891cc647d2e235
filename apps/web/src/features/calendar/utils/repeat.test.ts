import { describe, expect, it } from 'vitest';
import { DEFAULT_REPEAT, repeatIssues, repeatRule, repeatSummary, seriesDates, type RepeatState } from './repeat';

const PHRASES: Record<string, string> = {
  'calendar.repeat_summary': '{{every}}, {{times}}, until {{until}}',
  'calendar.repeat_every_week': 'Every week',
  'calendar.repeat_every_weeks': 'Every {{n}} weeks',
  'calendar.repeat_every_day': 'Every day',
  'calendar.repeat_every_month': 'Every month',
  'calendar.repeat_every_months': 'Every {{n}} months',
  'calendar.repeat_times': '{{n}} times',
};
const t = (key: string, vars: Record<string, unknown> = {}) => (PHRASES[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const slashes = (date: string) => date.replaceAll('-', '/');
const repeat = (patch: Partial<RepeatState>): RepeatState => ({ ...DEFAULT_REPEAT, on: true, ...patch });

describe('repeat summary', () => {
  it('says how often, how many times and the last date in the venue format', () => {
    expect(repeatSummary('2026-10-01', repeat({ every: 2, unit: 'week', count: 6 }), t, slashes)).toBe('Every 2 weeks, 6 times, until 2026/12/10');
    expect(repeatSummary('2026-10-01', repeat({ every: 1, unit: 'week', count: 3 }), t, slashes)).toBe('Every week, 3 times, until 2026/10/15');
  });

  it('counts the dates up to an end date (the end date itself included)', () => {
    expect(repeatSummary('2026-10-01', repeat({ every: 1, unit: 'day', end: 'until', until: '2026-10-05' }), t, slashes)).toBe('Every day, 5 times, until 2026/10/05');
    // monthly from the 31st uses the last day of shorter months
    expect(repeatSummary('2026-01-31', repeat({ every: 1, unit: 'month', end: 'until', until: '2026-12-31' }), t, slashes)).toBe('Every month, 12 times, until 2026/12/31');
    expect(seriesDates('2026-01-31', repeat({ every: 3, unit: 'month', end: 'until', until: '2026-12-31' }))).toEqual(['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']);
  });

  it('gives no summary while the choice is incomplete or wrong, and says what is wrong', () => {
    expect(repeatSummary('2026-10-01', repeat({ every: '' }), t, slashes)).toBeNull();
    expect(repeatIssues('2026-10-01', repeat({ every: '' })).every).toEqual({ key: 'validation.required' });
    expect(repeatIssues('2026-10-01', repeat({ every: 53 })).every).toEqual({ key: 'validation.too_big', vars: { max: 52 } });
    expect(repeatIssues('2026-10-01', repeat({ count: 1 })).count).toEqual({ key: 'validation.too_small', vars: { min: 2 } });
    expect(repeatIssues('2026-10-01', repeat({ count: 105 })).count).toEqual({ key: 'validation.too_big', vars: { max: 104 } });
    expect(repeatIssues('2026-10-01', repeat({ end: 'until', until: null }))).toEqual({ until: { key: 'validation.required' } });
    expect(repeatIssues('2026-10-01', repeat({ end: 'until', until: '2026-10-01' }))).toEqual({ until: { key: 'calendar.repeat_until_after' } });
    expect(repeatIssues('2026-10-01', repeat({ end: 'until', until: '2026-10-07' }))).toEqual({ until: { key: 'calendar.repeat_too_few' } });
    expect(repeatIssues('2026-10-01', repeat({ end: 'until', until: '2026-10-08' }))).toEqual({});
  });

  it('sends either the count or the end date', () => {
    expect(repeatRule(repeat({ every: 2, unit: 'week', count: 6, until: '2026-12-01' }))).toEqual({ every: 2, unit: 'week', count: 6 });
    expect(repeatRule(repeat({ end: 'until', until: '2026-12-01', count: 6 }))).toEqual({ every: 1, unit: 'week', until: '2026-12-01' });
  });
});
