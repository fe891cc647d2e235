import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGES, isLanguage, type Language } from '@chairside/shared/constants';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, type MessageChannel, type MessageEvent } from '@chairside/shared/customers-settings';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useTemplates } from '../api/templates';
import { TemplateForm } from './template-form';

/**
 * customers/notifications: choose the language, the message and the channel, then edit its wording.
 * Customers get messages in their own language, so each language is worded on its own (the
 * interface language first); a language left alone uses its native default.
 */
export function NotificationsEditor() {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en-us');
  const [event, setEvent] = useState<MessageEvent>('reminder');
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const templates = useTemplates(lang);
  const template = templates.data?.data.find((item) => item.event === event && item.channel === channel);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('customer_settings.notifications.language')}
              value={lang}
              onChange={(e) => setLang(e.currentTarget.value as Language)}
              data={LANGUAGES.map((code) => ({ value: code, label: t(`shell.language_${code}`) }))}
              w={{ base: '100%', xs: 200 }}
            />
            <NativeSelect
              label={t('customer_settings.notifications.choose_message')}
              value={event}
              onChange={(e) => setEvent(e.currentTarget.value as MessageEvent)}
              data={MESSAGE_EVENTS.map((code) => ({ value: code, label: t(`customer_settings.events.${code}`) }))}
              w={{ base: '100%', xs: 260 }}
              data-testid="event-select"
            />
            <SegmentedControl
              aria-label={t('customer_settings.notifications.channel')}
              value={channel}
              onChange={(value) => setChannel(value as MessageChannel)}
              data={MESSAGE_CHANNELS.map((code) => ({ value: code, label: t(`customer_settings.channels.${code}`) }))}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('customer_settings.notifications.language_hint')}
          </Text>
        </Stack>
      </Paper>
      {templates.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('customer_settings.notifications.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void templates.refetch()}>
            {t('customer_settings.notifications.retry')}
          </Button>
        </Alert>
      ) : template ? (
        <TemplateForm key={`${lang}/${event}/${channel}/${template.updated_at ?? 'default'}`} template={template} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
