import { useState } from 'react';
import { Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { errorText } from '@/lib/form-errors';
import { useUpdateEmail } from '../api/update-email';

const CODE_LENGTH = 6;

/** The 6-digit code sent to the new address; confirming it changes the e-mail. */
export function EmailCodeForm({ employeeId, email, onDone }: { employeeId: number; email: string; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async (value = code) => {
    if (!/^\d{6}$/.test(value)) {
      setError(t('profile_screens.code_invalid_format'));
      return;
    }
    setError(null);
    try {
      const answer = await update.mutateAsync({ id: employeeId, email, code: value });
      onDone(answer.email || email);
    } catch (failure) {
      setError(errorText(failure) ?? t('profile_screens.error_generic'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md">
        <Input.Wrapper label={t('profile_screens.code_label')} error={error} id="email-code">
          <PinInput
            length={CODE_LENGTH}
            type="number"
            oneTimeCode
            inputMode="numeric"
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            onComplete={(value) => void confirm(value)}
            error={Boolean(error)}
            aria-label={t('profile_screens.code_label')}
            getInputProps={(index) => ({ 'aria-label': t('profile_screens.code_digit', { n: index + 1, total: CODE_LENGTH }) })}
            mt={6}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile_screens.confirm_email')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
