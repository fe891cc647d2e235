import { useState } from 'react';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useForms } from '../api/get-forms';
import { FillFormPage } from './fill-form-page';
import { ResponsesPage } from './responses-page';

/**
 * The customer profile's "forms" tab: the customer's filled forms and "Fill now" with any form
 * offered at the desk. Self-contained: mount it with the customer's id.
 */
export function CustomerFormsTab({ customerId, customerName, appointmentId }: { customerId: number; customerName?: string; appointmentId?: number | null }) {
  const { t } = useTranslation();
  const forms = useForms(false);
  const [filling, setFilling] = useState<number | null>(null);
  const desk = (forms.data?.data ?? []).filter((form) => form.ask_at_desk);
  return (
    <Stack gap="md" data-customer-forms-tab={customerId}>
      <Group justify="flex-end">
        <Menu position="bottom-end">
          <Menu.Target>
            <Button leftSection={<IconForms size={16} />} disabled={!desk.length}>{t('customer_forms.fill_now')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {desk.map((form) => <Menu.Item key={form.id} onClick={() => setFilling(form.id)}>{form.name}</Menu.Item>)}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {forms.isSuccess && !desk.length && <Text size="sm" c="dimmed">{t('customer_forms.fill.no_forms')}</Text>}
      <ResponsesPage customerId={customerId} />
      {filling !== null && <FillFormPage formId={filling} customerId={customerId} customerName={customerName} appointmentId={appointmentId} onDone={() => setFilling(null)} />}
    </Stack>
  );
}
