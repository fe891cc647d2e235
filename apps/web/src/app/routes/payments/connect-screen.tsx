import { Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { connectPath } from '@chairside/shared/payments';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useCardService } from '@/features/payments/api/card-service-api';
import { ConnectPanel } from '@/features/payments/components/connect-panel';
import { PaymentsLoadError } from './payments-load-error';

/**
 * /payments/<provider>-connect (spec §2.3): connect the venue's account with the card provider in
 * use; the provider's onboarding returns here with ?return=1 (or ?refresh=1 once its link expired),
 * and the status shown is read from the provider again. Another provider's path leads to this one's.
 */
export function ConnectScreen() {
  const { t } = useTranslation();
  const service = useCardService();
  const location = useLocation();
  const [params] = useSearchParams();
  const data = service.data?.data;
  if (data && location.pathname !== connectPath(data.provider)) return <Navigate to={`${connectPath(data.provider)}${location.search}`} replace />;
  const provider = t(`payments.provider_${data?.provider ?? 'sandbox'}`);
  return (
    <Stack gap="md" maw={760} pb={48}>
      <div>
        <Title order={1} size="h2">{t('payments.connect_title', { provider })}</Title>
        <Text c="dimmed" mt={4}>{t('payments.connect_text', { provider })}</Text>
      </div>
      {service.isError ? (
        <PaymentsLoadError onRetry={() => void service.refetch()} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <ConnectPanel service={data} returned={params.get('return') === '1'} expired={params.get('refresh') === '1'} checking={service.isFetching} onCheck={() => void service.refetch()} />
      )}
    </Stack>
  );
}
