import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useCustomerSearch, useTakeDeposit } from '../api/deposits-api';
import { paymentState, paymentsBody, type PaymentRow } from '../utils/payment-rows';
import { MoneyInput } from './money-input';
import { PaymentsPanel } from './payments-panel';

/** Take a deposit at the desk: the customer (searched), the amount, a note, and how it is paid; held against the customer at once. */
export function DepositTakeDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const take = useTakeDeposit();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useCustomerSearch(debounced);
  const [customer, setCustomer] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState<number | null>(2000);
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<PaymentRow[]>([{ method: 'card', amount: 2000, tendered: null }]);
  const [problem, setProblem] = useState<string | null>(null);
  const value = amount ?? 0;
  const state = paymentState(value, rows);
  const options = (found.data?.data ?? []).map((c) => ({ value: String(c.id), label: [`${c.first_name} ${c.last_name}`.trim(), c.phone || c.email].filter(Boolean).join(' · ') }));
  // The chosen customer stays listed while another search runs.
  const data = customer && !options.some((o) => o.value === customer) ? [{ value: customer, label }, ...options] : options;

  const submit = () => {
    if (!customer || value <= 0 || !state.canPay) return;
    setProblem(null);
    take.mutate({ customer_id: Number(customer), amount: value, note: note.trim(), payments: paymentsBody(rows) }, {
      onSuccess: (answer) => { notify('positive', answer.message); onClose(); },
      onError: (error) => setProblem(errorText(error) ?? t('sales.deposits.take_failed')),
    });
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('sales.deposits.take_title')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-deposit-take>
      <Stack gap="sm">
        {problem && <Alert color="red" role="alert">{problem}</Alert>}
        <Select
          label={t('sales.customer')}
          placeholder={t('sales.deposits.customer_search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={data}
          value={customer}
          onChange={(next, option) => { setCustomer(next); setLabel(option?.label ?? ''); }}
          nothingFoundMessage={debounced.length >= 2 && !found.isFetching ? t('sales.deposits.no_customers') : undefined}
          data-deposit-customer
        />
        <MoneyInput label={t('sales.amount')} w={160} value={amount}
          onChange={(next) => { setAmount(next); setRows((current) => (current.length === 1 ? [{ ...current[0]!, amount: next ?? 0 }] : current)); }} data-deposit-amount />
        <Textarea label={t('sales.deposits.note')} value={note} maxLength={500} autosize minRows={2} onChange={(event) => setNote(event.currentTarget.value)} />
        <PaymentsPanel due={value} rows={rows} onChange={setRows} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
          <Button onClick={submit} disabled={!customer || value <= 0 || !state.canPay} loading={take.isPending} data-deposit-take-submit>
            {t('sales.deposits.take_for', { amount: format.price(value) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
