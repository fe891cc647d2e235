import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguageChoice } from '@/lib/use-language-choice';
import { LANGUAGES, type Language } from '@chairside/shared/constants';

/** Each language named in itself (phrase keys shell.language_<code>). */
export const languageLabel = (lang: Language) => `shell.language_${lang}`;

/**
 * Chooses the interface language. A native select: light enough for the sign-in screens, and the
 * platform's own picker on a phone. `compact` is the top bar's size.
 */
export function LanguageSwitcher({ compact = true }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { active, pending, choose } = useLanguageChoice();
  return (
    <NativeSelect
      aria-label={t('shell.change_language')}
      value={active}
      disabled={pending !== null}
      onChange={(event) => void choose(event.currentTarget.value)}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size={compact ? 'sm' : 'md'}
      w={compact ? 148 : undefined}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(languageLabel(lang)) }))}
    />
  );
}
