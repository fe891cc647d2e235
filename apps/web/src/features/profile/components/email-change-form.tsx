import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { emailVerifySchema } from '@chairside/shared/profile';
import { applyServerErrors, errorText, translatedIssues } from '@/lib/form-errors';
import { useSendEmailCode } from '../api/send-email-code';
import { EmailCodeForm } from './email-code-form';
import { FormMessage } from './form-message';

/** E-mail change in two steps: the new address gets a 6-digit code, which confirms it. */
export function EmailChangeForm({ employeeId, currentEmail }: { employeeId: number; currentEmail: string }) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailVerifySchema, translatedIssues), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    setDone(null);
    try {
      await send.mutateAsync({ id: employeeId, email });
      setPendingEmail(email);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email']) === null) {
        form.setError('email', { type: 'server', message: errorText(error) ?? t('profile_screens.error_generic') }, { shouldFocus: true });
      }
    }
  });

  if (pendingEmail) {
    return (
      <Stack gap="md">
        <Text size="sm">{t('profile_screens.code_sent', { email: pendingEmail })}</Text>
        <EmailCodeForm
          employeeId={employeeId}
          email={pendingEmail}
          onDone={(email) => {
            setPendingEmail(null);
            form.reset({ email: '' });
            setDone(t('profile_screens.email_changed', { email }));
          }}
        />
        <Group gap="md">
          <Anchor component="button" type="button" size="sm" onClick={() => void send.mutateAsync({ id: employeeId, email: pendingEmail }).catch(() => undefined)}>
            {t('profile_screens.resend_code')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => setPendingEmail(null)}>
            {t('profile_screens.use_other_email')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormMessage kind="success" message={done} />
        <TextInput label={t('profile_screens.current_email')} value={currentEmail} readOnly variant="filled" />
        <TextInput
          label={t('profile_screens.new_email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('profile_screens.send_code')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
