import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useEraseCustomer } from '../api/privacy';

interface Props {
  customerId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Erasure on request, irreversible: says what goes and what stays, and asks for the full name typed again. */
export function EraseDialog({ customerId, name, opened, onClose }: Props) {
  const { t } = useTranslation();
  const erase = useEraseCustomer(customerId);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    erase.mutate(typed, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        close();
      },
      onError: (failure) => setError((isApiError(failure) ? failure.fieldErrors.confirmation?.[0] : null) ?? errorText(failure) ?? t('customer_settings.privacy.load_failed')),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('customer_settings.privacy.erase_title', { name })} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light">
            {t('customer_settings.privacy.erase_text')}
          </Alert>
          <Text size="sm">{t('customer_settings.privacy.erase_also')}</Text>
          <TextInput
            label={t('customer_settings.privacy.erase_type', { name })}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
            data-testid="erase-confirmation"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('customer_settings.privacy.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={erase.isPending}>
              {t('customer_settings.privacy.erase_confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
