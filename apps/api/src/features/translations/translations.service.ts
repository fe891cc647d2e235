import { isLanguage, type Language } from '@chairside/shared/constants';
import { BOOK_NAMESPACES, START_NAMESPACES, type TranslationScope, type TranslationsResponse } from '@chairside/shared/translations';
import { AppError } from '../../lib/errors';
import { phrases } from '../../lib/i18n';

const serialised = new Map<string, Buffer>();
const prefixes = { start: START_NAMESPACES, book: BOOK_NAMESPACES };
const inScope = (scope: 'start' | 'book', key: string) => prefixes[scope].some((namespace) => key.startsWith(`${namespace}.`));

/**
 * GET translations/{lang} as JSON bytes: the phrases do not change while the process runs, so each
 * language is serialised once (and not checked against the schema on every request).
 */
export function phrasesJson(lang: string, scope: TranslationScope = 'all'): Buffer {
  if (!isLanguage(lang)) throw new AppError('UNKNOWN_LANGUAGE', { vars: { lang } });
  let json = serialised.get(`${lang}/${scope}`);
  if (!json) {
    json = Buffer.from(JSON.stringify({ lang, phrases: phrasesOf(lang, scope) } satisfies TranslationsResponse));
    serialised.set(`${lang}/${scope}`, json);
  }
  return json;
}

/** The phrases of one scope (the booking page writes its own into its HTML). */
export function phrasesOf(lang: Language, scope: TranslationScope): Record<string, string> {
  const every = phrases()[lang];
  return scope === 'all' ? every : Object.fromEntries(Object.entries(every).filter(([key]) => inScope(scope, key)));
}
