import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { cachedPhrases, currentLanguage, ensureAllPhrases, initI18n, loadPhrases, MISSING_PHRASES } from './i18n';
import { tokenStore } from './session';
import { translate } from './translator';

const DAY_MS = 86_400_000;
let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function serve(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('translations cache (spec §4, §9)', () => {
  it('fetches GET translations/{lang} and stores lang_type, lang_phrases and lang_date', async () => {
    const fetchMock = serve({ lang: 'pl', phrases: { 'shell.menu': 'Menu' } });
    await expect(loadPhrases('pl')).resolves.toEqual({ 'shell.menu': 'Menu' });
    expect(fetchMock.mock.calls[0]).toBeDefined();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/b2b/translations/pl');
    expect(storage.getItem('lang_type')).toBe('pl');
    expect(JSON.parse(storage.getItem('lang_phrases')!)).toEqual({ 'shell.menu': 'Menu' });
    expect(Number(storage.getItem('lang_date'))).toBeGreaterThan(0);
  });

  it('reuses cached phrases younger than 86 400 s without a request', async () => {
    storage.setItem('lang_type', 'de');
    storage.setItem('lang_phrases', JSON.stringify({ 'shell.menu': 'Menü' }));
    storage.setItem('lang_date', String(Date.now() - DAY_MS + 60_000));
    const fetchMock = serve({ phrases: { 'shell.menu': 'fresh' } });
    await expect(loadPhrases('de')).resolves.toEqual({ 'shell.menu': 'Menü' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refetches once the cache is 86 400 s old, or belongs to another language', () => {
    const now = 10 * DAY_MS;
    storage.setItem('lang_type', 'de');
    storage.setItem('lang_phrases', JSON.stringify({ a: 'b' }));
    storage.setItem('lang_date', String(now - DAY_MS));
    expect(cachedPhrases('de', now)).toBeNull();
    storage.setItem('lang_date', String(now - DAY_MS + 1));
    expect(cachedPhrases('de', now)).toEqual({ a: 'b' });
    expect(cachedPhrases('fr-fr', now)).toBeNull();
  });

  it.each([{ phrases: {} }, {}, { phrases: null }])('fails with "Didn\'t receive phrases from server" for %j', async (body) => {
    serve(body);
    await expect(loadPhrases('es-es')).rejects.toThrow(MISSING_PHRASES);
    expect(MISSING_PHRASES).toBe("Didn't receive phrases from server");
    expect(storage.getItem('lang_phrases')).toBeNull();
  });
});

describe('language set-up', () => {
  it('translates flat "namespace.key" phrases of lower-case language codes, with interpolation', async () => {
    serve({ phrases: { 'shell.menu': 'Menu', 'shell.switch_venue_current': 'Current venue: {{venue}}.' } });
    await initI18n('en-us');
    expect(translate('shell.menu')).toBe('Menu');
    expect(translate('shell.switch_venue_current', { venue: 'A & B' })).toBe('Current venue: A & B.');
    serve({ phrases: { 'shell.menu': 'Menü' } });
    await initI18n('pt-pt');
    expect(currentLanguage()).toBe('pt-pt');
    expect(translate('shell.menu')).toBe('Menü');
  });
});

describe('start phrases before sign-in', () => {
  afterEach(() => tokenStore.set(null));

  it('loads only the start set signed out, and the whole set once signed in (the cached start set does not count)', async () => {
    tokenStore.set(null);
    const start = serve({ lang: 'de', phrases: { 'shell.menu': 'Menü' } });
    await initI18n('de');
    expect(String((start.mock.calls[0] as unknown[])[0])).toBe('/api/v1/b2b/translations/de?scope=start');
    expect(storage.getItem('lang_scope')).toBe('start');
    expect(cachedPhrases('de', Date.now(), 'start')).toEqual({ 'shell.menu': 'Menü' });
    expect(cachedPhrases('de', Date.now(), 'all')).toBeNull();

    tokenStore.set('token');
    const all = serve({ lang: 'de', phrases: { 'shell.menu': 'Menü', 'calendar.today': 'Heute' } });
    await ensureAllPhrases();
    expect(String((all.mock.calls[0] as unknown[])[0])).toBe('/api/v1/b2b/translations/de');
    expect(translate('calendar.today')).toBe('Heute');
    expect(storage.getItem('lang_scope')).toBe('all');

    const again = serve({ lang: 'de', phrases: {} });
    await ensureAllPhrases();
    await initI18n('de', 'start');
    expect(again).not.toHaveBeenCalled();
  });
});
