import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { checkEmailBody } from '@chairside/shared/auth';
import { applyServerErrors, errorText, translatedIssues } from '@/lib/form-errors';
import { useCheckEmail } from '../api/check-email';
import { readDraft, writeDraft } from '../utils/sign-up-draft';

/** Step 1: the e-mail address, checked to be free before going on. */
export function SignUpEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const check = useCheckEmail();
  const form = useForm({
    resolver: zodResolver(checkEmailBody, translatedIssues),
    defaultValues: { email: readDraft().email ?? '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { available } = await check.mutateAsync(email);
      if (!available) {
        form.setError('email', { type: 'server', message: t('errors.EMAIL_TAKEN') }, { shouldFocus: true });
        return;
      }
      writeDraft({ email });
      onDone();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email']) === null) {
        form.setError('email', { type: 'server', message: errorText(error) ?? t('auth_screens.error_generic') });
      }
    }
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
          data-autofocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={check.isPending}>
          {t('auth_screens.continue')}
        </Button>
      </Stack>
    </form>
  );
}
