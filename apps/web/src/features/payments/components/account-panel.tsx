import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ConnectStatus } from '@chairside/shared/payments';
import { useTranslation } from '@/lib/use-translation';
import { ConnectStatusBadge } from './connect-status-badge';

/** The card provider account's panel: its heading with the status badge, then what the screen shows about it. */
export function AccountPanel({ status, children }: { status: ConnectStatus; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">{t('payments.account_title')}</Title>
          <ConnectStatusBadge status={status} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
