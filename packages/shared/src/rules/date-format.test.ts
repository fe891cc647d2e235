import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_CALENDAR,
  DATE_FORMAT_MAIN,
  DATE_TIME_FORMAT,
  formatDate,
  formatTime,
  timeFormatPattern,
  venueDateFormat,
  weekDays,
  weekStart,
} from './date-format';

describe('date formats', () => {
  it('formats the main, calendar and date-time formats', () => {
    const moment = new Date(2026, 2, 7, 9, 5);
    expect(formatDate(moment)).toBe('2026/03/07');
    expect(formatDate(moment, DATE_FORMAT_MAIN)).toBe('2026/03/07');
    expect(formatDate(moment, DATE_FORMAT_CALENDAR)).toBe('2026-03-07');
    expect(formatDate(moment, DATE_TIME_FORMAT)).toBe('2026-03-07 09:05');
    expect(formatDate('2026-12-31', DATE_FORMAT_MAIN)).toBe('2026/12/31');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the venue date_format upper-cased, the main format when unset', () => {
    expect(venueDateFormat('dd.mm.yyyy')).toBe('DD.MM.YYYY');
    expect(formatDate('2026-03-07', venueDateFormat('dd.mm.yyyy'))).toBe('07.03.2026');
    expect(venueDateFormat(null)).toBe(DATE_FORMAT_MAIN);
    expect(venueDateFormat('  ')).toBe(DATE_FORMAT_MAIN);
  });
});

describe('time format', () => {
  it('uses HH:mm above 12 and h:mm A otherwise', () => {
    expect(timeFormatPattern(24)).toBe('HH:mm');
    expect(timeFormatPattern('24')).toBe('HH:mm');
    expect(timeFormatPattern(13)).toBe('HH:mm');
    expect(timeFormatPattern(12)).toBe('h:mm A');
    expect(timeFormatPattern(undefined)).toBe('h:mm A');
  });

  it('formats wire times for both clocks', () => {
    expect(formatTime('14:05', 24)).toBe('14:05');
    expect(formatTime('14:05', 12)).toBe('2:05 PM');
    expect(formatTime('00:30', 12)).toBe('12:30 AM');
    expect(formatTime('09:00:00', 24)).toBe('09:00');
    expect(formatTime('25:00', 24)).toBe('');
    expect(formatTime('noon', 24)).toBe('');
  });
});

describe('start of week', () => {
  it('uses start_of_week only below 7, otherwise 0', () => {
    expect(weekStart(1)).toBe(1);
    expect(weekStart('6')).toBe(6);
    expect(weekStart(0)).toBe(0);
    expect(weekStart(7)).toBe(0);
    expect(weekStart(9)).toBe(0);
    expect(weekStart(-1)).toBe(0);
    expect(weekStart(null)).toBe(0);
  });

  it('lists the week days from the start day', () => {
    expect(weekDays(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
