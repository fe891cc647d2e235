import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useCheckPin } from '../api/pin-api';
import { isPin, pinErrorText } from './pin-error';

/** Types a PIN to see whose it is (the same check a shared desk makes). */
export function CheckPinBox({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const check = useCheckPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [who, setWho] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWho(null);
    if (!isPin(pin)) return setError(t('staff_access.validation.pin_format'));
    setError(null);
    check.mutate(pin, {
      onSuccess: (answer) => setWho(answer.data.data.name),
      onError: (failure) => setError(pinErrorText(failure, 'pin', t('staff_access.save_failed'))),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('staff_access.check_title')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <PasswordInput
            label={t('staff_access.pin_label')}
            inputMode="numeric"
            visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
            error={error}
            disabled={!enabled}
            w={200}
          />
          <Button type="submit" mt={25} loading={check.isPending} disabled={!enabled}>
            {t('staff_access.check_button')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {!enabled && <Text size="sm" c="dimmed">{t('staff_access.check_off')}</Text>}
          {who && (
            <Text size="sm" fw={600} data-testid="pin-owner">
              {t('staff_access.check_result', { name: who })}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
