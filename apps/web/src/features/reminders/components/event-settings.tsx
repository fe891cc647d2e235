import { Checkbox, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CUSTOMER_EVENTS, type CustomerEvent, type EventChannels } from '@chairside/shared/reminders';
import { useTranslation } from '@/lib/use-translation';

type Events = Record<CustomerEvent, EventChannels>;

/** Which of the customer's booking news go out, and how: one row per event, e-mail and SMS switches. */
export function EventSettings({ events, onChange, children }: { events: Events; onChange: (next: Events) => void; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const toggle = (event: CustomerEvent, channel: keyof EventChannels, on: boolean) => onChange({ ...events, [event]: { ...events[event], [channel]: on } });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="customer-events">
      <Stack gap="md">
        <Title order={2} size="h4">{t('reminders.events.title')}</Title>
        <Text size="sm" c="dimmed">{t('reminders.events.intro')}</Text>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reminders.events.event')}</Table.Th>
                <Table.Th ta="center">{t('reminders.channel_email')}</Table.Th>
                <Table.Th ta="center">{t('reminders.channel_sms')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CUSTOMER_EVENTS.map((event) => (
                <Table.Tr key={event} data-customer-event={event}>
                  <Table.Td>
                    <Text size="sm" fw={500}>{t(`reminders.events.${event}`)}</Text>
                    <Text size="xs" c="dimmed">{t(`reminders.events.${event}_hint`)}</Text>
                  </Table.Td>
                  {(['email', 'sms'] as const).map((channel) => (
                    <Table.Td key={channel} ta="center">
                      <Checkbox
                        display="inline-block"
                        aria-label={`${t(`reminders.events.${event}`)}: ${t(`reminders.channel_${channel}`)}`}
                        checked={events[event][channel]}
                        onChange={(e) => toggle(event, channel, e.currentTarget.checked)}
                        data-event-channel={`${event}:${channel}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {children}
        <Text size="sm" c="dimmed">{t('reminders.events.consent_note')}</Text>
      </Stack>
    </Paper>
  );
}
