import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { HistoryPage } from '@/features/reminders/components/history-page';

/** /reminders/history: every reminder sent, with channel, recipient and status. */
export function RemindersHistoryScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1200} pb={64}>
      <div>
        <Title order={1} size="h2">{t('shell.reminders_history')}</Title>
        <Text c="dimmed" mt={4}>{t('reminders.history.subtitle')}</Text>
      </div>
      <HistoryPage />
    </Stack>
  );
}
