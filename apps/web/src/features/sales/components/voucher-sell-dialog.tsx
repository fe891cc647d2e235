import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { VOUCHER_DEFAULT_MONTHS } from '@chairside/shared/rules/voucher-code';
import type { Voucher } from '@chairside/shared/sales-vouchers';
import { DateField } from '@/components/ui/date-field';
import { errorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useTillCatalogue } from '../api/sales-api';
import { useSellVoucher } from '../api/vouchers-api';
import { paymentState, paymentsBody, type PaymentRow } from '../utils/payment-rows';
import { MoneyInput } from './money-input';
import { PaymentsPanel } from './payments-panel';

/**
 * Sell a gift voucher at the desk in one step: a value or a service, who it is for, a message, the
 * last day (12 months ahead unless changed), and the payment; the sale and the voucher are made at once.
 */
export function VoucherSellDialog({ onClose, onSold }: { onClose(): void; onSold(voucher: Voucher): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const catalogue = useTillCatalogue();
  const sell = useSellVoucher();
  const [kind, setKind] = useState<'amount' | 'service'>('amount');
  const [amount, setAmount] = useState<number | null>(5000);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [expires, setExpires] = useState<string | null>(dayjs().add(VOUCHER_DEFAULT_MONTHS, 'month').format('YYYY-MM-DD'));
  const [rows, setRows] = useState<PaymentRow[]>([{ method: 'card', amount: 5000, tendered: null }]);
  const [problem, setProblem] = useState<string | null>(null);
  const services = catalogue.data?.services ?? [];
  const service = services.find((s) => String(s.id) === serviceId);
  const value = kind === 'amount' ? amount ?? 0 : service?.price ?? 0;
  const state = paymentState(value, rows);
  // The first payment follows the value while it is the only one.
  const setValue = (next: number) => setRows((current) => (current.length === 1 ? [{ ...current[0]!, amount: next }] : current));

  const submit = () => {
    if (value <= 0 || !state.canPay) return;
    setProblem(null);
    sell.mutate({
      kind, amount: kind === 'amount' ? value : undefined, service_id: kind === 'service' ? service?.id ?? null : null,
      recipient_name: recipient.trim(), message: message.trim(), expires_on: expires, payments: paymentsBody(rows),
    }, {
      onSuccess: (answer) => onSold(answer.data),
      onError: (error) => setProblem(errorText(error) ?? t('sales.vouchers.sell_failed')),
    });
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('sales.vouchers.sell_title')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-voucher-sell>
      <Stack gap="sm">
        {problem && <Alert color="red" role="alert" data-voucher-sell-error>{problem}</Alert>}
        <SegmentedControl
          value={kind}
          onChange={(next) => { setKind(next as 'amount' | 'service'); setValue(next === 'amount' ? amount ?? 0 : service?.price ?? 0); }}
          data={[{ value: 'amount', label: t('sales.vouchers.kind_amount') }, { value: 'service', label: t('sales.vouchers.kind_service') }]}
          aria-label={t('sales.vouchers.kind')}
        />
        {kind === 'amount' ? (
          <MoneyInput label={t('sales.vouchers.value')} w={160} value={amount} onChange={(next) => { setAmount(next); setValue(next ?? 0); }} data-voucher-amount />
        ) : (
          <Select label={t('sales.vouchers.service')} searchable value={serviceId} data-voucher-service
            data={services.map((s) => ({ value: String(s.id), label: `${s.name} · ${format.price(s.price)}` }))}
            onChange={(next) => { setServiceId(next); setValue(services.find((s) => String(s.id) === next)?.price ?? 0); }} />
        )}
        <Group grow wrap="wrap" align="start">
          <TextInput label={t('sales.vouchers.recipient')} value={recipient} maxLength={120} onChange={(event) => setRecipient(event.currentTarget.value)} data-voucher-recipient />
          <DateField label={t('sales.vouchers.expires_on')} value={expires} clearable clearButtonProps={{ 'aria-label': t('sales.clear_date') }}
            minDate={dayjs().format('YYYY-MM-DD')} onChange={(next) => setExpires(next ? dayjs(next).format('YYYY-MM-DD') : null)} />
        </Group>
        <Textarea label={t('sales.vouchers.message')} value={message} maxLength={500} autosize minRows={2} onChange={(event) => setMessage(event.currentTarget.value)} />
        {!expires && <Text size="xs" c="dimmed">{t('sales.vouchers.no_expiry')}</Text>}
        <PaymentsPanel due={value} rows={rows} onChange={setRows} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
          <Button onClick={submit} disabled={value <= 0 || !state.canPay} loading={sell.isPending} data-voucher-sell-submit>
            {t('sales.vouchers.sell_for', { amount: format.price(value) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
