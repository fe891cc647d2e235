import { useMemo, useState } from 'react';
import { Anchor, Group, Select, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { searchCustomers, type KnownCustomer } from '../../utils/derive-catalog';
import { CustomerQuickAdd } from './customer-quick-add';

interface CustomerPickerProps {
  customers: KnownCustomer[];
  value: number | null | undefined;
  onChange(id: number | null): void;
  error?: string;
}

/** Search a customer by name or phone, or add one on the spot; empty means a walk-in. */
export function CustomerPicker({ customers, value, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<KnownCustomer[]>([]);
  const all = useMemo(() => [...added, ...customers], [added, customers]);
  const data = useMemo(() => {
    const found = searchCustomers(all, search, 30);
    const chosen = all.find((c) => c.id === value);
    const list = chosen && !found.includes(chosen) ? [chosen, ...found] : found;
    return list.map((c) => ({ value: String(c.id), label: `${c.first_name} ${c.last_name}`.trim() + (c.phone ? ` · ${c.phone}` : '') }));
  }, [all, search, value]);

  if (adding) {
    return (
      <CustomerQuickAdd
        initialName={search}
        onCancel={() => setAdding(false)}
        onAdded={(customer) => {
          setAdded((list) => [customer, ...list]);
          onChange(customer.id);
          setAdding(false);
        }}
      />
    );
  }

  return (
    <div>
      <Select
        label={t('calendar.customer')}
        placeholder={t('calendar.customer_search')}
        data={data}
        value={value ? String(value) : null}
        onChange={(next) => onChange(next ? Number(next) : null)}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={t('calendar.customer_none')}
        error={error}
        comboboxProps={{ withinPortal: true }}
        data-customer-picker
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {value ? '' : t('calendar.walk_in_hint')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)}>
          <Group gap={4}>
            <IconUserPlus size={14} aria-hidden />
            {t('calendar.customer_add')}
          </Group>
        </Anchor>
      </Group>
    </div>
  );
}
