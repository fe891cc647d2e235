import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { VOUCHER_DEFAULT_MONTHS } from '@chairside/shared/rules/voucher-code';
import type { CheckoutItemBody } from '@chairside/shared/sales';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useTillCatalogue } from '../api/sales-api';
import { MoneyInput } from './money-input';

/** Adds a walk-in line: a service (with who did it), a retail product, a custom item with its price, or a gift voucher (its value and who it is for). */
export function AddItem({ disabled, onAdd }: { disabled: boolean; onAdd(item: CheckoutItemBody): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const catalogue = useTillCatalogue();
  const [choice, setChoice] = useState<string | null>(null);
  const [employee, setEmployee] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState<number | null>(null);
  const services = catalogue.data?.services ?? [];
  const products = catalogue.data?.products ?? [];
  const data = [
    { group: t('sales.services'), items: services.map((s) => ({ value: `s${s.id}`, label: `${s.name} · ${format.price(s.price)}` })) },
    { group: t('sales.products'), items: products.map((p) => ({ value: `p${p.id}`, label: `${p.name} · ${format.price(p.retail_price)}` })) },
    { group: t('sales.other'), items: [{ value: 'custom', label: t('sales.custom_item') }, { value: 'voucher', label: t('sales.vouchers.add_to_cart') }] },
  ].filter((group) => group.items.length > 0);
  const add = () => {
    if (!choice) return;
    const employeeId = employee ? Number(employee) : null;
    if (choice === 'voucher') {
      if (price === null || price <= 0) return;
      onAdd({
        kind: 'voucher', unit_price: price, employee_id: employeeId, quantity: 1,
        voucher: { recipient_name: name.trim(), expires_on: dayjs().add(VOUCHER_DEFAULT_MONTHS, 'month').format('YYYY-MM-DD') },
      });
    } else if (choice === 'custom') {
      if (!name.trim() || price === null) return;
      onAdd({ kind: 'custom', name: name.trim(), unit_price: price, employee_id: employeeId, quantity: 1 });
    } else if (choice.startsWith('s')) onAdd({ kind: 'service', service_id: Number(choice.slice(1)), employee_id: employeeId, quantity: 1 });
    else onAdd({ kind: 'product', product_id: Number(choice.slice(1)), employee_id: employeeId, quantity: 1 });
    setChoice(null);
    setName('');
    setPrice(null);
  };
  return (
    <Group gap="xs" align="end" wrap="wrap" data-add-item>
      <Select label={t('sales.add_item')} searchable w={260} data={data} value={choice} onChange={setChoice} disabled={disabled} data-item-choice />
      {choice === 'voucher' && (
        <>
          <MoneyInput label={t('sales.vouchers.value')} w={110} value={price} onChange={setPrice} data-voucher-value />
          <TextInput label={t('sales.vouchers.recipient')} w={180} value={name} onChange={(event) => setName(event.currentTarget.value)} data-voucher-recipient />
        </>
      )}
      {choice === 'custom' && (
        <>
          <TextInput label={t('sales.item_name')} w={180} value={name} onChange={(event) => setName(event.currentTarget.value)} data-custom-name />
          <MoneyInput label={t('sales.price')} w={110} value={price} onChange={setPrice} data-custom-price />
        </>
      )}
      {catalogue.data && catalogue.data.team.length > 0 && (
        <Select label={t('sales.employee')} w={170} clearable value={employee} onChange={setEmployee}
          data={catalogue.data.team.map((person) => ({ value: String(person.id), label: `${person.first_name} ${person.last_name}`.trim() }))} />
      )}
      <Button variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add} disabled={disabled || !choice} data-add-line>
        {t('sales.add')}
      </Button>
    </Group>
  );
}
