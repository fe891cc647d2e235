import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { openPlans } from '@/components/ui/plans-opener';
import { useInitialSettings } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSubscriptionInfo } from '../api/get-info';
import { STATUS_COLORS } from './status-colors';
import { openCancelDialog } from './cancel-dialog';

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>{label}</Text>
      <Text fw={700} size="lg" data-fact={testId}>{value}</Text>
    </Card>
  );
}

/** /subscription/info: the plan, seats, trial days left (spec §4), the renewal, and the ambassador banner. */
export function InfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useInitialSettings().data;
  const info = useSubscriptionInfo();
  if (!info.data) return <PageLoader />;
  const data = info.data.data;
  const planName = t(`onboarding.plan_${data.plan}`);
  const cancel = async () => {
    if (await openCancelDialog(planName)) await queryClient.invalidateQueries();
  };
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={800} size="xl" data-current-plan={data.plan}>{planName}</Text>
              <Badge color={data.status === 'active' ? STATUS_COLORS.positive : data.status === 'trial' ? STATUS_COLORS.trial : 'gray.7'} data-status={data.status}>
                {t(`subscription.status_${data.status}`)}
              </Badge>
            </Group>
            {data.status === 'active' && <Text c="dimmed">{data.price_formatted} · {t(`subscription.billed_${data.interval}`)}</Text>}
          </Stack>
          <Group gap="sm">
            <Button onClick={() => openPlans()} data-change-plan>{t('subscription.change_plan')}</Button>
            {data.plan !== 'manage' && <Button variant="default" color="red" onClick={() => void cancel()} data-cancel-subscription>{t('subscription.cancel_subscription')}</Button>}
          </Group>
        </Group>
      </Card>
      {data.trial && (
        <Alert color={data.trial.days_left > 0 ? 'orange' : 'red'} title={t('subscription.trial_title')}>
          <Stack gap="xs">
            <Text size="sm" data-trial-days={data.trial.days_left}>
              {data.trial.days_left > 0 ? t('subscription.trial_days_left', { days: data.trial.days_left, max: data.trial.max_days }) : t('subscription.trial_ended')}
            </Text>
            <Progress value={data.trial.max_days ? (100 * (data.trial.max_days - data.trial.days_left)) / data.trial.max_days : 100} aria-hidden />
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('subscription.seats')} value={String(data.seats)} testId="seats" />
        <Fact label={t('subscription.bookable_staff')} value={String(data.employees)} />
        <Fact label={t('subscription.renews_on')} value={data.renews_on ? formatDate(data.renews_on, settings ?? {}) : '—'} testId="renews" />
        <Fact label={t('subscription.card_on_file')} value={data.card ? `•••• ${data.card.last4}` : '—'} />
      </SimpleGrid>
      <Group gap="sm">
        <Button component={Link} to="/subscription/history" variant="light">{t('shell.subscription_history')}</Button>
        <Button component={Link} to="/subscription/payment-details" variant="light">{t('shell.subscription_payment_details')}</Button>
      </Group>
      <Card withBorder radius="md" p="lg" bg="var(--mantine-color-brand-0)" data-ambassador-banner>
        <Group wrap="nowrap" gap="md" align="flex-start">
          <IconGift size={36} aria-hidden />
          <Stack gap={4}>
            <Text fw={700}>{t('subscription.ambassador_title')}</Text>
            <Text size="sm">{t('subscription.ambassador_text')}</Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
