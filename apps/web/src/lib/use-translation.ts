import { useSyncExternalStore } from 'react';
import { currentTranslation, subscribeTranslation, type TFunction } from './translator';

/**
 * The interface text for a component: `t(key, vars)` and the active language. Re-renders when
 * the language changes; `t` keeps its identity until then (safe in hook dependencies).
 */
export function useTranslation(): { t: TFunction; i18n: { language: string } } {
  const translation = useSyncExternalStore(subscribeTranslation, currentTranslation, currentTranslation);
  return { t: translation.t, i18n: { language: translation.language } };
}
