import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { connectPath, type CardServiceData } from '@chairside/shared/payments';
import { useTranslation } from '@/lib/use-translation';
import { AccountPanel } from './account-panel';

/** The account with the card provider on the settings page: its status, what it means, and the way to the connect screen. */
export function AccountCard({ service }: { service: CardServiceData }) {
  const { t } = useTranslation();
  const provider = t(`payments.provider_${service.provider}`);
  const { status } = service.account;
  const action = status === 'not_connected' ? 'connect' : status === 'active' ? 'manage_connection' : 'continue_setup';
  return (
    <AccountPanel status={status}>
      <Text>{service.connect_available ? t(`payments.status_text_${status}`, { provider }) : t('payments.connect_unavailable', { provider })}</Text>
      {service.connect_available ? (
        <Group>
          <Button component={Link} to={connectPath(service.provider)} variant={status === 'active' ? 'default' : 'filled'} data-connect-open>
            {t(`payments.${action}`)}
          </Button>
        </Group>
      ) : null}
    </AccountPanel>
  );
}
