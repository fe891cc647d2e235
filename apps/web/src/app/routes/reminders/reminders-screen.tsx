import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useReminders } from '@/features/reminders/api/get-reminders';
import { RemindersForm } from '@/features/reminders/components/reminders-form';

/** /reminders: when customers are reminded of their visits, by which channel, quiet hours, the confirm link. */
export function RemindersScreen() {
  const { t } = useTranslation();
  const reminders = useReminders();
  return (
    <Stack gap="lg" maw={880} pb={64}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">{t('shell.page_title_reminders')}</Title>
          <Text c="dimmed" mt={4}>{t('reminders.intro')}</Text>
        </div>
        <Anchor component={Link} to="/reminders/history">{t('reminders.view_history')}</Anchor>
      </Group>
      {reminders.data ? (
        <RemindersForm saved={reminders.data} />
      ) : reminders.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('reminders.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void reminders.refetch()}>{t('reminders.retry')}</Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
