import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { PASSWORD_MIN_LENGTH } from '@chairside/shared/auth';
import { passwordChangeSchema } from '@chairside/shared/profile';
import { applyServerErrors, errorText, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { FormMessage } from './form-message';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change one's password: the current one, the new one and the new one again. */
export function PasswordChangeForm({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(passwordChangeSchema, translatedIssues), defaultValues: EMPTY });
  const { errors } = form.formState;
  const toggle = { 'aria-label': t('profile_screens.toggle_password') };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await change.mutateAsync({ id: employeeId, ...values });
      form.reset(EMPTY);
      notify('positive', answer.message || t('profile_screens.password_changed'));
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS);
      if (rest === null) {
        // A wrong current password is a 422 without field errors: show it on that field.
        const message = errorText(error) ?? t('profile_screens.error_generic');
        form.setError('current_password', { type: 'server', message }, { shouldFocus: true });
      } else if (rest.length) setAlert(rest.join(' '));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-change-title">
      <Stack gap="md">
        <FormMessage kind="error" message={alert} />
        <PasswordInput
          label={t('profile_screens.current_password')}
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          visibilityToggleButtonProps={toggle}
          {...form.register('current_password')}
        />
        <PasswordInput
          label={t('profile_screens.new_password')}
          description={t('profile_screens.password_rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          visibilityToggleButtonProps={toggle}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('profile_screens.confirm_password')}
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          visibilityToggleButtonProps={toggle}
          {...form.register('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile_screens.change_password_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
