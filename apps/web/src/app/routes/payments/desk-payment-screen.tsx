import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useDeskPayments } from '@/features/payments/api/desk-payments-api';
import { DeskPaymentsForm } from '@/features/payments/components/desk-payments-form';
import { PaymentsLoadError } from './payments-load-error';

/** /payments/payment (spec §2.3): the desk's accepted payment methods and the names checkout shows, and tips with suggested percentages. */
export function DeskPaymentScreen() {
  const { t } = useTranslation();
  const desk = useDeskPayments();
  const data = desk.data?.data;
  return (
    <Stack gap="md" maw={900} pb={48}>
      <div>
        <Title order={1} size="h2">{t('shell.payment')}</Title>
        <Text c="dimmed" mt={4}>{t('payments.desk_subtitle')}</Text>
      </div>
      {desk.isError ? <PaymentsLoadError onRetry={() => void desk.refetch()} /> : !data ? <PageLoader /> : <DeskPaymentsForm data={data} />}
    </Stack>
  );
}
