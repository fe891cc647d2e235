import { useState } from 'react';
import { Loader, Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGES, isLanguage, type Language } from '@chairside/shared/constants';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { LOCALE_TAG } from '@chairside/shared/constants';

/** The eight interface languages as radio buttons, each named in itself. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const active: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
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
  return (
    <Radio.Group value={pending ?? active} onChange={(value) => void choose(value)} label={t('auth_screens.menu_language_label')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {LANGUAGES.map((lang) => (
          <Radio
            key={lang}
            value={lang}
            lang={LOCALE_TAG[lang]}
            label={t(`shell.language_${lang}`)}
            disabled={pending !== null}
            icon={pending === lang ? () => <Loader size={10} color="white" /> : undefined}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
