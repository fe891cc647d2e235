import { Checkbox, Table, Text } from '@mantine/core';
import {
  NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent, type NotificationMatrix as Matrix,
} from '@chairside/shared/staff-notifications';
import { useTranslation } from '@/lib/use-translation';

/** One employee's events (rows, each explained) × channels (columns) as labelled check boxes. */
export function NotificationMatrix({ name, value, onToggle }: { name: string; value: Matrix; onToggle: (event: NotificationEvent, channel: NotificationChannel, on: 0 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('staff_access.event_column')}</Table.Th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.Th key={channel} scope="col" ta="center">
                {t(`staff_access.channels.${channel}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_EVENTS.map((event) => (
            <Table.Tr key={event} data-event={event}>
              <Table.Th scope="row" fw="normal">
                <Text size="sm" fw={500}>
                  {t(`staff_access.events.${event}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`staff_access.event_hints.${event}`)}
                </Text>
              </Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Td key={channel} ta="center">
                  <Checkbox
                    style={{ display: 'inline-block' }}
                    aria-label={t('staff_access.toggle_label', { event: t(`staff_access.events.${event}`), channel: t(`staff_access.channels.${channel}`), name })}
                    checked={value[event][channel] === 1}
                    onChange={(change) => onToggle(event, channel, change.currentTarget.checked ? 1 : 0)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
