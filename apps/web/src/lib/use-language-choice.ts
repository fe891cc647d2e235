import { useState } from 'react';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { currentLanguage, setLanguage } from './i18n';
import { useTranslation } from './use-translation';

/**
 * The active interface language and `choose` to change it; `pending` is the language being
 * loaded meanwhile (null when none). A failed load is logged and the language stays as it was.
 */
export function useLanguageChoice(): { active: Language; pending: Language | null; choose: (value: string) => Promise<void> } {
  const { i18n } = useTranslation();
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === active) return;
    setPending(value);
    try {
      await setLanguage(value);
    } catch (error) {
      console.error(error);
    } finally {
      setPending(null);
    }
  };
  return { active, pending, choose };
}
