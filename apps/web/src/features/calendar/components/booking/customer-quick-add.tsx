import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { storeCustomer } from '../../api/store-customer';
import type { KnownCustomer } from '../../utils/derive-catalog';

interface CustomerQuickAddProps {
  initialName: string;
  onAdded(customer: KnownCustomer): void;
  onCancel(): void;
}

/** First name, last name and phone: enough to book; the rest can be filled in later. */
export function CustomerQuickAdd({ initialName, onAdded, onCancel }: CustomerQuickAddProps) {
  const { t } = useTranslation();
  const [first, ...rest] = initialName.trim().split(/\s+/);
  const [values, setValues] = useState({ first_name: first ?? '', last_name: rest.join(' '), phone: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!values.first_name.trim()) {
      setMessage(t('validation.required'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      onAdded(await storeCustomer(values));
    } catch (error) {
      setMessage(isApiError(error) && error.status === 404 ? t('calendar.customer_add_unavailable') : (errorText(error) ?? t('calendar.change_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} size="sm" mb="xs">
        {t('calendar.customer_add')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput label={t('calendar.first_name')} value={values.first_name} onChange={(e) => setValues({ ...values, first_name: e.currentTarget.value })} required data-autofocus />
        <TextInput label={t('calendar.last_name')} value={values.last_name} onChange={(e) => setValues({ ...values, last_name: e.currentTarget.value })} />
        <TextInput label={t('calendar.phone')} type="tel" value={values.phone} onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })} />
      </SimpleGrid>
      {message ? (
        <Alert color="orange" variant="light" mt="xs" p="xs">
          {message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('calendar.cancel')}
        </Button>
        <Button size="xs" onClick={() => void save()} loading={busy}>
          {t('calendar.customer_save')}
        </Button>
      </Group>
    </Paper>
  );
}
