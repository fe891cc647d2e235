import { Alert, Button } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** The /payments screens' error state: the settings could not be read; try again. */
export function PaymentsLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('payments.load_failed')}>
      <Button size="xs" variant="default" onClick={onRetry}>{t('payments.retry')}</Button>
    </Alert>
  );
}
