import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DEPOSIT_METHOD, PAYMENT_METHODS, VOUCHER_METHOD } from '@chairside/shared/sales';
import { useHeldDeposits } from '../api/deposits-api';
import { useDeskMethods } from '../api/desk-methods-api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { nextRow, paymentState, type PaymentRow } from '../utils/payment-rows';
import { MoneyInput } from './money-input';
import { VoucherCodeField } from './voucher-code-field';

/** The till's methods: the venue's usual ones and a gift voucher (its code). */
const TILL_METHODS = [...PAYMENT_METHODS, VOUCHER_METHOD];

interface PaymentsPanelProps {
  due: number;
  rows: PaymentRow[];
  onChange(rows: PaymentRow[]): void;
  /** The cart's customer: their held deposits may pay ('Customer deposit'). */
  customerId?: number | null;
}

/** Payment methods with a split across them and cash change; what is left to pay. */
export function PaymentsPanel({ due, rows, onChange, customerId = null }: PaymentsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const held = useHeldDeposits(customerId).data?.totals.held ?? 0;
  // The desk's methods as set on /payments/payment: those turned off are not offered, a name given replaces the standard one.
  const desk = useDeskMethods().data?.data.methods;
  const setting = (method: string) => desk?.find((row) => row.method === method);
  const offered = TILL_METHODS.filter((method) => setting(method)?.enabled !== false);
  const methods = customerId !== null && held > 0 ? [...offered, DEPOSIT_METHOD] : offered;
  const label = (method: string) => setting(method)?.name || t(`sales.methods.${method}`);
  const state = paymentState(due, rows);
  const set = (index: number, patch: Partial<PaymentRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs" data-payments>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" align="end" wrap="wrap" data-payment-row={row.method}>
          <Select
            label={t('sales.method')}
            w={130}
            allowDeselect={false}
            value={row.method}
            data={[...methods, ...(methods.includes(row.method) ? [] : [row.method])].map((method) => ({ value: method, label: label(method) }))}
            onChange={(method) => set(index, { method: method ?? 'card', tendered: method === 'cash' ? row.tendered : null, voucher_code: method === VOUCHER_METHOD ? row.voucher_code ?? '' : undefined })}
          />
          <MoneyInput label={t('sales.amount')} w={120} value={row.amount} onChange={(amount) => set(index, { amount: amount ?? 0 })} data-payment-amount />
          {row.method === 'cash' && (
            <MoneyInput label={t('sales.tendered')} w={120} value={row.tendered} onChange={(tendered) => set(index, { tendered })} data-payment-tendered />
          )}
          {row.method === 'other' && (
            <TextInput label={t('sales.other_method_name')} placeholder={t('sales.other_method_placeholder')} w={170} maxLength={40}
              value={row.other_name ?? ''} onChange={(event) => set(index, { other_name: event.currentTarget.value })} data-other-method />
          )}
          {row.method === VOUCHER_METHOD && (
            <VoucherCodeField value={row.voucher_code ?? ''} amount={row.amount} onChange={(voucher_code) => set(index, { voucher_code })} onUseBalance={(amount) => set(index, { amount })} />
          )}
          {row.method === DEPOSIT_METHOD && (
            <Text size="xs" pb={10} c={row.amount > held ? 'red.9' : undefined} data-deposit-held={held}>{t('sales.deposits.held_amount', { amount: format.price(held) })}</Text>
          )}
          {row.method === 'cash' && state.change[index]! > 0 && (
            <Text size="sm" pb={8} data-change>{t('sales.change', { amount: format.price(state.change[index]!) })}</Text>
          )}
          {rows.length > 1 && (
            <ActionIcon variant="subtle" color="red.9" mb={4} onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={t('sales.remove_payment')}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group justify="space-between">
        <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...rows, nextRow(due, rows, offered[0])])} data-split>
          {t('sales.split')}
        </Button>
        <Text size="sm" c={state.remaining === 0 ? 'dimmed' : 'red.9'} data-remaining>
          {t('sales.remaining', { amount: format.price(state.remaining) })}
        </Text>
      </Group>
    </Stack>
  );
}
