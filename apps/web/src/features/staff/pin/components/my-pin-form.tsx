import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { confirm } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useSetPin } from '../api/pin-api';
import { isPin, pinErrorText } from './pin-error';

/** Sets my own PIN, typed twice; or removes it after a confirmation. */
export function MyPinForm({ hasPin }: { hasPin: boolean }) {
  const { t } = useTranslation();
  const save = useSetPin();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; again?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isPin(pin)) next.pin = t('staff_access.validation.pin_format');
    else if (pin !== again) next.again = t('staff_access.validation.pin_mismatch');
    setErrors(next);
    setDone(null);
    if (next.pin || next.again) return;
    save.mutate(
      { staff_pin: pin },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setPin('');
          setAgain('');
        },
        onError: (error) => setErrors({ pin: pinErrorText(error, 'staff_pin', t('staff_access.save_failed')) }),
      },
    );
  };

  const remove = async () => {
    if (!(await confirm({ type: 'danger', title: t('staff_access.remove_my_pin'), description: t('staff_access.remove_my_pin_confirm') }))) return;
    setDone(null);
    save.mutate({ staff_pin: null }, { onSuccess: (answer) => setDone(answer.message) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('staff_access.my_pin_title')}>
      <Stack gap="sm">
        <Text size="sm" data-testid="my-pin-state">
          {hasPin ? t('staff_access.my_pin_has') : t('staff_access.my_pin_none')}
        </Text>
        <PasswordInput
          label={t('staff_access.new_pin')}
          description={t('staff_access.pin_hint')}
          inputMode="numeric"
          visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
          error={errors.pin}
          maw={260}
        />
        <PasswordInput
          label={t('staff_access.confirm_pin')}
          inputMode="numeric"
          visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          autoComplete="new-password"
          maxLength={6}
          value={again}
          onChange={(event) => setAgain(event.currentTarget.value.replace(/\D/g, ''))}
          error={errors.again}
          maw={260}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('staff_access.save_pin')}
          </Button>
          {hasPin && (
            <Button variant="subtle" color="red" onClick={() => void remove()} disabled={save.isPending}>
              {t('staff_access.remove_my_pin')}
            </Button>
          )}
        </Group>
        <Text size="sm" fw={500} role="status" aria-live="polite">
          {done}
        </Text>
      </Stack>
    </form>
  );
}
