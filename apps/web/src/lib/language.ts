import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@chairside/shared/constants';
import { STORAGE_KEYS, readString } from './storage';

/** The chosen interface language: the stored choice, else the browser's, else English. */
export function chosenLanguage(): Language {
  const stored = readString(STORAGE_KEYS.langType);
  if (isLanguage(stored)) return stored;
  return browserLanguage();
}

const BY_PREFIX: Record<string, Language> = {
  en: 'en-us', es: 'es-es', fr: 'fr-fr', pl: 'pl', de: 'de', it: 'it-it', nl: 'nld', pt: 'pt-pt',
};

export function browserLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of wanted) {
    const lower = (tag ?? '').toLowerCase();
    if (isLanguage(lower)) return lower;
    const match = BY_PREFIX[lower.split('-')[0] ?? ''];
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** BCP 47 tag of a language code, for Intl, dayjs and the html lang attribute. */
export const LOCALE_TAG: Record<Language, string> = {
  'en-us': 'en-US', 'es-es': 'es-ES', 'fr-fr': 'fr-FR', pl: 'pl-PL', de: 'de-DE', 'it-it': 'it-IT', nld: 'nl-NL', 'pt-pt': 'pt-PT',
};

export { LANGUAGES };
