import { useMemo, useRef, useState } from 'react';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { CustomerSummary } from '@chairside/shared/customers';
import { calendarKeys } from '../../api/calendar-keys';
import { useCustomerSearch } from '../../api/get-customers';
import { CustomerQuickAdd } from './customer-quick-add';

interface CustomerPickerProps {
  value: number | null | undefined;
  /** the customer already chosen (editing a booking), so the box shows a name before any search */
  initial?: PickedCustomer | null;
  onChange(id: number | null): void;
  error?: string;
}

/** A customer as the search answers it; the alerts (allergies) are shown under the box. */
type PickedCustomer = CustomerSummary & { alerts?: string };

/** How the search waits for typing to pause before asking the server. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 250;

export const customerLabel = (c: CustomerSummary) => `${c.first_name} ${c.last_name}`.trim() + (c.phone ? ` · ${c.phone}` : c.email ? ` · ${c.email}` : '');

/** Searches the venue's customers on the server, or adds one on the spot; empty means a walk-in. */
export function CustomerPicker({ value, initial = null, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PickedCustomer | null>(initial);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  // What the user last typed: the box empties itself on blur, the quick add still starts from it.
  const typed = useRef('');
  const shown = chosen && chosen.id === value ? chosen : null;
  // Once a customer is chosen the box shows its label: that is not a search.
  const query = shown && search === customerLabel(shown) ? '' : search.trim();
  const [term] = useDebouncedValue(query, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const found = useCustomerSearch(term, opened || term !== '');
  const waiting = found.isFetching || term !== query;

  const list = useMemo(() => {
    const rows = found.data?.data ?? [];
    return shown && !rows.some((c) => c.id === shown.id) ? [shown, ...rows] : rows;
  }, [found.data, shown]);
  const data = list.map((c) => ({ value: String(c.id), label: customerLabel(c) }));

  const choose = (customer: PickedCustomer | null) => {
    setChosen(customer);
    onChange(customer?.id ?? null);
  };

  if (adding !== null) {
    return (
      <CustomerQuickAdd
        initialName={adding}
        onCancel={() => setAdding(null)}
        onAdded={(customer) => {
          void queryClient.invalidateQueries({ queryKey: calendarKeys.customersAll });
          choose(customer);
          setAdding(null);
        }}
      />
    );
  }

  const empty = waiting ? (
    <Text size="sm" c="dimmed" data-customer-searching>
      {t('calendar.customer_searching')}
    </Text>
  ) : (
    <Stack gap={4} align="center" data-customer-empty>
      <Text size="sm">{t('calendar.customer_none')}</Text>
      <Anchor component="button" type="button" size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => setAdding(search)}>
        {t('calendar.customer_add_one')}
      </Anchor>
    </Stack>
  );

  return (
    <div>
      <Select
        label={t('calendar.customer')}
        placeholder={t('calendar.customer_search')}
        data={data}
        value={value ? String(value) : null}
        onChange={(next) => choose(list.find((c) => String(c.id) === next) ?? null)}
        searchable
        clearable
        searchValue={search}
        onSearchChange={(next) => {
          setSearch(next);
          if (document.activeElement === input.current) typed.current = next;
        }}
        ref={input}
        onDropdownOpen={() => setOpened(true)}
        filter={({ options }) => options}
        loading={opened && found.isFetching}
        nothingFoundMessage={empty}
        error={error}
        comboboxProps={{ withinPortal: true }}
        data-customer-picker
      />
      {shown?.alerts && (
        <Group gap={4} mt={4} wrap="nowrap" c="orange.7" data-customer-alerts>
          <IconAlertTriangle size={14} aria-hidden />
          <Text size="xs" fw={500}>
            {shown.alerts}
          </Text>
        </Group>
      )}
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {value ? '' : t('calendar.walk_in_hint')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setAdding(shown ? '' : typed.current)} data-customer-add>
          <Group gap={4}>
            <IconUserPlus size={14} aria-hidden />
            {t('calendar.customer_add')}
          </Group>
        </Anchor>
      </Group>
    </div>
  );
}
