import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { customerStoreBody, type CustomerSummary } from '@chairside/shared/customers';
import { isApiError } from '@/lib/api-client';
import { errorText, translatedIssues } from '@/lib/form-errors';
import { existingCustomer, storeCustomer } from '../../api/store-customer';

interface CustomerQuickAddProps {
  initialName: string;
  onAdded(customer: CustomerSummary): void;
  onCancel(): void;
}

const FIELDS = ['first_name', 'last_name', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Splits "Anna van Dijk" into a first name and the rest. */
function fromName(name: string): Values {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' '), phone: '', email: '' };
}

/**
 * A first name is enough to book; phone and e-mail are optional. Errors sit on their fields; a
 * phone or e-mail that belongs to someone already offers that customer instead of a duplicate.
 */
export function CustomerQuickAdd({ initialName, onAdded, onCancel }: CustomerQuickAddProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => fromName(initialName));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [existing, setExisting] = useState<CustomerSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  useEffect(() => firstInput.current?.focus(), []);

  const save = async () => {
    setMessage(null);
    setExisting(null);
    const parsed = customerStoreBody.safeParse(values, translatedIssues);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onAdded(await storeCustomer(parsed.data));
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]?.length).map((f) => [f, fields[f]![0]])));
      setExisting(existingCustomer(error));
      if (!FIELDS.some((f) => fields[f]?.length)) setMessage(errorText(error) ?? t('calendar.change_failed'));
    } finally {
      setBusy(false);
    }
  };
  // The quick add sits inside the booking form: Enter adds the customer rather than booking.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void save();
  };
  const input = (field: Field, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
      error={errors[field]}
      name={field}
      ref={field === 'first_name' ? firstInput : undefined}
      {...extra}
    />
  );
  const existingName = existing ? `${existing.first_name} ${existing.last_name}`.trim() : '';

  return (
    <Paper withBorder p="sm" radius="md" onKeyDown={onKeyDown} data-quick-add>
      <Text fw={600} size="sm" mb="xs">
        {t('calendar.customer_add')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {input('first_name', t('calendar.first_name'), { required: true })}
        {input('last_name', t('calendar.last_name'))}
        {input('phone', t('calendar.phone'), { type: 'tel' })}
        {input('email', t('calendar.email'), { type: 'email' })}
      </SimpleGrid>
      {existing ? (
        <Alert color="orange" variant="light" mt="xs" p="xs" data-customer-exists>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('calendar.customer_exists')}</Text>
            <Button size="xs" variant="light" onClick={() => onAdded(existing)} data-use-existing>
              {t('calendar.customer_use', { name: existingName })}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {message ? (
        <Alert color="red" variant="light" mt="xs" p="xs">
          {message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('calendar.cancel')}
        </Button>
        <Button size="xs" onClick={() => void save()} loading={busy} data-customer-save>
          {t('calendar.customer_save')}
        </Button>
      </Group>
    </Paper>
  );
}
