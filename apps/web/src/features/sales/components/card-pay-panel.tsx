import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardChannel, Checkout, CheckoutPayBody } from '@chairside/shared/sales';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { methodLabel } from '../utils/method-label';
import { useAwaitedCheckout, useCancelCardPayment, useStartCardPayment, useTillCardService } from '../api/card-pay-api';
import { MoneyInput } from './money-input';

interface CardPayPanelProps {
  checkout: Checkout;
  disabled: boolean;
  /** The cart as the server now has it (waiting for its card, or open again). */
  onChange(checkout: Checkout): void;
  /** The provider's webhook wrote the sale. */
  onPaid(saleId: number): void;
  /**
   * A split with the desk's other methods: the card's part (null: the card takes all that is due), and
   * the desk's other payments as POST checkouts/pay takes them, with whether they add up to the rest.
   */
  split?: { amount: number | null; onAmount(amount: number | null): void; payments: CheckoutPayBody['payments']; ready: boolean };
}

const errorOf = (error: unknown, fallback: string) => {
  if (!isApiError(error)) return fallback;
  return Object.values(error.fieldErrors)[0]?.[0] ?? (typeof error.body.message === 'string' ? error.body.message : fallback);
};

/**
 * "Card (Chairside Pay)" at the till: the provider's hosted page on this device, or a pay-by-link by
 * SMS or e-mail, for all that is due or for the card's part of a split (the rest with the desk's
 * payment rows, recorded with the card when the provider's webhook writes the sale). While the cart waits, it is read again every 2 s (or on "Check again") until the
 * provider's webhook has written the sale. Shown only when the card service may take this cart's card.
 */
export function CardPayPanel({ checkout, disabled, onChange, onPaid, split }: CardPayPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const waiting = checkout.status === 'awaiting_card';
  const service = useTillCardService(waiting ? null : checkout.id);
  const start = useStartCardPayment();
  const cancel = useCancelCardPayment();
  const awaited = useAwaitedCheckout(checkout.id, waiting);
  const [sending, setSending] = useState<CardChannel | null>(null);
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const latest = awaited.data?.data;
  useEffect(() => {
    if (!waiting || !latest || latest.id !== checkout.id) return;
    if (latest.status === 'paid' && latest.sale_id) onPaid(latest.sale_id);
    else if (latest.status === 'open') onChange(latest);
  }, [latest, waiting, checkout.id, onPaid, onChange]);

  const due = checkout.totals.due;
  const part = split?.amount ?? null;
  const rest = part === null ? 0 : due - part;
  // The card's part of a split: more than zero, at most what is due, the rest paid by the desk's rows (the server checks it all again).
  const splitReady = part === null || (part > 0 && rest >= 0 && (rest === 0 || split!.ready));
  const ask = (channel: CardChannel) => {
    setProblem(null);
    const parts = part === null ? {} : { amount: part, ...(rest > 0 ? { payments: split!.payments } : {}) };
    const address = channel === 'sms' ? (to.trim() ? { phone: to.trim() } : {}) : channel === 'email' ? (to.trim() ? { email: to.trim() } : {}) : {};
    const body = { channel, ...address, ...parts };
    start.mutate({ id: checkout.id, body }, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        setSending(null);
        setTo('');
        if (channel === 'desk' && answer.data.card_payment) window.open(answer.data.card_payment.url, '_blank', 'noopener');
        onChange(answer.data);
      },
      onError: (error) => setProblem(errorOf(error, t('sales.pay_failed'))),
    });
  };
  const stop = () =>
    cancel.mutate(checkout.id, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        onChange(answer.data);
      },
      onError: (error) => setProblem(errorOf(error, t('sales.pay_failed'))),
    });

  const card = checkout.card_payment;
  if (waiting && card) {
    return (
      <Paper withBorder p="sm" data-card-waiting>
        <Stack gap="xs">
          <Group gap="xs"><Loader size="xs" aria-hidden /><Text fw={600} role="status">{t('sales.card.waiting', { amount: format.price(card.amount) })}</Text></Group>
          <Text size="sm" data-card-sent-to={card.sent_to}>{card.channel === 'desk' ? t('sales.card.waiting_desk') : t('sales.card.waiting_sent', { to: card.sent_to })}</Text>
          {card.payments.length > 0 && (
            <Text size="sm" data-card-parts={card.payments.map((p) => `${p.method}:${p.amount}`).join(',')}>{t('sales.card.parts', { payments: card.payments.map((p) => `${methodLabel(t, p.method)} ${format.price(p.amount)}`).join(', ') })}</Text>
          )}
          {problem && <Alert color="red" role="alert">{problem}</Alert>}
          <Group gap="xs">
            <Anchor href={card.url} target="_blank" rel="noopener" size="sm" data-card-open>{t('sales.card.reopen')}</Anchor>
            <Button size="xs" variant="default" loading={awaited.isFetching} onClick={() => void awaited.refetch()} data-card-check>{t('sales.card.check')}</Button>
            <Button size="xs" variant="default" loading={cancel.isPending} onClick={stop} data-card-stop>{t('sales.card.stop')}</Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  const reason = service.data?.data.reason ?? null;
  // Switched off for this cart, or never set up: no card option at all. Set up but not active: say why.
  if (!service.data || reason === 'flow_off' || reason === 'not_connected') return null;
  return (
    <Paper withBorder p="sm" data-card-pay>
      <Stack gap="xs">
        <Group gap="xs"><IconCreditCard size={18} aria-hidden /><Text fw={600}>{t('sales.card.title')}</Text></Group>
        {reason ? (
          <Text size="sm" c="red.9" data-card-blocked>{t(`sales.card.blocked.${reason}`)}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">{t('sales.card.intro')}</Text>
            {split && (
              <Group gap="xs" align="end" wrap="wrap">
                <Checkbox size="xs" mb={6} label={t('sales.card.split')} checked={part !== null} disabled={disabled}
                  onChange={(event) => split.onAmount(event.currentTarget.checked ? due : null)} data-card-split />
                {part !== null && (
                  <MoneyInput size="xs" w={120} label={t('sales.card.amount')} value={part} disabled={disabled} onChange={(amount) => split.onAmount(amount ?? 0)} data-card-amount />
                )}
                {part !== null && rest > 0 && <Text size="sm" mb={4} c={split.ready ? 'dimmed' : 'red.9'} data-card-rest={rest}>{t('sales.card.rest', { amount: format.price(rest) })}</Text>}
              </Group>
            )}
            {problem && <Alert color="red" role="alert" data-card-error>{problem}</Alert>}
            <Group gap="xs">
              <Button size="xs" disabled={disabled || !splitReady} loading={start.isPending && sending === null} onClick={() => ask('desk')} data-card-desk>{t('sales.card.open_page')}</Button>
              <Button size="xs" variant="default" disabled={disabled || !splitReady} onClick={() => setSending('sms')} data-card-sms>{t('sales.card.send_sms')}</Button>
              <Button size="xs" variant="default" disabled={disabled || !splitReady} onClick={() => setSending('email')} data-card-email>{t('sales.card.send_email')}</Button>
            </Group>
            {sending && (
              <Group gap="xs" align="end">
                <TextInput size="xs" w={240} label={t(sending === 'sms' ? 'sales.card.phone' : 'sales.card.email')} type={sending === 'sms' ? 'tel' : 'email'}
                  value={to} onChange={(event) => setTo(event.currentTarget.value)} data-card-to />
                <Button size="xs" loading={start.isPending} disabled={!splitReady} onClick={() => ask(sending)} data-card-send>{t('sales.card.send')}</Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
