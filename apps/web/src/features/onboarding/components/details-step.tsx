import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { detailsAnswers } from '@chairside/shared/onboarding';
import { translatedIssues } from '@/lib/form-errors';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

const FIELDS = ['title', 'phone', 'email', 'description'] as const;

/** Step 3: the business's name and how customers reach it. */
export function DetailsStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(detailsAnswers, translatedIssues), defaultValues: state.answers.details });
  const { errors } = form.formState;
  const { run, alert, pending } = useStepSave(form.setError, FIELDS, onSaved);
  const submit = form.handleSubmit((values) => run({ step: 'details', ...values }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('onboarding.venue_title')}
          autoComplete="organization"
          required
          error={errors.title?.message}
          {...form.register('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('onboarding.venue_phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label={t('onboarding.venue_email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </SimpleGrid>
        <Textarea
          label={t('onboarding.venue_description')}
          description={t('onboarding.venue_description_hint')}
          autosize
          minRows={3}
          maxRows={8}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <StepActions onBack={onBack} pending={pending} alert={alert} />
      </Stack>
    </form>
  );
}
