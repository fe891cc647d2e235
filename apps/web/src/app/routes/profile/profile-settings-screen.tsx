import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useProfile } from '@/lib/auth';
import { fullName } from '@chairside/shared/rules/name';
import { PageLoader } from '@/components/ui/page-loader';
import { EmailChangeForm } from '@/features/profile/components/email-change-form';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';

/** /profile/settings: password change and e-mail change with code verification. */
export function ProfileSettingsScreen() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1} size="h2">
          {t('profile_screens.settings_title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('profile_screens.settings_subtitle', { name: fullName(profile.first_name, profile.last_name) })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SettingsSection id="password-change-title" title={t('profile_screens.password_title')} subtitle={t('profile_screens.password_subtitle')}>
          <PasswordChangeForm employeeId={profile.id} />
        </SettingsSection>
        <SettingsSection id="email-change-title" title={t('profile_screens.email_title')} subtitle={t('profile_screens.email_subtitle')}>
          <EmailChangeForm employeeId={profile.id} currentEmail={profile.email} />
        </SettingsSection>
      </SimpleGrid>
    </Stack>
  );
}

/** One card of the screen, labelled by its title (`id`). */
function SettingsSection({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
