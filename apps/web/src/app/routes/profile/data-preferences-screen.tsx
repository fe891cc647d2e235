import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useProfile } from '@/lib/auth';
import { PageLoader } from '@/components/ui/page-loader';
import { PreferencesForm } from '@/features/profile/components/preferences-form';

/** /profile/data-preferences: phone, e-mail and SMS agreements, saved on change. */
export function DataPreferencesScreen() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          {t('profile_screens.preferences_title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('profile_screens.preferences_subtitle')}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('profile_screens.preferences_title')}>
        <PreferencesForm profile={profile} />
      </Paper>
    </Stack>
  );
}
