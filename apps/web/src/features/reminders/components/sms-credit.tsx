import { useState } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { SMS_CURRENCY } from '@chairside/shared/sms';
import { useAccess, useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useBuySmsPack } from '../api/buy-sms-pack';
import { useSmsPacks } from '../api/get-sms-packs';

interface Props {
  fallback: boolean;
  onFallback: (on: boolean) => void;
}

/** The SMS part of /reminders: the credit balance, what a credit is, the e-mail fallback switch, and buying a pack (hosted checkout). */
export function SmsCredit({ fallback, onFallback }: Props) {
  const { t, i18n } = useTranslation();
  const balance = useAccess().smsAmount ?? 0;
  const mayBuy = useCan('settings.business_info');
  const [open, setOpen] = useState(false);
  const packs = useSmsPacks(open);
  const buy = useBuySmsPack();
  const money = (minor: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: SMS_CURRENCY }).format(minor / 100);
  const purchase = (id: number) =>
    buy.mutate(id, {
      onSuccess: (answer) => window.location.assign(answer.data.url),
      onError: () => notify('negative', t('reminders.sms.buy_failed')),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="sms-credit">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">{t('reminders.sms.title')}</Title>
          <Group gap={6}>
            <IconMessage2 size={18} aria-hidden />
            <Text fw={600} data-testid="sms-balance" data-balance={balance}>{t('reminders.sms.balance', { count: balance })}</Text>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">{t('reminders.sms.cost_note')}</Text>
        <Switch label={t('reminders.sms.fallback')} checked={fallback} onChange={(e) => onFallback(e.currentTarget.checked)} data-sms-fallback />
        <Text size="sm" c="dimmed">{t('reminders.sms.fallback_hint')}</Text>
        {mayBuy && !open && (
          <Group>
            <Button variant="light" onClick={() => setOpen(true)} data-buy-sms>{t('reminders.sms.buy')}</Button>
          </Group>
        )}
        {open && (
          <Stack gap="xs" component="section" aria-label={t('reminders.sms.packs_title')}>
            {packs.isLoading && <Loader size="sm" aria-label={t('reminders.sms.packs_title')} />}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {packs.data?.data.map((pack) => (
                <Paper key={pack.id} withBorder radius="md" p="sm" data-sms-pack={pack.id}>
                  <Stack gap={4} align="flex-start">
                    <Text fw={600}>{t('reminders.sms.pack', { credits: pack.credits })}</Text>
                    <Text size="sm">{money(pack.price)}</Text>
                    <Button size="xs" loading={buy.isPending && buy.variables === pack.id} onClick={() => purchase(pack.id)}>{t('reminders.sms.buy_pack')}</Button>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
