import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useAccess } from '@/lib/can';
import { useTranslation } from '@/lib/use-translation';
import { SmsHistoryList } from '@/features/sms/components/sms-history-list';

/** /reminders/sms: the SMS part of the message history (GET sms/history), with the SMS balance. */
export function SmsHistoryScreen() {
  const { t } = useTranslation();
  const balance = useAccess().smsAmount ?? 0;
  return (
    <Stack gap="lg" maw={900} pb={64}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">{t('shell.sms_history')}</Title>
          <Text c="dimmed" mt={4}>{t('reminders.sms_history.subtitle')}</Text>
        </div>
        <Group gap={6}>
          <IconMessage2 size={18} aria-hidden />
          <Text fw={600} data-testid="sms-history-balance">{t('reminders.sms.balance', { count: balance })}</Text>
        </Group>
      </Group>
      <SmsHistoryList />
    </Stack>
  );
}
