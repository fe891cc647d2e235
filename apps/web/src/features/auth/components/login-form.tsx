import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginBody } from '@chairside/shared/auth';
import { applyServerErrors, errorText, translatedIssues } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password'] as const;

/** E-mail and password sign-in; the server's 302 decides where the user lands. */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(loginBody, translatedIssues),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert([]);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      if (rest === null) setAlert([errorText(error) ?? t('auth_screens.error_generic')]);
      else setAlert(rest);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth_screens.login_title')}>
      <Stack gap="md">
        <FormAlert messages={alert} />
        <TextInput
          label={t('auth_screens.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Stack gap={4}>
          <PasswordInput
            label={t('auth_screens.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth_screens.forgot_password_link')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth size="md" loading={login.isPending || form.formState.isSubmitting}>
          {t('auth_screens.sign_in')}
        </Button>
      </Stack>
    </form>
  );
}
