import type { Language } from '@chairside/shared/constants';
import { LOCALE_TAG } from '@chairside/shared/constants';

/**
 * The interface text: one flat map of phrases per language (keys like `calendar.booked`), as
 * GET translations/{lang} sends them. Kept outside React so the API client, form errors and
 * dialogs opened from plain functions translate the same way screens do; `useTranslation`
 * re-renders screens when the language changes.
 *
 * Phrases may hold `{{name}}` placeholders, and plural forms as `key_one`, `key_few`, `key_many`,
 * `key_other` (the CLDR categories of Intl.PluralRules), chosen by a numeric `count`.
 */
export type Phrases = Record<string, string>;
export type TranslateVars = Record<string, unknown>;
export type TFunction = (key: string, vars?: TranslateVars) => string;

export interface Translation {
  language: Language;
  t: TFunction;
  has(key: string): boolean;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function createTranslation(language: Language, phrases: Phrases): Translation {
  const plurals = new Intl.PluralRules(LOCALE_TAG[language]);
  const phraseFor = (key: string, vars?: TranslateVars) => {
    const count = vars?.count;
    if (typeof count === 'number') {
      const plural = phrases[`${key}_${plurals.select(count)}`] ?? phrases[`${key}_other`];
      if (plural !== undefined) return plural;
    }
    return phrases[key];
  };
  return {
    language,
    has: (key) => Object.hasOwn(phrases, key),
    t: (key, vars) => {
      const phrase = phraseFor(key, vars);
      if (phrase === undefined) return key;
      if (!vars) return phrase;
      return phrase.replace(PLACEHOLDER, (_, name: string) => {
        const value = vars[name];
        return value === undefined || value === null ? '' : String(value);
      });
    },
  };
}

let current = createTranslation('en-us', {});
const listeners = new Set<() => void>();

/** Makes `phrases` the interface text; every mounted `useTranslation` re-renders. */
export function setPhrases(language: Language, phrases: Phrases): void {
  current = createTranslation(language, phrases);
  for (const listener of listeners) listener();
}

export const currentTranslation = (): Translation => current;

export function subscribeTranslation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Translates with the current phrases (for code outside components). */
export const translate: TFunction = (key, vars) => current.t(key, vars);
