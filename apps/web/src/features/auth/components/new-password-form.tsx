import { useState, type ReactNode } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { PASSWORD_MIN_LENGTH } from '@chairside/shared/auth';
import { translatedIssues, failureMessages } from '@/lib/form-errors';
import { newPasswordSchema } from '../utils/password-schema';
import { FormAlert } from './form-alert';

export interface NewPasswordFormProps {
  submitLabel: string;
  /** Sends the password; a thrown API error is shown on the field or above the form. */
  onSubmit: (password: string) => Promise<unknown>;
  defaultPassword?: string;
  /** Under the submit button (e.g. a Back link). */
  secondary?: ReactNode;
}

/** New password + repeat, used by sign-up, invited staff and password reset. */
export function NewPasswordForm({ submitLabel, onSubmit, defaultPassword = '', secondary }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(newPasswordSchema, translatedIssues),
    defaultValues: { password: defaultPassword, confirm: defaultPassword },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setAlert([]);
    try {
      await onSubmit(password);
    } catch (error) {
      setAlert(failureMessages(error, form.setError, ['password'], t('auth_screens.error_generic')));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={alert} />
        <PasswordInput
          label={t('auth_screens.new_password')}
          description={t('auth_screens.password_rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth_screens.password_confirm')}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          {...form.register('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
        {secondary && (
          <Text ta="center" size="sm">
            {secondary}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** A new password with the token of an e-mailed link (?token=…); a cut-short link says so instead. */
export function TokenPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (body: { token: string; password: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (token.length < 20) return <FormAlert messages={[t('auth_screens.link_incomplete')]} />;
  return <NewPasswordForm submitLabel={submitLabel} onSubmit={(password) => onSubmit({ token, password })} />;
}
