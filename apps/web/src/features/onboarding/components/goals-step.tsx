import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ONBOARDING_GOALS, goalsAnswers } from '@chairside/shared/onboarding';
import { translatedIssues } from '@/lib/form-errors';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

type Goal = (typeof ONBOARDING_GOALS)[number];
const isGoal = (value: string): value is Goal => (ONBOARDING_GOALS as readonly string[]).includes(value);

/** Step 2: what the owner wants help with (one or more). */
export function GoalsStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(goalsAnswers, translatedIssues),
    defaultValues: { goals: state.answers.goals.goals.filter(isGoal) },
  });
  const { run, alert, pending } = useStepSave(form.setError, ['goals'], onSaved);
  const submit = form.handleSubmit((values) => run({ step: 'goals', ...values }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Controller
          control={form.control}
          name="goals"
          render={({ field }) => (
            <Checkbox.Group
              label={t('onboarding.goals_label')}
              description={t('onboarding.goals_hint')}
              withAsterisk
              value={field.value}
              onChange={(values) => field.onChange(values.filter(isGoal))}
              error={form.formState.errors.goals?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {ONBOARDING_GOALS.map((goal) => (
                  <Checkbox.Card key={goal} value={goal} radius="md" p="sm" withBorder>
                    <Group wrap="nowrap" gap="sm">
                      <Checkbox.Indicator />
                      <span>{t(`onboarding.goal_${goal}`)}</span>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <StepActions onBack={onBack} pending={pending} alert={alert} />
      </Stack>
    </form>
  );
}
