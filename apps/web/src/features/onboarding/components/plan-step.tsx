import { Badge, Group, List, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { PLANS, TRIAL_DAYS, type Plan } from '@chairside/shared/constants';
import { PLAN_INTERVALS, planAnswers } from '@chairside/shared/onboarding';
import { YEARLY_SAVING_PERCENT } from '@chairside/shared/rules/plan-pricing';
import { translatedIssues } from '@/lib/form-errors';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

/** Feature lines per plan (spec §9: five for paid plans, four for manage). */
const FEATURE_COUNT: Record<Plan, number> = { manage: 4, start: 5, grow: 5, pro: 5 };
type Interval = (typeof PLAN_INTERVALS)[number];
const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);
const isInterval = (value: string): value is Interval => (PLAN_INTERVALS as readonly string[]).includes(value);

/** Step 7: manage (free), start, grow or pro; finishing lands on the calendar. */
export function PlanStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const saved = state.answers.plan;
  const form = useForm({
    resolver: zodResolver(planAnswers, translatedIssues),
    defaultValues: {
      plan: isPlan(saved.plan) ? saved.plan : 'pro',
      interval: isInterval(saved.interval) ? saved.interval : 'year',
    },
  });
  const { run, alert, pending } = useStepSave(form.setError, ['plan', 'interval'], onSaved);
  const submit = form.handleSubmit((values) => run({ step: 'plan', ...values }));
  const plan = useWatch({ control: form.control, name: 'plan' });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {plan !== 'manage' && (
          <Controller
            control={form.control}
            name="interval"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="plan-interval-label">
                  {t('onboarding.billing')}
                </Text>
                <SegmentedControl
                  aria-labelledby="plan-interval-label"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: 'month', label: t('onboarding.monthly') },
                    { value: 'year', label: t('onboarding.yearly', { percent: YEARLY_SAVING_PERCENT }) },
                  ]}
                />
              </Stack>
            )}
          />
        )}
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <Radio.Group label={t('onboarding.choose_plan')} value={field.value} onChange={field.onChange} error={form.formState.errors.plan?.message}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {PLANS.map((name) => (
                  <Radio.Card key={name} value={name} radius="md" p="md" withBorder>
                    <Stack gap="xs">
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="sm" wrap="nowrap">
                          <Radio.Indicator />
                          <Text fw={700}>{t(`onboarding.plan_${name}`)}</Text>
                        </Group>
                        {name === 'manage' ? (
                          <Badge variant="light" color="gray">
                            {t('onboarding.plan_free')}
                          </Badge>
                        ) : name === 'pro' ? (
                          <Badge variant="light">{t('onboarding.plan_popular')}</Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`onboarding.plan_${name}_text`)}
                      </Text>
                      <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />}>
                        {Array.from({ length: FEATURE_COUNT[name] }, (_, index) => (
                          <List.Item key={index}>{t(`onboarding.plan_${name}_f${index + 1}`)}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <Text size="sm" c="dimmed">
          {t(plan === 'manage' ? 'onboarding.plan_free_note' : 'onboarding.plan_trial_note', { days: TRIAL_DAYS })}
        </Text>
        <StepActions onBack={onBack} pending={pending} alert={alert} last />
      </Stack>
    </form>
  );
}
