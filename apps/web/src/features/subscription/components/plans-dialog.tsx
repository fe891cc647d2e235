import { useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PLANS, type Plan } from '@chairside/shared/constants';
import { YEARLY_SAVING_PERCENT, type PlanInterval } from '@chairside/shared/rules/plan-pricing';
import { continueAction, continueDisabled, DEFAULT_PLAN_CHOICE } from '@chairside/shared/rules/plans-dialog';
import type { PlansData } from '@chairside/shared/subscription';
import { FullScreenDialog } from '@/components/ui/fullscreen-dialog';
import { SecurityBadges } from '@/components/ui/security-badges';
import { useInitialSettings } from '@/lib/auth';
import { useTranslation } from '@/lib/use-translation';
import { usePlans } from '../api/get-plans';
import { usePreviewPlan } from '../api/preview-plan';
import { openCancelDialog } from './cancel-dialog';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { openPreview } from './purchase';
import { SeatCounter } from './seat-counter';

interface Choice {
  plan: Plan;
  interval: PlanInterval;
  employees: number | null;
}

function PlansBody({ data, choice, setChoice, inTrial }: { data: PlansData; choice: Choice; setChoice: (next: Choice) => void; inTrial: boolean }) {
  const { t } = useTranslation();
  const employees = choice.employees ?? data.employees;
  const chipOf = (plan: Plan) => (plan !== data.current.name ? null : inTrial ? 'trial' as const : plan === 'manage' ? null : 'subscribed' as const);
  const viewAll = () => document.getElementById('plans-comparison')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Stack gap="lg" maw={1200} mx="auto" pb="md">
      <Group justify="space-between" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('onboarding.billing')}
          value={choice.interval}
          onChange={(value) => setChoice({ ...choice, interval: value as PlanInterval })}
          data={[
            { value: 'year', label: t('subscription.yearly_save', { percent: YEARLY_SAVING_PERCENT }) },
            { value: 'month', label: t('onboarding.monthly') },
          ]}
          data-interval-toggle
        />
        <SeatCounter employees={employees} currentEmployees={data.current_employees} onChange={(next) => setChoice({ ...choice, employees: next })} />
      </Group>
      <Radio.Group value={choice.plan} onChange={(value) => setChoice({ ...choice, plan: value as Plan })} aria-label={t('onboarding.choose_plan')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              data={data}
              interval={choice.interval}
              employees={employees}
              chip={chipOf(plan)}
              selected={plan === choice.plan}
              onSelect={(next) => setChoice({ ...choice, plan: next })}
              onViewAll={viewAll}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Title order={3} size="h4">{t('subscription.compare_title')}</Title>
      <ComparisonTable data={data} />
    </Stack>
  );
}

/**
 * Plans and options (spec §2.5, §4): opens on pro, billed yearly; Continue with manage leads to the
 * downgrade, with a paid plan to the preview (subscription/preview) and the purchase.
 */
export function PlansDialog({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = usePlans();
  const settings = useInitialSettings();
  const preview = usePreviewPlan();
  const [opened, setOpened] = useState(true);
  const [choice, setChoice] = useState<Choice>({ ...DEFAULT_PLAN_CHOICE, employees: null });
  const close = () => {
    setOpened(false);
    setTimeout(onClosed, 200);
  };
  const data = plans.data?.data;
  const inTrial = Boolean(settings.data?.trial);
  const employees = choice.employees ?? data?.employees ?? 1;
  const disabled = !data || preview.isPending || continueDisabled({
    inTrial, selected: choice, current: data.current, employees, currentEmployees: data.current_employees,
  });

  const onContinue = async () => {
    if (!data) return;
    if (continueAction(choice.plan) === 'downgrade') {
      // On OK the dialog closes with type reload: every screen reads the plan again.
      if (await openCancelDialog(t(`onboarding.plan_${data.current.name}`))) {
        await queryClient.invalidateQueries();
        close();
      }
      return;
    }
    const answer = await preview.mutateAsync({ seats: employees, plan_id: data.plans[choice.plan][choice.interval].plan_id, interval: choice.interval });
    const done = await openPreview(answer.data, { seats: employees, plan_id: data.plans[choice.plan][choice.interval].plan_id, interval: choice.interval });
    if (done) {
      await queryClient.invalidateQueries();
      close();
    }
  };

  return (
    <FullScreenDialog
      opened={opened}
      onClose={close}
      title={t('shell.plans_title')}
      caption={t('shell.plans_caption')}
      headerAside={<Anchor id="openChat" component="button" type="button" size="sm">{t('subscription.need_help')}</Anchor>}
      footer={
        <Stack gap="xs" w="100%">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap={6} wrap="nowrap">
              <IconShieldCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
              <Text size="sm">{t('subscription.money_back')}</Text>
            </Group>
            <Button size="md" onClick={() => void onContinue().catch(() => undefined)} disabled={disabled} loading={preview.isPending} data-plans-continue>
              {t('subscription.continue')}
            </Button>
          </Group>
          <SecurityBadges />
        </Stack>
      }
    >
      {data ? (
        <PlansBody data={data} choice={choice} setChoice={setChoice} inTrial={inTrial} />
      ) : (
        <Center mih={240}>{plans.isError ? <Text>{t('shell.error_generic')}</Text> : <Loader />}</Center>
      )}
    </FullScreenDialog>
  );
}
