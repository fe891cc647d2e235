import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SmsHistoryRow } from '@chairside/shared/sms';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const STATE_COLOUR: Record<SmsHistoryRow['state'], string> = {
  pending: 'gray.7', sending: 'blue.8', sent: 'blue.8', delivered: '#1b5e20', failed: 'red.8', undelivered: 'red.8',
};

/** One SMS: when, to whom, what sent it, its state (with the provider's error), its text and its cost. A card: it reads the same on a phone. */
export function SmsHistoryItem({ row, timeZone }: { row: SmsHistoryRow; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const wall = wallClock(new Date(row.created_at), timeZone);
  const kind = row.kind === 'reminder' ? t('reminders.sms_history.kind_reminder') : t(`reminders.events.${row.kind}`);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-sms-row={row.id} data-sms-state={row.state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{row.to}</Text>
            <Text size="sm" c="dimmed">{kind}</Text>
          </Group>
          <Badge variant="filled" color={STATE_COLOUR[row.state]}>{t(`reminders.sms_history.state_${row.state}`)}</Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>{row.body}</Text>
        {row.last_error && row.state !== 'sent' && row.state !== 'delivered' && <Text size="xs" c="red.8">{row.last_error}</Text>}
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dimmed">{`${format.date(wall.date)} ${format.time(wall.time)}`}</Text>
          <Text size="xs" c="dimmed">{t('reminders.sms_history.credits', { count: row.credits })}</Text>
          <Text size="xs" c="dimmed">{t('reminders.sms_history.segments', { count: row.segments })}</Text>
          {row.encoding === 'ucs2' && <Text size="xs" c="dimmed">{t('reminders.sms_history.unicode')}</Text>}
          {row.transport === 'outbox' && <Text size="xs" c="dimmed">{t('reminders.sms_history.local')}</Text>}
        </Group>
      </Stack>
    </Paper>
  );
}
