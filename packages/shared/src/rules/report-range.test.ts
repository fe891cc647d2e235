import { describe, expect, it } from 'vitest';
import { previousRange, reportDates, resolveReportRange } from './report-range';

const at = (iso: string) => new Date(iso);

describe('report ranges on the venue clock', () => {
  it('takes today from the venue zone, not UTC: 23:30 UTC on 31 Jan is already 1 Feb in Amsterdam', () => {
    const now = at('2026-01-31T23:30:00Z');
    expect(reportDates({ preset: 'today' }, now, 'Europe/Amsterdam')).toEqual(['2026-02-01', '2026-02-01']);
    expect(reportDates({ preset: 'today' }, now, 'America/New_York')).toEqual(['2026-01-31', '2026-01-31']);
    expect(reportDates({ preset: 'yesterday' }, now, 'Europe/Amsterdam')).toEqual(['2026-01-31', '2026-01-31']);
  });

  it('crosses a month end: last_7_days and this_month on 2 March, and the month before a 31-day month', () => {
    const now = at('2026-03-02T10:00:00Z');
    expect(reportDates({ preset: 'last_7_days' }, now, 'Europe/Warsaw')).toEqual(['2026-02-24', '2026-03-02']);
    expect(reportDates({ preset: 'last_30_day' }, now, 'Europe/Warsaw')).toEqual(['2026-02-01', '2026-03-02']);
    const month = resolveReportRange({ preset: 'this_month' }, now, 'Europe/Warsaw')!;
    expect([month.current.from, month.current.to]).toEqual(['2026-03-01', '2026-03-31']);
    expect([month.previous.from, month.previous.to]).toEqual(['2026-02-01', '2026-02-28']);
  });

  it('crosses a year end: on 1 January in Auckland this_year, last_year and the comparison', () => {
    const now = at('2025-12-31T12:00:00Z'); // 01:00 on 1 Jan 2026 in Auckland
    const year = resolveReportRange({ preset: 'this_year' }, now, 'Pacific/Auckland')!;
    expect([year.current.from, year.current.to]).toEqual(['2026-01-01', '2026-12-31']);
    expect([year.previous.from, year.previous.to]).toEqual(['2025-01-01', '2025-12-31']);
    expect(reportDates({ preset: 'last_year' }, now, 'Pacific/Auckland')).toEqual(['2025-01-01', '2025-12-31']);
    expect(reportDates({ preset: 'last_7_days' }, now, 'Pacific/Auckland')).toEqual(['2025-12-26', '2026-01-01']);
    expect(year.current.start.toISOString()).toBe('2025-12-31T11:00:00.000Z');
  });

  it('a day of a daylight-saving change is 23 or 25 hours of the venue clock', () => {
    const spring = resolveReportRange({ preset: 'today' }, at('2026-03-29T12:00:00Z'), 'Europe/Amsterdam')!;
    expect(spring.current.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.current.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(spring.current.end.getTime() - spring.current.start.getTime()).toBe(23 * 3_600_000);
    const autumn = resolveReportRange({ preset: 'yesterday' }, at('2026-10-26T12:00:00Z'), 'Europe/Amsterdam')!;
    expect(autumn.current.from).toBe('2026-10-25');
    expect(autumn.current.end.getTime() - autumn.current.start.getTime()).toBe(25 * 3_600_000);
  });

  it('custom ranges: both ends needed, in order, real dates, at most two years', () => {
    const now = at('2026-06-15T12:00:00Z');
    expect(reportDates({ preset: 'custom_range', date_from: '2026-05-03', date_to: '2026-05-09' }, now, 'UTC')).toEqual(['2026-05-03', '2026-05-09']);
    expect(reportDates({ date_from: '2026-05-03', date_to: '2026-05-09' }, now, 'UTC')).toEqual(['2026-05-03', '2026-05-09']);
    expect(reportDates({ date_from: '2026-05-09', date_to: '2026-05-03' }, now, 'UTC')).toBeNull();
    expect(reportDates({ date_from: '2026-02-30', date_to: '2026-03-03' }, now, 'UTC')).toBeNull();
    expect(reportDates({ date_from: '2020-01-01', date_to: '2026-01-01' }, now, 'UTC')).toBeNull();
    expect(reportDates({ preset: 'custom_range' }, now, 'UTC')).toBeNull();
  });

  it('compares with the period just before, of the same shape', () => {
    expect(previousRange('2026-05-03', '2026-05-09')).toEqual(['2026-04-26', '2026-05-02']);
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual(['2026-02-01', '2026-02-28']);
    expect(previousRange('2026-01-01', '2026-03-31')).toEqual(['2025-10-01', '2025-12-31']);
    expect(previousRange('2026-01-01', '2026-01-01')).toEqual(['2025-12-31', '2025-12-31']);
  });
});
