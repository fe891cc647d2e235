import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatInstant, formatPrice, formatTime, weekOrder, weekdayName } from './format';

const euro = { currency_symbol: '€', currency_symbol_position: 'before', decimal_separator: 'comma', price_decimal_places: 2 };
const t = (key: string) => ({ 'shell.unit_hour': 'Std.', 'shell.unit_minute': 'Min.' })[key] ?? key;

describe('format (wrappers over the shared rules)', () => {
  it('formats prices with the venue settings, and plainly without them', () => {
    expect(formatPrice(1250, euro)).toBe('€ 12,50');
    expect(formatPrice(1250, { ...euro, currency_symbol: 'zł', currency_symbol_position: 'after' })).toBe('12,50 zł');
    expect(formatPrice(1250)).toBe('12.50');
  });

  it('formats durations with the language unit words', () => {
    expect(formatDuration(45, t)).toBe('45 Min.');
    expect(formatDuration(120, t)).toBe('2 Std.');
    expect(formatDuration(95, t)).toBe('1 Std. 35 Min.');
  });

  it('formats dates and times with the venue formats', () => {
    expect(formatDate('2025-03-07')).toBe('2025/03/07');
    expect(formatDate('2025-03-07', { date_format: 'dd.mm.yyyy' })).toBe('07.03.2025');
    expect(formatTime('14:05', { time_format: 24 })).toBe('14:05');
    expect(formatTime('14:05', { time_format: 12 })).toBe('2:05 PM');
    expect(formatDateTime('2025-03-07T14:05:00', { date_format: 'yyyy-mm-dd', time_format: 24 })).toBe('2025-03-07 14:05');
  });

  it('starts the week on Monday unless the venue sets a start day', () => {
    expect(weekOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder({ start_of_week: 0 })).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder({ start_of_week: 9 })).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('names week days in the interface language', () => {
    expect(weekdayName(1, 'de')).toBe('Montag');
    expect(weekdayName(0, 'en-us', 'short')).toBe('Sun');
    expect(weekdayName(3, 'pl')).toBe('środa');
  });

  it('formats prices by the venue settings alone, whatever the language (spec §9 "Display")', () => {
    const dollars = { currency_symbol: '$', currency_symbol_position: 'before', decimal_separator: 'dot', price_decimal_places: 2 };
    expect(formatPrice(6500, dollars)).toBe('$ 65.00');
    expect(formatPrice(6500, { ...euro, currency_symbol_position: 'after', price_decimal_places: 0 })).toBe('65 €');
    expect(formatPrice(6550, { ...euro, price_decimal_places: 3 })).toBe('€ 65,500');
  });

  it('shows instants with the language\'s date words and the venue\'s clock', () => {
    const at = '2026-12-22T13:05:00Z';
    const en24 = formatInstant(at, { locale: 'en-US', timeZone: 'Europe/Berlin', timeFormat: 24 });
    expect(en24).toMatch(/Dec 22, 2026/);
    expect(en24).toMatch(/14:05/);
    expect(en24).not.toMatch(/PM/);
    expect(formatInstant(at, { locale: 'en-US', timeZone: 'Europe/Berlin', timeFormat: 12 })).toMatch(/2:05\sPM/);
    const de12 = formatInstant(at, { locale: 'de-DE', timeZone: 'Europe/Berlin', timeFormat: 12 });
    expect(de12).toMatch(/22\.12\.2026/);
    expect(de12).not.toMatch(/14:05/);
    expect(formatInstant(at, { locale: 'pl-PL', timeZone: 'Nowhere/Else', timeFormat: 24 })).toMatch(/2026/);
  });
});
