import { Text, Tooltip } from '@mantine/core';
import { smsLength } from '@chairside/shared/rules/message-template';
import { useTranslation } from '@/lib/use-translation';

/** Characters and SMS parts of the text as sent (variables filled in), and the encoding they force. */
export function SmsCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const { units, segments, encoding } = smsLength(text);
  const line = `${t('customer_settings.notifications.sms_count', { units, segments })} · ${t(`customer_settings.notifications.${encoding}`)}`;
  return (
    <Tooltip label={t('customer_settings.notifications.ucs2_hint')} disabled={encoding === 'gsm7'} multiline w={280}>
      <Text size="sm" c={encoding === 'ucs2' ? 'orange.8' : 'dimmed'} aria-live="polite" data-testid="sms-count" data-encoding={encoding} data-segments={segments}>
        {line}
      </Text>
    </Tooltip>
  );
}
