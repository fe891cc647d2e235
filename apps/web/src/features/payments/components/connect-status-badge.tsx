import { Badge } from '@mantine/core';
import type { ConnectStatus } from '@chairside/shared/payments';
import { useTranslation } from '@/lib/use-translation';

const COLOURS: Record<ConnectStatus, string> = { not_connected: 'gray', pending: 'yellow', active: 'green', restricted: 'red' };

/** The connected account's status as the provider last reported it. */
export function ConnectStatusBadge({ status }: { status: ConnectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light" size="lg" data-connect-status={status}>
      {t(`payments.status_${status}`)}
    </Badge>
  );
}
