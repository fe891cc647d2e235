import { useState } from 'react';
import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans } from '@/components/ui/trans';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { signupBody } from '@chairside/shared/auth';
import { currentLanguage } from '@/lib/i18n';
import { translatedIssues, failureMessages } from '@/lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { clearDraft, draftPassword, readDraft, writeDraft } from '../utils/sign-up-draft';
import { FormAlert } from './form-alert';

const accountSchema = signupBody.pick({ first_name: true, last_name: true, venue_title: true }).extend({
  terms: z.boolean().refine((accepted) => accepted, { params: { key: 'auth_screens.terms_required' } }),
});
const FIELDS = ['first_name', 'last_name', 'venue_title'] as const;

/** Step 4: names, business name and the terms; creates the account (302 → onboarding). */
export function CreateAccountForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [alert, setAlert] = useState<string[]>([]);
  const draft = readDraft();
  const form = useForm({
    resolver: zodResolver(accountSchema, translatedIssues),
    defaultValues: {
      first_name: draft.first_name ?? '',
      last_name: draft.last_name ?? '',
      venue_title: draft.venue_title ?? '',
      terms: false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ first_name, last_name, venue_title }) => {
    setAlert([]);
    const saved = writeDraft({ first_name, last_name, venue_title });
    try {
      await signUp.mutateAsync({
        email: saved.email ?? '',
        password: draftPassword(),
        phone: saved.phone ?? '',
        first_name,
        last_name,
        venue_title,
        lang: currentLanguage(),
      });
      clearDraft();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('auth_screens.error_generic')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('auth_screens.first_name')}
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput
            label={t('auth_screens.last_name')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth_screens.business_name')}
          description={t('auth_screens.business_name_hint')}
          autoComplete="organization"
          required
          error={errors.venue_title?.message}
          {...form.register('venue_title')}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="auth_screens.accept_terms"
              components={{
                terms: <Text span fw={600} inherit />,
                privacy: <Text span fw={600} inherit />,
              }}
            />
          }
          error={errors.terms?.message}
          {...form.register('terms')}
        />
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t('auth_screens.create_account_submit')}
        </Button>
      </Stack>
    </form>
  );
}
