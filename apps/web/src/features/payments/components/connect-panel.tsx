import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_SERVICE_PATH, type CardServiceData } from '@chairside/shared/payments';
import { useTranslation } from '@/lib/use-translation';
import { useConnectLink } from '../api/card-service-api';
import { AccountPanel } from './account-panel';

const KNOWN_REQUIREMENTS = ['business_profile', 'external_account', 'representative.verification.document'];
const ACTION = { not_connected: 'start_onboarding', pending: 'continue_onboarding', restricted: 'fix_details', active: null } as const;

/**
 * /payments/<provider>-connect: the account's status as the provider reports it now, what it still
 * asks for, and the way to its hosted onboarding (a fresh one-time link each time), which sends the
 * venue back here (`returned`) or, once the link expired, here again to start over (`expired`).
 */
export function ConnectPanel({ service, returned, expired, checking, onCheck }: { service: CardServiceData; returned: boolean; expired: boolean; checking: boolean; onCheck(): void }) {
  const { t } = useTranslation();
  const link = useConnectLink();
  const provider = t(`payments.provider_${service.provider}`);
  const { status, requirements } = service.account;
  const action = ACTION[status];
  const open = async () => {
    const answer = await link.mutateAsync();
    window.location.assign(answer.data.url);
  };
  return (
    <Stack gap="md">
      {returned ? <Alert color="blue" data-connect-returned>{t('payments.returned', { provider })}</Alert> : null}
      {expired ? <Alert color="yellow">{t('payments.link_expired')}</Alert> : null}
      {link.isError ? <Alert color="red" role="alert">{t('payments.link_failed')}</Alert> : null}
      <AccountPanel status={status}>
        {service.connect_available ? (
          <>
            <Text>{t(`payments.status_text_${status}`, { provider })}</Text>
            {requirements.length ? (
              <div>
                <Text fw={600} size="sm">{t('payments.requirements_title')}</Text>
                <List size="sm" data-requirements>
                  {requirements.map((requirement) => (
                    <List.Item key={requirement}>
                      {KNOWN_REQUIREMENTS.includes(requirement) ? t(`payments.requirement_${requirement.replaceAll('.', '_')}`) : requirement}
                    </List.Item>
                  ))}
                </List>
              </div>
            ) : null}
            <Group gap="sm" wrap="wrap">
              {action ? (
                <Button onClick={() => void open().catch(() => undefined)} loading={link.isPending} data-connect-start>
                  {t(`payments.${action}`)}
                </Button>
              ) : null}
              {status !== 'not_connected' ? (
                <Button variant="default" onClick={onCheck} loading={checking} data-connect-check>{t('payments.check_again')}</Button>
              ) : null}
            </Group>
          </>
        ) : (
          <Text>{t('payments.connect_unavailable', { provider })}</Text>
        )}
      </AccountPanel>
      <Anchor component={Link} to={`/payments/${CARD_SERVICE_PATH}`}>
        {t('payments.back_to_settings', { product: t('payments.product_name') })}
      </Anchor>
    </Stack>
  );
}
