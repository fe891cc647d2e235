import { Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SETTINGS_KEY } from '@/lib/auth';
import { openPlans } from '@/components/ui/plans-opener';
import { useTranslation } from '@/lib/use-translation';
import { useConfirmSession } from '../api/confirm-session';

/**
 * /subscription/thank-you: the card provider sends the payer back here with the session id; the
 * page confirms it with subscription/session (asked again until the webhook has settled it).
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const session = useConfirmSession(sessionId);
  const status = session.data?.data.status;
  const queryClient = useQueryClient();
  // Paid: the plan changed; every screen reads it again (the venue's settings carry it).
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  }, [status, queryClient]);
  if (!sessionId || session.isError) {
    return <Text role="alert">{t('subscription.session_unknown')}</Text>;
  }
  if (!session.data || status === 'open') {
    return (
      <Group gap="sm" data-thank-you="pending"><Loader size="sm" /><Text>{t('subscription.confirming')}</Text></Group>
    );
  }
  const paid = status === 'paid';
  const plan = t(`onboarding.plan_${session.data.data.plan}`);
  return (
    <Card withBorder radius="md" p="xl" maw={560} data-thank-you={status}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color={paid ? 'green' : 'orange'}>
          {paid ? <IconCircleCheck size={34} aria-hidden /> : <IconAlertTriangle size={34} aria-hidden />}
        </ThemeIcon>
        <Title order={2} size="h3">{paid ? t('subscription.thank_you_title') : t('subscription.not_paid_title')}</Title>
        <Text>{paid ? t('subscription.thank_you_text', { plan, seats: session.data.data.seats }) : t('subscription.not_paid_text')}</Text>
        <Group>
          <Button component={Link} to="/subscription/info">{t('subscription.see_subscription')}</Button>
          {!paid && <Button variant="default" onClick={() => openPlans()}>{t('subscription.try_again')}</Button>}
        </Group>
      </Stack>
    </Card>
  );
}
