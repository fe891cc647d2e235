import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Policy } from '@chairside/shared/settings-sections';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** The saved booking policy as a customer reads it when booking: the rules in words, then the venue's text. */
export function PolicyPreview({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rules = [
    policy.cancellation_notice_hours > 0 ? t('customer_settings.policy.cancellation_hours', { hours: policy.cancellation_notice_hours }) : t('customer_settings.policy.cancellation_any'),
    policy.no_show_fee_type === 'percent' ? t('customer_settings.policy.no_show_percent', { percent: policy.no_show_fee_percent }) : null,
    policy.no_show_fee_type === 'fixed' ? t('customer_settings.policy.no_show_fixed', { amount: format.price(policy.no_show_fee_amount) }) : null,
    policy.deposit_type === 'percent' ? t('customer_settings.policy.deposit_percent', { percent: policy.deposit_percent }) : null,
    policy.deposit_type === 'fixed' ? t('customer_settings.policy.deposit_fixed', { amount: format.price(policy.deposit_amount) }) : null,
  ].filter((rule): rule is string => rule !== null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="policy-preview-title" data-testid="policy-preview">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="policy-preview-title">
            {t('customer_settings.policy.preview_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customer_settings.policy.preview_hint')}
          </Text>
        </div>
        <List size="sm" spacing={4}>
          {rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
        <Text size="sm" c={policy.policy_text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {policy.policy_text || t('customer_settings.policy.preview_empty')}
        </Text>
      </Stack>
    </Paper>
  );
}
