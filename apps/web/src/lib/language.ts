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

export { LANGUAGES };
