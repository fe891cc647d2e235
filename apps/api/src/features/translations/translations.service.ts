import { isLanguage, type Language } from '@chairside/shared/constants';
import type { TranslationsResponse } from '@chairside/shared/translations';
import { AppError } from '../../lib/errors';
import { phrases } from '../../lib/i18n';

const serialised = new Map<Language, Buffer>();

/**
 * GET translations/{lang} as JSON bytes: the phrases do not change while the process runs, so each
 * language is serialised once (and not checked against the schema on every request).
 */
export function phrasesJson(lang: string): Buffer {
  if (!isLanguage(lang)) throw new AppError('UNKNOWN_LANGUAGE', { vars: { lang } });
  let json = serialised.get(lang);
  if (!json) {
    json = Buffer.from(JSON.stringify({ lang, phrases: phrases()[lang] } satisfies TranslationsResponse));
    serialised.set(lang, json);
  }
  return json;
}
