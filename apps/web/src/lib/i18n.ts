import { TRANSLATION_CACHE_SECONDS, type Language } from '@chairside/shared/constants';
import { api } from './api-client';
import { LOCALE_TAG } from '@chairside/shared/constants';
import type { TranslationScope, TranslationsResponse } from '@chairside/shared/translations';
import { chosenLanguage } from './language';
import { queryClient } from './query-client';
import { tokenStore } from './session';
import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from './storage';
import { setPhrases, type Phrases } from './translator';
import { observable } from './observable';

export { chosenLanguage } from './language';

export { INTERFACE_WEEK_START } from '@chairside/shared/constants';

export const MISSING_PHRASES = "Didn't receive phrases from server";

/**
 * Cached phrases when they belong to `lang`, are younger than 86 400 s (spec §4 "Translations") and
 * cover `scope`: the whole set serves either scope, the start set only `start`.
 */
export function cachedPhrases(lang: Language, now = Date.now(), scope: TranslationScope = 'all'): Phrases | null {
  if (readString(STORAGE_KEYS.langType) !== lang) return null;
  if (scope === 'all' && readString(STORAGE_KEYS.langScope) === 'start') return null;
  const savedAt = Number(readString(STORAGE_KEYS.langDate));
  if (!Number.isFinite(savedAt) || now - savedAt >= TRANSLATION_CACHE_SECONDS * 1000 || now < savedAt) return null;
  const phrases = readJson<Phrases>(STORAGE_KEYS.langPhrases);
  return phrases && Object.keys(phrases).length > 0 ? phrases : null;
}

/** Loads a language's phrases (all, or the start set): from the cache when fresh, else from GET translations/{lang}. */
export async function loadPhrases(lang: Language, scope: TranslationScope = 'all'): Promise<Phrases> {
  const cached = cachedPhrases(lang, Date.now(), scope);
  if (cached) return cached;
  const query = scope === 'all' ? undefined : { scope };
  const body = await api.get<Partial<TranslationsResponse>>(`translations/${lang}`, query, { silent: true });
  const phrases = body.phrases;
  if (!phrases || typeof phrases !== 'object' || Object.keys(phrases).length === 0) throw new Error(MISSING_PHRASES);
  writeString(STORAGE_KEYS.langType, lang);
  writeJson(STORAGE_KEYS.langPhrases, phrases);
  writeString(STORAGE_KEYS.langDate, String(Date.now()));
  writeString(STORAGE_KEYS.langScope, scope);
  return phrases;
}

/**
 * The html lang attribute now; dayjs (only screens with dates need it, and those are signed-in
 * screens) follows in the background, once signed in: Login does not download it.
 */
function applyLocale(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAG[lang];
  const load = () =>
    // Its own chunk: the dayjs locales stay out of the first screen's script.
    void import('./date-locale')
      .then((dates) => dates.loadDateLocale(currentLanguage()))
      .catch((error: unknown) => console.warn('date locale not loaded', error));
  if (tokenStore.get() !== null) return load();
  if (waitingForSignIn) return;
  waitingForSignIn = true;
  const stop = tokenStore.subscribe(() => {
    if (tokenStore.get() === null) return;
    stop();
    waitingForSignIn = false;
    load();
  });
}
let waitingForSignIn = false;

let loadedLanguage: Language | null = null;

let loadedScope: TranslationScope | null = null;
/** Which phrases are loaded (null before start-up): the signed-in screens wait for `all` (app/guards/auth-guard). */
export const phrasesScope = observable<TranslationScope | null>(null);
let loadingAll: Promise<void> | null = null;
/** Signed in, every screen may show: all phrases; signed out, only the start set (Login stays light). */
const neededScope = (): TranslationScope => (tokenStore.get() !== null ? 'all' : 'start');

/** App start: translations load first (spec §4). Rejects when the server sends no phrases. */
export async function initI18n(lang: Language = chosenLanguage(), scope: TranslationScope = neededScope()): Promise<void> {
  const phrases = await loadPhrases(lang, scope);
  applyLocale(lang);
  setPhrases(lang, phrases);
  loadedLanguage = lang;
  loadedScope = scope;
  phrasesScope.set(scope);
}

/**
 * The signed-in screens' phrases: after a sign-in on this page the app holds only the start set,
 * so the signed-in routes wait for the rest here (at once when they are there already).
 */
export function ensureAllPhrases(): Promise<void> {
  if (loadedScope === 'all' || loadedScope === null) return Promise.resolve();
  loadingAll ??= initI18n(currentLanguage(), 'all').finally(() => {
    loadingAll = null;
  });
  return loadingAll;
}

/** Switches the interface language; server messages follow through Content-Language. */
export async function setLanguage(lang: Language): Promise<void> {
  await initI18n(lang, loadedScope === 'all' ? 'all' : neededScope());
  writeString(STORAGE_KEYS.langType, lang);
  await queryClient.invalidateQueries();
}

/** The language of the phrases in use; before any are loaded, the chosen one. */
export const currentLanguage = (): Language => loadedLanguage ?? chosenLanguage();
