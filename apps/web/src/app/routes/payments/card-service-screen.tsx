import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useCardService } from '@/features/payments/api/card-service-api';
import { AccountCard } from '@/features/payments/components/account-card';
import { CardFlowsForm } from '@/features/payments/components/card-flows-form';
import { PayoutsFees } from '@/features/payments/components/payouts-fees';
import { PaymentsLoadError } from './payments-load-error';

/**
 * /payments/chairside-pay (spec §2.3): the venue's own card service, named after the product — its
 * account with the card provider (status as the provider reports it), payouts, card fees, and the
 * flows that take cards.
 */
export function CardServiceScreen() {
  const { t } = useTranslation();
  const service = useCardService();
  const data = service.data?.data;
  return (
    <Stack gap="md" maw={900} pb={48}>
      <div>
        <Title order={1} size="h2">{t('payments.product_name')}</Title>
        <Text c="dimmed" mt={4}>{t('payments.subtitle', { provider: t(`payments.provider_${data?.provider ?? 'sandbox'}`) })}</Text>
      </div>
      {service.isError ? (
        <PaymentsLoadError onRetry={() => void service.refetch()} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <AccountCard service={data} />
          <PayoutsFees service={data} />
          <CardFlowsForm key={JSON.stringify(data.flows)} flows={data.flows} />
        </>
      )}
    </Stack>
  );
}
