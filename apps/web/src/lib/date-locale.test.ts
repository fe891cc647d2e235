import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@chairside/shared/constants';
import { loadDateLocale, loadedDateLocale } from './date-locale';

afterEach(() => void dayjs.locale('en'));

// 2026-12-22 is a Tuesday in December.
const DAY = '2026-12-22';

describe('date locales (spec §9: month and day names in the interface language)', () => {
  it.each([
    ['de', 'Dezember', 'Dienstag'],
    ['pl', 'grudnia', 'wtorek'],
    ['fr-fr', 'décembre', 'mardi'],
    ['es-es', 'diciembre', 'martes'],
    ['it-it', 'dicembre', 'martedì'],
    ['nld', 'december', 'dinsdag'],
    ['pt-pt', 'dezembro', 'terça-feira'],
    ['en-us', 'December', 'Tuesday'],
  ] as const)('%s names December and Tuesday in its language', async (lang, month, weekday) => {
    const name = await loadDateLocale(lang);
    expect(loadedDateLocale(lang)).toBe(name);
    // What a Mantine picker does with DatesProvider's locale: dayjs(date).locale(name).format(...).
    expect(dayjs(DAY).locale(name).format('D MMMM')).toContain(month);
    expect(dayjs(DAY).locale(name).format('dddd')).toBe(weekday);
  });

  it('makes the loaded language dayjs\'s default, with the week starting on Monday', async () => {
    await loadDateLocale('de');
    expect(dayjs(DAY).format('MMMM')).toBe('Dezember');
    expect(dayjs(DAY).startOf('week').format('YYYY-MM-DD')).toBe('2026-12-21');
    await loadDateLocale('en-us');
    expect(dayjs(DAY).format('MMMM')).toBe('December');
  });

  it('has a locale for every interface language', async () => {
    for (const lang of LANGUAGES) await expect(loadDateLocale(lang)).resolves.toMatch(/^[a-z]{2}$/);
  });
});
