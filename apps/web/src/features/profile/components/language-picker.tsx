import { Loader, Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguageChoice } from '@/lib/use-language-choice';
import { languageLabel } from '@/components/ui/language-switcher';
import { LANGUAGES, LOCALE_TAG } from '@chairside/shared/constants';

/** The eight interface languages as radio buttons, each named in itself. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { active, pending, choose } = useLanguageChoice();
  return (
    <Radio.Group value={pending ?? active} onChange={(value) => void choose(value)} label={t('auth_screens.menu_language_label')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {LANGUAGES.map((lang) => (
          <Radio
            key={lang}
            value={lang}
            lang={LOCALE_TAG[lang]}
            label={t(languageLabel(lang))}
            disabled={pending !== null}
            icon={pending === lang ? () => <Loader size={10} color="white" /> : undefined}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
