import { describe, expect, it } from 'vitest';
import { change, formatCell, sortRows } from './report-cells';

const format = { price: (m: number) => `€${(m / 100).toFixed(2)}`, date: (d: string) => d.split('-').reverse().join('.'), duration: (m: number) => `${m} min` };
const t = (key: string) => `<${key}>`;

describe('report cells', () => {
  it('writes money, minutes, percents, dates and codes', () => {
    expect(formatCell('money', 'booked_value', 12345, format, t)).toBe('€123.45');
    expect(formatCell('minutes', 'minutes', 90, format, t)).toBe('90 min');
    expect(formatCell('percent', 'utilisation', null, format, t)).toBe('–');
    expect(formatCell('date', 'date', '2026-03-01', format, t)).toBe('01.03.2026');
    expect(formatCell('text', 'status', 'running-late', format, t)).toBe('<calendar.status_running_late>');
    expect(formatCell('text', 'customer', 'Ana', format, t)).toBe('Ana');
    // Loyalty: the segment's name, visits per customer with two decimals.
    expect(formatCell('text', 'segment', 'returning', format, t)).toBe('<reports.segment_returning>');
    expect(formatCell('ratio', 'visits_per_customer', 1.5, format, t)).toBe((1.5).toLocaleString(undefined, { minimumFractionDigits: 2 }));
    expect(formatCell('ratio', 'visits_per_customer', null, format, t)).toBe('–');
  });

  it('compares with the previous period, and not with nothing', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(5, 0)).toBeNull();
    expect(change(5, null)).toBeNull();
  });

  it('sorts numbers numerically and texts alphabetically, either way', () => {
    const rows = [{ n: 10, s: 'b' }, { n: 9, s: 'a' }, { n: 100, s: 'c' }];
    expect(sortRows(rows, 'n', false).map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRows(rows, 's', true).map((r) => r.s)).toEqual(['c', 'b', 'a']);
    expect(sortRows(rows, null, false)).toBe(rows);
  });
});
