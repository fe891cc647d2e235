import { Text, Tooltip } from '@mantine/core';
import { smsLength } from '@chairside/shared/rules/sms-segments';
import { useTranslation } from '@/lib/use-translation';

/** Characters and SMS parts of the text as sent (variables filled in), the encoding they force, and the credits it costs (one per part). */
export function SmsCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const { units, segments, encoding } = smsLength(text);
  const line = `${t('customer_settings.notifications.sms_count', { units, segments })} · ${t(`customer_settings.notifications.${encoding}`)}`;
  return (
    <Tooltip label={t('customer_settings.notifications.ucs2_hint')} disabled={encoding === 'gsm7'} multiline w={280}>
      <div aria-live="polite">
        <Text size="sm" c={encoding === 'ucs2' ? 'orange.8' : 'dimmed'} data-testid="sms-count" data-encoding={encoding} data-segments={segments}>
          {line}
        </Text>
        <Text size="sm" fw={600} data-testid="sms-cost" data-credits={segments}>
          {t('customer_settings.notifications.sms_cost', { credits: segments })}
        </Text>
      </div>
    </Tooltip>
  );
}
