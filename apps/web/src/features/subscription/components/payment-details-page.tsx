import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { SecurityBadges } from '@/components/ui/security-badges';
import { useTranslation } from '@/lib/use-translation';
import { changeMethod } from '../api/change-method';
import { useSubscriptionInfo } from '../api/get-info';
import { browser } from './purchase';

/**
 * /subscription/payment-details: the card on file for renewals; Change goes to the card provider's
 * hosted page (subscription/method/change), which returns here with its session id while the
 * provider's webhook saves the card (the card shown follows within a moment).
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returning = params.has('session_id');
  // Back from the provider's page: the webhook saves the card a moment later, so ask again meanwhile.
  const info = useSubscriptionInfo({ poll: returning });
  const [busy, setBusy] = useState(false);
  if (!info.data) return <PageLoader />;
  const card = info.data.data.card;
  const change = async () => {
    setBusy(true);
    try {
      browser.assign((await changeMethod()).data.url);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg" maw={560}>
      {returning && (
        <Alert color="green">{t('subscription.card_saved')}</Alert>
      )}
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <IconCreditCard size={32} aria-hidden />
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>{t('subscription.card_on_file')}</Text>
              <Text fw={700} data-card>{card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : t('subscription.no_card')}</Text>
            </Stack>
          </Group>
          <Button onClick={() => void change()} loading={busy} data-change-card>{card ? t('subscription.change_card') : t('subscription.add_card')}</Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">{t('subscription.card_note')}</Text>
      </Card>
      <SecurityBadges />
    </Stack>
  );
}
