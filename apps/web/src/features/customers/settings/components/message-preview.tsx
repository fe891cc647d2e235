import { Paper, Stack, Text, Title } from '@mantine/core';
import type { MessageChannel } from '@chairside/shared/customers-settings';
import { renderTemplate, type MessageValues } from '@chairside/shared/rules/message-template';
import { useTranslation } from '@/lib/use-translation';
import { SmsCounter } from './sms-counter';

interface Props {
  channel: MessageChannel;
  subject: string;
  body: string;
  values: MessageValues;
}

/** The message as a customer gets it, with sample data: an e-mail (escaped HTML) or an SMS bubble with its length. */
export function MessagePreview({ channel, subject, body, values }: Props) {
  const { t } = useTranslation();
  const text = renderTemplate(body, values);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="preview-title" data-testid="message-preview">
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5" id="preview-title">
            {t('customer_settings.notifications.preview')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('customer_settings.notifications.preview_hint')}
          </Text>
        </div>
        {channel === 'email' ? (
          <>
            <Text fw={600} data-testid="preview-subject">
              {renderTemplate(subject, values)}
            </Text>
            {/* renderTemplate's HTML form escapes the text and every value: only <br> is markup. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="preview-body" dangerouslySetInnerHTML={{ __html: renderTemplate(body, values, { html: true }) }} />
          </>
        ) : (
          <>
            <Paper bg="gray.1" radius="lg" p="sm" maw={340}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-body">
                {text}
              </Text>
            </Paper>
            <SmsCounter text={text} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
