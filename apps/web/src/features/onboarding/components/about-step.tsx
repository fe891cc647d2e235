import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { BUSINESS_TYPES, TEAM_SIZES, aboutAnswers } from '@chairside/shared/onboarding';
import { translatedIssues } from '@/lib/form-errors';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

/** Step 1: what kind of business and how big the team is. */
export function AboutStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const saved = state.answers.about;
  const form = useForm({
    resolver: zodResolver(aboutAnswers, translatedIssues),
    defaultValues: {
      business_type: (saved.business_type || undefined) as (typeof BUSINESS_TYPES)[number],
      team_size: (saved.team_size || undefined) as (typeof TEAM_SIZES)[number],
    },
  });
  const { errors } = form.formState;
  const { run, alert, pending } = useStepSave(form.setError, ['business_type', 'team_size'], onSaved);
  const submit = form.handleSubmit((values) => run({ step: 'about', ...values }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Controller
          control={form.control}
          name="business_type"
          render={({ field }) => (
            <Radio.Group
              label={t('onboarding.business_type')}
              withAsterisk
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.business_type?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {BUSINESS_TYPES.map((type) => (
                  <Radio.Card key={type} value={type} radius="md" p="sm" withBorder>
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <span>{t(`onboarding.business_${type}`)}</span>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="team_size"
          render={({ field }) => (
            <Radio.Group
              label={t('onboarding.team_size')}
              withAsterisk
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.team_size?.message}
            >
              <Group gap="md" mt="xs">
                {TEAM_SIZES.map((size) => (
                  <Radio key={size} value={size} label={t(`onboarding.team_${size}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <StepActions onBack={onBack} pending={pending} alert={alert} />
      </Stack>
    </form>
  );
}
