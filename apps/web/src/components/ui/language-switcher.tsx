import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGES, isLanguage, type Language } from '@chairside/shared/constants';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/** Each language named in itself (phrase keys shell.language_<code>). */
export const languageLabel = (lang: Language) => `shell.language_${lang}`;

/**
 * Chooses the interface language. A native select: light enough for the sign-in screens, and the
 * platform's own picker on a phone. `compact` is the top bar's size.
 */
export function LanguageSwitcher({ compact = true }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === active) return;
    setBusy(true);
    try {
      await setLanguage(value);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NativeSelect
      aria-label={t('shell.change_language')}
      value={active}
      disabled={busy}
      onChange={(event) => void choose(event.currentTarget.value)}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size={compact ? 'sm' : 'md'}
      w={compact ? 148 : undefined}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(languageLabel(lang)) }))}
    />
  );
}
