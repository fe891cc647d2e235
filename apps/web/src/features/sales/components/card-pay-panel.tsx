import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardChannel, Checkout } from '@chairside/shared/sales';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useAwaitedCheckout, useCancelCardPayment, useStartCardPayment, useTillCardService } from '../api/card-pay-api';

interface CardPayPanelProps {
  checkout: Checkout;
  disabled: boolean;
  /** The cart as the server now has it (waiting for its card, or open again). */
  onChange(checkout: Checkout): void;
  /** The provider's webhook wrote the sale. */
  onPaid(saleId: number): void;
}

const errorOf = (error: unknown, fallback: string) => {
  if (!isApiError(error)) return fallback;
  return Object.values(error.fieldErrors)[0]?.[0] ?? (typeof error.body.message === 'string' ? error.body.message : fallback);
};

/**
 * "Card (Chairside Pay)" at the till: the provider's hosted page on this device, or a pay-by-link by
 * SMS or e-mail. While the cart waits, it is read again every 2 s (or on "Check again") until the
 * provider's webhook has written the sale. Shown only when the card service may take this cart's card.
 */
export function CardPayPanel({ checkout, disabled, onChange, onPaid }: CardPayPanelProps) {
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

  const ask = (channel: CardChannel) => {
    setProblem(null);
    const body = channel === 'sms' ? { channel, ...(to.trim() ? { phone: to.trim() } : {}) } : channel === 'email' ? { channel, ...(to.trim() ? { email: to.trim() } : {}) } : { channel };
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
            {problem && <Alert color="red" role="alert" data-card-error>{problem}</Alert>}
            <Group gap="xs">
              <Button size="xs" disabled={disabled} loading={start.isPending && sending === null} onClick={() => ask('desk')} data-card-desk>{t('sales.card.open_page')}</Button>
              <Button size="xs" variant="default" disabled={disabled} onClick={() => setSending('sms')} data-card-sms>{t('sales.card.send_sms')}</Button>
              <Button size="xs" variant="default" disabled={disabled} onClick={() => setSending('email')} data-card-email>{t('sales.card.send_email')}</Button>
            </Group>
            {sending && (
              <Group gap="xs" align="end">
                <TextInput size="xs" w={240} label={t(sending === 'sms' ? 'sales.card.phone' : 'sales.card.email')} type={sending === 'sms' ? 'tel' : 'email'}
                  value={to} onChange={(event) => setTo(event.currentTarget.value)} data-card-to />
                <Button size="xs" loading={start.isPending} onClick={() => ask(sending)} data-card-send>{t('sales.card.send')}</Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
