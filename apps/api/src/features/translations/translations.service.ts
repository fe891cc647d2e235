import { isLanguage } from '@chairside/shared/constants';
import { AppError } from '../../lib/errors';
import { phrases, type Phrases } from '../../lib/i18n';

export function getPhrases(lang: string): Phrases {
  if (!isLanguage(lang)) throw new AppError('UNKNOWN_LANGUAGE', { vars: { lang } });
  return phrases()[lang];
}
