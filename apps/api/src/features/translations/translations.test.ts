import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@chairside/shared/constants';
import { loadPhrases } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('translations', () => {
  it('has the same keys, none empty, in all eight languages', () => {
    const all = loadPhrases();
    const english = Object.keys(all['en-us']).sort();
    expect(english.length).toBeGreaterThan(20);
    for (const lang of LANGUAGES) {
      expect(Object.keys(all[lang]).sort(), lang).toEqual(english);
      for (const [key, text] of Object.entries(all[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
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

  it('answers 404 with a message in the caller language for an unknown language', async () => {
    const response = await t.call('GET', 'translations/xx-yy', { lang: 'de' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'UNKNOWN_LANGUAGE', message: 'Die Sprache „xx-yy“ ist nicht verfügbar.' });
  });
});
