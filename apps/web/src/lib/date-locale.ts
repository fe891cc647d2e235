import type { Language } from '@chairside/shared/constants';
import { INTERFACE_WEEK_START } from '@chairside/shared/constants';

/**
 * dayjs locales for the interface languages, loaded only for the language in use. Mantine's date
 * pickers name months and week days through dayjs, so they need the locale registered before they
 * are given its name (DatesProvider `locale`); an unregistered name would fall back to English.
 */
type LocaleModule = { default: unknown };
const DAYJS_LOCALES: Record<Language, () => Promise<LocaleModule>> = {
  'en-us': () => import('dayjs/locale/en'),
  'es-es': () => import('dayjs/locale/es'),
  'fr-fr': () => import('dayjs/locale/fr'),
  pl: () => import('dayjs/locale/pl'),
  de: () => import('dayjs/locale/de'),
  'it-it': () => import('dayjs/locale/it'),
  nld: () => import('dayjs/locale/nl'),
  'pt-pt': () => import('dayjs/locale/pt'),
};


const registered = new Map<Language, Promise<string>>();
const loaded = new Map<Language, string>();

/** Registers `lang`'s locale (once) without making it dayjs's default; resolves with its dayjs name. */
export function registerDateLocale(lang: Language): Promise<string> {
  let promise = registered.get(lang);
  if (!promise) {
    promise = Promise.all([import('dayjs'), DAYJS_LOCALES[lang]()]).then(([dayjs, module]) => {
      const locale = { ...(module.default as ILocale), weekStart: INTERFACE_WEEK_START };
      dayjs.default.locale(locale, undefined, true); // registers it without making it the default
      loaded.set(lang, locale.name);
      return locale.name;
    });
    promise.catch(() => registered.delete(lang)); // a chunk that failed to load may be asked for again
    registered.set(lang, promise);
  }
  return promise;
}

/**
 * Loads `lang`'s dayjs locale (its week starting on Monday) once, makes it dayjs's default and
 * resolves with its dayjs name ('de', 'nl', …).
 */
export async function loadDateLocale(lang: Language): Promise<string> {
  const [name, dayjs] = await Promise.all([registerDateLocale(lang), import('dayjs')]);
  dayjs.default.locale(name);
  return name;
}

/** The dayjs name of `lang`'s locale once it is registered, else null. */
export const loadedDateLocale = (lang: Language): string | null => loaded.get(lang) ?? null;
