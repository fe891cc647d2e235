import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_TAG, type Language } from '@chairside/shared/constants';
import { ERROR_CODES } from '@chairside/shared/errors';
import { START_NAMESPACES } from '@chairside/shared/translations';
import { loadPhrases } from '../../lib/i18n';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('translations', () => {
  it('has the same keys, none empty, in all eight languages (plural forms as each language needs them)', () => {
    const all = loadPhrases();
    const families = pluralFamilies(all['en-us']);
    const english = singularKeys(all['en-us'], families);
    expect(english.length).toBeGreaterThan(20);
    for (const lang of LANGUAGES) {
      expect(singularKeys(all[lang], families), lang).toEqual(english);
      for (const base of families) {
        const forms = Object.keys(all[lang]).filter((key) => pluralBase(key) === base).sort();
        expect(forms, `${lang} ${base}`).toEqual(requiredPluralForms(lang).map((form) => `${base}_${form}`));
      }
      for (const [key, text] of Object.entries(all[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('has a message for every error code of the shared list', () => {
    const english = loadPhrases()['en-us'];
    expect(ERROR_CODES.filter((code) => !english[`errors.${code}`])).toEqual([]);
  });

  it('translates every phrase rather than copying English, apart from a few shared words', () => {
    const all = loadPhrases();
    for (const lang of LANGUAGES.filter((l) => l !== 'en-us')) {
      const same = Object.entries(all[lang]).filter(([key, text]) => text === all['en-us'][key] && text.length > 12);
      expect(same.map(([key]) => key), lang).toEqual([]);
    }
  });

  it('serves a language without a session', async () => {
    const response = await t.call('GET', 'translations/pl');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ lang: string; phrases: Record<string, string> }>();
    expect(body.lang).toBe('pl');
    expect(body.phrases['errors.NOT_FOUND']).toBe('Nie znaleźliśmy tego, czego szukasz.');
  });

  it('serves with scope=start only the phrases of the screens before sign-in', async () => {
    const all = (await t.call('GET', 'translations/de')).json<{ phrases: Record<string, string> }>().phrases;
    const response = await t.call('GET', 'translations/de', { query: { scope: 'start' } });
    expect(response.statusCode).toBe(200);
    const start = response.json<{ phrases: Record<string, string> }>().phrases;
    const namespaces = new Set(Object.keys(start).map((key) => key.split('.')[0]));
    expect([...namespaces].sort()).toEqual([...START_NAMESPACES].sort());
    for (const [key, text] of Object.entries(start)) expect(all[key]).toBe(text);
    expect(Object.keys(all).filter((key) => START_NAMESPACES.some((ns) => key.startsWith(`${ns}.`)))).toHaveLength(Object.keys(start).length);
    expect((await t.call('GET', 'translations/de', { query: { scope: 'some' } })).statusCode).toBe(422);
  });

  it('answers 404 with a message in the caller language for an unknown language', async () => {
    const response = await t.call('GET', 'translations/xx-yy', { lang: 'de' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'UNKNOWN_LANGUAGE', message: 'Die Sprache „xx-yy“ ist nicht verfügbar.' });
  });
});

/**
 * Plural phrases are `key_one`, `key_few`, `key_many`, `key_other`… (the web picks the form with
 * Intl.PluralRules). A family is a key English has in `_one` and `_other` form; every language must
 * have the forms its everyday counts (0–200) use, and `_other`.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => (PLURAL_FORM.test(key) ? key.replace(PLURAL_FORM, '') : null);

function pluralFamilies(english: Record<string, string>): Set<string> {
  return new Set(Object.keys(english).filter((key) => key.endsWith('_one') && `${key.slice(0, -4)}_other` in english).map((key) => key.slice(0, -4)));
}

function singularKeys(phrases: Record<string, string>, families: Set<string>): string[] {
  return Object.keys(phrases).filter((key) => !families.has(pluralBase(key) ?? '')).sort();
}

function requiredPluralForms(lang: Language): string[] {
  const rules = new Intl.PluralRules(LOCALE_TAG[lang]);
  const forms = new Set(['other', ...Array.from({ length: 201 }, (_, n) => rules.select(n))]);
  return [...forms].sort().filter(Boolean);
}

