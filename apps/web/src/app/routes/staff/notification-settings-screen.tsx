import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useProfile } from '@/lib/auth';
import { PageLoader } from '@/components/ui/page-loader';
import { useNotificationSettings } from '@/features/staff/notifications/api/notification-settings-api';
import { NotificationSettingsEditor } from '@/features/staff/notifications/components/notification-settings-editor';

/** /staff/notification-settings: which events each employee is told about, and how (spec §7). */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const { data } = useNotificationSettings();
  const { data: profile } = useProfile();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t('shell.notification_settings')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('staff_access.notifications_subtitle')}
        </Text>
      </div>
      {data ? <NotificationSettingsEditor list={data} initialId={profile?.id ?? null} /> : <PageLoader />}
    </Stack>
  );
}
