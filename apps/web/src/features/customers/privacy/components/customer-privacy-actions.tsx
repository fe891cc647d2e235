import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldLock } from '@tabler/icons-react';
import { CONSENT_CHANNELS, type ConsentChannel } from '@chairside/shared/customers-settings';
import { PageLoader } from '@/components/ui/page-loader';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { downloadPrivacyExport, useConsents, useStoreConsent } from '../api/privacy';
import { EraseDialog } from './erase-dialog';

/**
 * The privacy part of a customer's profile (mounted by the profile screen): marketing consents with
 * their history, the data export (JSON, PDF) and erasure on request. Recording consent and erasing
 * need edit_customer; the server checks the same.
 */
export function CustomerPrivacyActions({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useCan('edit_customer');
  const consents = useConsents(customerId);
  const store = useStoreConsent(customerId);
  const [erasing, setErasing] = useState(false);
  const [downloading, setDownloading] = useState<'json' | 'pdf' | null>(null);

  if (consents.isError) return <Alert color="red" variant="light" role="alert" title={t('customer_settings.privacy.load_failed')} />;
  if (!consents.data) return <PageLoader />;
  const data = consents.data;
  const flag = (channel: ConsentChannel) => (channel === 'sms' ? data.sms_marketing : data.email_marketing);

  const toggle = (channel: ConsentChannel) =>
    store.mutate({ channel, granted: !flag(channel), source: 'desk' }, { onSuccess: () => notify('positive', t('customer_settings.privacy.consent_saved')) });
  const download = async (kind: 'json' | 'pdf') => {
    setDownloading(kind);
    try {
      await downloadPrivacyExport(customerId, kind);
    } catch {
      notify('negative', t('customer_settings.privacy.load_failed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="privacy-title" data-testid="customer-privacy">
      <Stack gap="md">
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden />
          <Title order={2} size="h4" id="privacy-title">
            {t('customer_settings.privacy.title')}
          </Title>
          {data.erased_at ? <Badge color="red" variant="light">{t('customer_settings.privacy.erased_badge', { date: format.date(data.erased_at) })}</Badge> : null}
        </Group>
        {data.erased ? <Text size="sm">{t('customer_settings.privacy.erased_text')}</Text> : null}

        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('customer_settings.privacy.consents')}
          </Text>
          {CONSENT_CHANNELS.map((channel) => (
            <Group key={channel} justify="space-between" gap="xs" data-consent={channel}>
              <Group gap="xs">
                <Text size="sm">{t(`customer_settings.privacy.channel_${channel}`)}</Text>
                <Badge color={flag(channel) ? 'green' : 'gray'} variant="light">
                  {t(flag(channel) ? 'customer_settings.privacy.granted' : 'customer_settings.privacy.withdrawn')}
                </Badge>
              </Group>
              {canEdit && !data.erased ? (
                <Button size="compact-sm" variant="light" loading={store.isPending && store.variables?.channel === channel} onClick={() => toggle(channel)}>
                  {t(flag(channel) ? 'customer_settings.privacy.withdraw' : 'customer_settings.privacy.give')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>

        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('customer_settings.privacy.history')}
          </Text>
          {data.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('customer_settings.privacy.history_empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table fz="sm" verticalSpacing={4} data-testid="consent-history">
                <Table.Tbody>
                  {data.history.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{format.dateTime(entry.at)}</Table.Td>
                      <Table.Td>{t(`customer_settings.privacy.channel_${entry.channel}`)}</Table.Td>
                      <Table.Td>{t(entry.granted ? 'customer_settings.privacy.granted' : 'customer_settings.privacy.withdrawn')}</Table.Td>
                      <Table.Td>
                        {t(`customer_settings.privacy.source_${entry.source}`)}
                        {entry.by ? ` · ${t('customer_settings.privacy.by', { name: entry.by })}` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>

        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('customer_settings.privacy.export')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('customer_settings.privacy.export_hint')}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading === 'json'} onClick={() => void download('json')}>
              {t('customer_settings.privacy.export_json')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
              {t('customer_settings.privacy.export_pdf')}
            </Button>
          </Group>
        </Stack>

        {canEdit && !data.erased ? (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('customer_settings.privacy.erase_hint')}
            </Text>
            <Button size="xs" color="red" variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setErasing(true)}>
              {t('customer_settings.privacy.erase')}
            </Button>
            <EraseDialog customerId={customerId} name={data.name} opened={erasing} onClose={() => setErasing(false)} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
