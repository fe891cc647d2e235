import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CardServiceData } from '@chairside/shared/payments';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** What the provider pays out when, and what it takes per card payment: known once an account is open. */
export function PayoutsFees({ service }: { service: CardServiceData }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const connected = service.account.status !== 'not_connected';
  const payout = service.payout_schedule;
  const fees = service.fees;
  const percent = fees ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(fees.percent_bp / 100) : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Title order={2} size="h5">{t('payments.payouts_title')}</Title>
          <Text data-payouts>
            {payout ? t(`payments.payout_${payout.interval}`, { days: payout.delay_days }) : connected ? t('payments.fees_unknown') : t('payments.not_yet_known')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Title order={2} size="h5">{t('payments.fees_title')}</Title>
          <Text data-fees>
            {fees ? t('payments.fees_value', { percent, fixed: format.price(fees.fixed) }) : connected ? t('payments.fees_unknown') : t('payments.not_yet_known')}
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
