import { createContext, useContext } from 'react';

/** The page's phrases (translations scope=book) and formatting in the chosen language. */

export const LANGUAGE_NAMES: Record<string, string> = {
  'en-us': 'English', 'es-es': 'Español', 'fr-fr': 'Français', pl: 'Polski', de: 'Deutsch', 'it-it': 'Italiano', nld: 'Nederlands', 'pt-pt': 'Português',
};
export const localeOf = (lang: string) => (lang === 'nld' ? 'nl-NL' : lang);

export interface I18n {
  lang: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
}

export function makeI18n(lang: string, phrases: Record<string, string>): I18n {
  return {
    lang,
    t: (key, vars = {}) => (phrases[`book_page.${key}`] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')),
  };
}

export const I18nContext = createContext<I18n>(makeI18n('en-us', {}));
export const useI18n = () => useContext(I18nContext);

export function money(amount: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

/** A venue date (YYYY-MM-DD) as "Wed 4 Aug". */
export function dayLabel(date: string, lang: string, long = false): string {
  const at = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(localeOf(lang), long ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}

export function instantLabel(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Today in the venue's time zone, and date arithmetic on YYYY-MM-DD. */
export const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
