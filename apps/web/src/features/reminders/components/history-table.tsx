import { Badge, Table, Text } from '@mantine/core';
import type { ReminderHistoryRow, ReminderStatus } from '@chairside/shared/reminders';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const STATUS_COLOUR: Record<ReminderStatus, string> = { queued: 'blue.8', sent: '#1b5e20', delivered: '#1b5e20', failed: 'red.8', skipped: 'gray.7' };
const KNOWN_REASONS = ['no_email', 'no_phone', 'no_credit'];

/** The history's rows: when, channel, recipient, customer, visit, which reminder, status (with the reason when not sent), cost in SMS credits. */
export function HistoryTable({ rows, timeZone }: { rows: ReminderHistoryRow[]; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (iso: string) => {
    const wall = wallClock(new Date(iso), timeZone);
    return `${format.date(wall.date)} ${format.time(wall.time)}`;
  };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="reminder-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reminders.history.sent_at')}</Table.Th>
            <Table.Th>{t('reminders.channel')}</Table.Th>
            <Table.Th>{t('reminders.history.recipient')}</Table.Th>
            <Table.Th>{t('reminders.history.customer')}</Table.Th>
            <Table.Th>{t('reminders.history.visit')}</Table.Th>
            <Table.Th>{t('reminders.history.rule')}</Table.Th>
            <Table.Th>{t('reminders.history.status')}</Table.Th>
            <Table.Th ta="right">{t('reminders.history.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-history-row={row.status}>
              <Table.Td>{when(row.created_at)}</Table.Td>
              <Table.Td>{t(`reminders.channel_${row.channel}`)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.recipient || '—'}</Table.Td>
              <Table.Td>{row.customer_name || '—'}</Table.Td>
              <Table.Td>{when(row.starts_at)}</Table.Td>
              <Table.Td>{t(`reminders.offsets.${row.offset_minutes}`, { defaultValue: format.duration(row.offset_minutes) })}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOUR[row.status]} variant="filled">{t(`reminders.history.status_${row.status}`)}</Badge>
                {row.reason && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {KNOWN_REASONS.includes(row.reason) ? t(`reminders.history.reason_${row.reason}`) : row.reason}
                  </Text>
                )}
                {row.fallback && <Text size="xs" c="dimmed" mt={2} data-fallback>{t('reminders.history.fallback')}</Text>}
                {row.confirmed_at && <Text size="xs" c="dimmed" mt={2}>{t('reminders.history.confirmed')}</Text>}
              </Table.Td>
              <Table.Td ta="right" data-credits={row.credits}>{row.channel === 'sms' ? row.credits : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
