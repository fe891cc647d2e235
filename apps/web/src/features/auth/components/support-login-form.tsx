import { useState } from 'react';
import { Button, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { supportLoginBody } from '@chairside/shared/auth';
import { translatedIssues, failureMessages } from '@/lib/form-errors';
import { useSupportLogin } from '../api/support-login';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password', 'venue_id'] as const;

/** Support staff: e-mail, password and the venue to open. */
export function SupportLoginForm() {
  const { t } = useTranslation();
  const support = useSupportLogin();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(supportLoginBody, translatedIssues),
    defaultValues: { email: '', password: '', venue_id: undefined as unknown as number },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAlert([]);
    try {
      await support.mutateAsync(values);
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('auth_screens.error_generic')));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={alert} />
        <TextInput
          label={t('auth_screens.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('auth_screens.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="venue_id"
          render={({ field }) => (
            <NumberInput
              label={t('auth_screens.venue_id')}
              description={t('auth_screens.venue_id_hint')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={errors.venue_id?.message}
            />
          )}
        />
        <Button type="submit" size="md" fullWidth loading={support.isPending}>
          {t('auth_screens.support_submit')}
        </Button>
      </Stack>
    </form>
  );
}
