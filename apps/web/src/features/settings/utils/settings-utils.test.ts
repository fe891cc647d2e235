import { describe, expect, it } from 'vitest';
import { changedValues } from '../hooks/use-section-form';
import { currencyDecimals, currencyOptions, currencySymbol } from './currencies';
import { logoFileProblem } from './logo-file';
import { PREVIEW_AMOUNT, pricePreview } from './price-preview';
import { schedulePreview } from './schedule-preview';
import { timeZoneOptions, utcOffset } from './timezones';

const euro = { currency_symbol: '€', currency_symbol_position: 'before', decimal_separator: 'comma', price_decimal_places: 2 };

describe('price preview (the app formatter with the settings being edited)', () => {
  it('shows the sample price as the venue will: symbol side, separator and decimal places', () => {
    expect(PREVIEW_AMOUNT).toBe(123_450);
    expect(pricePreview(euro)).toBe('€ 1234,50');
    expect(pricePreview({ ...euro, currency_symbol: '$', currency_symbol_position: 'after', decimal_separator: 'dot' })).toBe('1234.50 $');
    expect(pricePreview({ ...euro, price_decimal_places: 0 })).toBe('€ 1235');
    expect(pricePreview({ ...euro, price_decimal_places: 3 })).toBe('€ 1234,500');
    expect(pricePreview({ ...euro, currency_symbol: '  ' })).toBe('1234,50');
    expect(pricePreview(euro, -350)).toBe('-€ 3,50');
  });
});

describe('currencies', () => {
  it('lists ISO codes with their names in the interface language, keeping an unknown current one', () => {
    const options = currencyOptions('de-DE', 'XQQ');
    expect(options.find((o) => o.value === 'EUR')?.label).toBe('EUR · Euro');
    expect(options.find((o) => o.value === 'USD')?.label).toMatch(/^USD · US-Dollar/);
    expect(options.some((o) => o.value === 'XQQ')).toBe(true);
    expect(options.map((o) => o.value)).toEqual([...options.map((o) => o.value)].sort());
  });

  it('suggests the usual symbol and decimals for a currency', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('KWD')).toBe(3);
  });
});

describe('time zones', () => {
  it('labels every IANA zone with its offset, sorted by offset, the current one included', () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    expect(utcOffset('Europe/Amsterdam', winter)).toBe('+01:00');
    expect(utcOffset('Europe/Amsterdam', new Date('2027-07-15T12:00:00Z'))).toBe('+02:00');
    expect(utcOffset('America/New_York', winter)).toBe('-05:00');
    expect(utcOffset('UTC', winter)).toBe('+00:00');
    const options = timeZoneOptions('Europe/Amsterdam', winter);
    expect(options.find((o) => o.value === 'Europe/Amsterdam')?.label).toBe('(UTC+01:00) Europe/Amsterdam');
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe('(UTC-05:00) America/New York');
    expect(options.some((o) => o.value === 'UTC')).toBe(true);
    const index = (zone: string) => options.findIndex((o) => o.value === zone);
    expect(index('America/New_York')).toBeLessThan(index('UTC'));
    expect(index('UTC')).toBeLessThan(index('Europe/Amsterdam'));
  });
});

describe('schedule preview', () => {
  const base = { date_format: 'yyyy/mm/dd', time_format: 24, start_of_week: 1, calendar_display_hours: { from: '07:00', to: '22:00' }, time_slot_interval: 15 };
  const weekday = (day: number) => ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'][day]!;

  it('shows the date, times, first calendar rows and week order in the chosen formats', () => {
    const preview = schedulePreview(base, new Date(2027, 2, 26), weekday);
    expect(preview).toEqual({
      date: '2027/03/26',
      start: '14:30',
      end: '15:45',
      rows: ['07:00', '07:15', '07:30', '07:45'],
      days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    });
    const twelve = schedulePreview({ ...base, time_format: 12, date_format: 'dd.mm.yyyy', start_of_week: 0, time_slot_interval: 60, calendar_display_hours: { from: '10:00', to: '12:00' } }, new Date(2027, 2, 26), weekday);
    expect(twelve).toMatchObject({ date: '26.03.2027', start: '2:30 PM', end: '3:45 PM', rows: ['10:00 AM', '11:00 AM'] });
    expect(twelve.days[0]).toBe('Su');
  });
});

describe('settings forms', () => {
  it('sends only the changed fields; a nested value goes whole', () => {
    const values = { title: 'A', city: 'B', calendar_display_hours: { from: '08:00', to: '20:00' }, start_of_week: 1 };
    expect(changedValues(values, { city: true, calendar_display_hours: { from: true } })).toEqual({ city: 'B', calendar_display_hours: { from: '08:00', to: '20:00' } });
    expect(changedValues(values, { calendar_display_hours: { from: false, to: false } })).toEqual({});
  });

  it('refuses a logo file the server would refuse, before sending it', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBe('settings_screens.logo_wrong_type');
    expect(logoFileProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 })).toBe('settings_screens.logo_too_large');
  });
});
