import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@chairside/shared/constants';
import { formatPrice as sharedFormatPrice, type PriceSettings } from '@chairside/shared/rules/price';
import { formatDuration as sharedFormatDuration } from '@chairside/shared/rules/duration';
import {
  DATE_FORMAT_CALENDAR,
  TIME_FORMAT_24,
  formatDate as sharedFormatDate,
  formatTime as sharedFormatTime,
  timeFormatPattern,
  venueDateFormat,
  weekDays,
} from '@chairside/shared/rules/date-format';
import { useInitialSettings } from './auth';
import { INTERFACE_WEEK_START, LOCALE_TAG } from '@chairside/shared/constants';

export { INTERFACE_WEEK_START };

/**
 * Display formatting for the web: thin wrappers that feed the venue's settings and the interface
 * language into the shared rules (packages/shared/src/rules), which hold the rules themselves.
 */

/** The venue settings the formatters read (a subset of GET settings/initial). */
export interface FormatSettings extends Partial<PriceSettings> {
  date_format?: string | null;
  time_format?: number | null;
  start_of_week?: number | null;
}


const PRICE_DEFAULTS: PriceSettings = { currency_symbol: '', currency_symbol_position: 'after', decimal_separator: 'dot', price_decimal_places: 2 };

/** A price in minor units as the venue shows it ('€ 12,50'). */
export function formatPrice(minor: number, settings: FormatSettings = {}): string {
  return sharedFormatPrice(minor, { ...PRICE_DEFAULTS, ...definedOnly(settings) });
}

/** A date in the venue's date format (YYYY/MM/DD when none). */
export function formatDate(value: string | Date, settings: FormatSettings = {}): string {
  return sharedFormatDate(value, venueDateFormat(settings.date_format));
}

/** A wire date for calls and the calendar (YYYY-MM-DD). */
export const wireDate = (value: string | Date) => sharedFormatDate(value, DATE_FORMAT_CALENDAR);

/** A wire time 'HH:mm' in the venue's 12- or 24-hour clock. */
export function formatTime(time: string, settings: FormatSettings = {}): string {
  return sharedFormatTime(time, settings.time_format ?? 24);
}

/** A date and time in the venue's formats. */
export function formatDateTime(value: string | Date, settings: FormatSettings = {}): string {
  return sharedFormatDate(value, `${venueDateFormat(settings.date_format)} ${timeFormatPattern(settings.time_format ?? 24)}`);
}

/** Minutes as 'M min', 'H h' or 'H h M min' with the interface language's unit words. */
export function formatDuration(minutes: number, t: (key: string) => string): string {
  return sharedFormatDuration(minutes, { hour: t('shell.unit_hour'), minute: t('shell.unit_minute') });
}

/** Week days 0–6 in display order: the venue's start_of_week when set, else Monday first. */
export function weekOrder(settings: FormatSettings = {}): number[] {
  return weekDays(settings.start_of_week ?? INTERFACE_WEEK_START);
}

/** A week day's name in the interface language (0 = Sunday). */
export function weekdayName(day: number, lang: Language, width: 'long' | 'short' | 'narrow' = 'long'): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO 8601) as a date and time: the date in the interface language's words ('22 Dec
 * 2026', '22.12.2026'), the time on the venue's clock (time_format above 12: 24-hour) in `timeZone`.
 */
export function formatInstant(iso: string, options: { locale: string; timeZone: string; timeFormat: number | null | undefined }): string {
  const hourCycle = timeFormatPattern(options.timeFormat) === TIME_FORMAT_24 ? 'h23' : 'h12';
  const key = `${options.locale}|${options.timeZone}|${hourCycle}`;
  let format = instantFormats.get(key);
  if (!format) {
    const style = { dateStyle: 'medium', timeStyle: 'short', hourCycle } as const;
    try {
      format = new Intl.DateTimeFormat(options.locale, { ...style, timeZone: options.timeZone });
    } catch {
      format = new Intl.DateTimeFormat(options.locale, style); // an unknown zone: the browser's
    }
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** The formatters bound to the current venue settings and language. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const { data } = useInitialSettings();
  return useMemo(() => {
    const settings: FormatSettings = data ?? {};
    const lang = i18n.language as Language;
    return {
      price: (minor: number) => formatPrice(minor, settings),
      /** the venue's decimal separator, for typing prices */
      decimalSeparator: settings.decimal_separator === 'comma' ? ',' : '.',
      date: (value: string | Date) => formatDate(value, settings),
      time: (value: string) => formatTime(value, settings),
      dateTime: (value: string | Date) => formatDateTime(value, settings),
      duration: (minutes: number) => formatDuration(minutes, t),
      weekOrder: () => weekOrder(settings),
      weekdayName: (day: number, width?: 'long' | 'short' | 'narrow') => weekdayName(day, lang in LOCALE_TAG ? lang : 'en-us', width),
    };
  }, [data, t, i18n.language]);
}
