import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { forgotPasswordBody } from '@chairside/shared/auth';
import { applyServerErrors, translatedIssues } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';

/**
 * Asks for a reset link. Whatever the server answers (apart from a malformed address), the same
 * confirmation follows, so the screen never tells whether an address has an account.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody, translatedIssues), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email'])?.length === 0) return;
    }
    onSent(email);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth_screens.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          {t('auth_screens.forgot_submit')}
        </Button>
      </Stack>
    </form>
  );
}
