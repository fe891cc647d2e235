import { TRANSLATION_CACHE_SECONDS, type Language } from '@chairside/shared/constants';
import { api } from './api-client';
import { LOCALE_TAG } from '@chairside/shared/constants';
import type { TranslationsResponse } from '@chairside/shared/translations';
import { chosenLanguage } from './language';
import { queryClient } from './query-client';
import { tokenStore } from './session';
import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from './storage';
import { setPhrases, type Phrases } from './translator';

export { chosenLanguage } from './language';

export { INTERFACE_WEEK_START } from '@chairside/shared/constants';

export const MISSING_PHRASES = "Didn't receive phrases from server";

/** Cached phrases when they belong to `lang` and are younger than 86 400 s (spec §4 "Translations"). */
export function cachedPhrases(lang: Language, now = Date.now()): Phrases | null {
  if (readString(STORAGE_KEYS.langType) !== lang) return null;
  const savedAt = Number(readString(STORAGE_KEYS.langDate));
  if (!Number.isFinite(savedAt) || now - savedAt >= TRANSLATION_CACHE_SECONDS * 1000 || now < savedAt) return null;
  const phrases = readJson<Phrases>(STORAGE_KEYS.langPhrases);
  return phrases && Object.keys(phrases).length > 0 ? phrases : null;
}

/** Loads a language's phrases: from the cache when fresh, else from GET translations/{lang}. */
export async function loadPhrases(lang: Language): Promise<Phrases> {
  const cached = cachedPhrases(lang);
  if (cached) return cached;
  const body = await api.get<Partial<TranslationsResponse>>(`translations/${lang}`, undefined, { silent: true });
  const phrases = body.phrases;
  if (!phrases || typeof phrases !== 'object' || Object.keys(phrases).length === 0) throw new Error(MISSING_PHRASES);
  writeString(STORAGE_KEYS.langType, lang);
  writeJson(STORAGE_KEYS.langPhrases, phrases);
  writeString(STORAGE_KEYS.langDate, String(Date.now()));
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

/** App start: translations load first (spec §4). Rejects when the server sends no phrases. */
export async function initI18n(lang: Language = chosenLanguage()): Promise<void> {
  const phrases = await loadPhrases(lang);
  applyLocale(lang);
  setPhrases(lang, phrases);
  loadedLanguage = lang;
}

/** Switches the interface language; server messages follow through Content-Language. */
export async function setLanguage(lang: Language): Promise<void> {
  await initI18n(lang);
  writeString(STORAGE_KEYS.langType, lang);
  await queryClient.invalidateQueries();
}

/** The language of the phrases in use; before any are loaded, the chosen one. */
export const currentLanguage = (): Language => loadedLanguage ?? chosenLanguage();
