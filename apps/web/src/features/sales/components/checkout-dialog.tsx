import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Checkout, CheckoutItemBody, SaleDetail } from '@chairside/shared/sales';
import type { TillDiscountBody } from '@chairside/shared/sales-offers';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { usePayCheckout, useSaveCheckout, useTillCatalogue } from '../api/sales-api';
import { paymentState, paymentsBody, type PaymentRow } from '../utils/payment-rows';
import { useTillOffers } from '../api/till-offers-api';
import { cartDiscountIdOf, offerFieldsOf, withCover, withoutCartDiscount } from '../utils/offer-items';
import { AddItem } from './add-item';
import { LineCover } from './line-cover';
import { OffersPanel } from './offers-panel';
import { CartLines } from './cart-lines';
import { PaymentsPanel } from './payments-panel';
import { TipInput } from './tip-input';
import { useDeskMethods } from '../api/desk-methods-api';
import { ReceiptActions } from './receipt-actions';
import { CardPayPanel } from './card-pay-panel';
import { api } from '@/lib/api-client';

interface CheckoutDialogProps {
  /** Check out this booking (any of its items); none: a walk-in sale. */
  appointmentId?: number | null;
  onClose(): void;
  /**
   * A walk-in sale's customer chooser (the route composes it from the customers' search; features do
   * not import each other). Without it a walk-in sale has no customer. A booking's sale is its customer's.
   */
  customerField?: ComponentType<{ value: number | null; onChange(id: number | null): void }>;
}

type Line = Checkout['lines'][number];
/** The server's message of a failed call (its first field message), else a fallback. */
const messageOf = (error: unknown, fallback: string) => {
  if (!isApiError(error)) return fallback;
  const first = Object.values(error.fieldErrors)[0]?.[0];
  return first ?? (typeof error.body.message === 'string' ? error.body.message : fallback);
};

const itemOf = (line: Line): CheckoutItemBody => ({
  kind: line.kind, service_id: line.service_id, product_id: line.product_id, appointment_id: line.appointment_id, employee_id: line.employee_id,
  name: line.name, unit_price: line.unit_price, quantity: line.quantity, discount: line.discount, voucher: line.voucher ?? null, ...offerFieldsOf(line),
});

/** The till (spec §2.3 /sales): lines, discounts, tips, payments split across methods with cash change, Pay once, then the receipt. */
export function CheckoutDialog({ appointmentId = null, onClose, customerField: CustomerField }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveCheckout();
  const pay = usePayCheckout();
  const team = useTillCatalogue().data?.team ?? [];
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [rows, setRows] = useState<PaymentRow[]>([]);
  const [sale, setSale] = useState<SaleDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const [cartDiscount, setCartDiscount] = useState<TillDiscountBody | null>(null);
  const cartDiscountId = useRef<number | null>(null);
  // A walk-in sale's customer, chosen before the first line (then the cart carries it).
  const [pendingCustomer, setPendingCustomer] = useState<number | null>(null);
  const walkInCustomer = checkout ? checkout.customer_id : pendingCustomer;
  const offers = useTillOffers(checkout?.customer_id ?? null);
  // The desk's settings (/payments/payment): the first method it accepts starts the payment, tips on or off with suggestions.
  const desk = useDeskMethods().data?.data;
  const firstMethod = desk?.methods.find((row) => row.enabled)?.method ?? 'card';

  // A split with Chairside Pay: the card's part (null: no split); the payment rows then pay the rest.
  const [cardPart, setCardPart] = useState<number | null>(null);
  const restRows = (rest: number) => (current: PaymentRow[]) =>
    current.length <= 1 ? [{ method: current[0]?.method ?? firstMethod, amount: rest, tendered: current[0]?.tendered ?? null }] : current;
  const apply = (next: Checkout) => {
    setCheckout(next);
    setCardPart(null);
    setRows(restRows(next.totals.due));
  };
  const store = (lines: CheckoutItemBody[], tips: Checkout['tips'], discount: TillDiscountBody | null = cartDiscount, customer: number | null = walkInCustomer) => {
    setProblem(null);
    const items = withoutCartDiscount(lines, cartDiscountId.current);
    const who = appointmentId === null ? { customer_id: customer } : {};
    save.mutate(
      { id: checkout?.id ?? null, appointmentId: checkout ? null : appointmentId, cart: { items, tips, cart_discount: discount, ...who } },
      {
        onSuccess: (answer) => {
          setCartDiscount(discount);
          cartDiscountId.current = discount ? cartDiscountIdOf(items, answer.data.lines) : null;
          apply(answer.data);
        },
        onError: (error) => setProblem(messageOf(error, t('sales.save_failed'))),
      },
    );
  };
  useEffect(() => {
    if (appointmentId === null || started.current) return;
    started.current = true;
    store([], []);
    // once, on opening from a booking
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentId]);

  const employeeName = (id: number | null) => {
    const person = team.find((p) => p.id === id);
    return person ? `${person.first_name} ${person.last_name}`.trim() : '';
  };
  const lines = checkout?.lines ?? [];
  const tipTo = [...new Set(lines.flatMap((line) => (line.employee_id ? [line.employee_id] : [])))];
  const tipOf = (id: number) => checkout?.tips.find((tip) => tip.employee_id === id)?.amount ?? null;
  const setTip = (id: number, amount: number | null) =>
    store(lines.map(itemOf), [...(checkout?.tips ?? []).filter((tip) => tip.employee_id !== id), ...(amount ? [{ employee_id: id, amount }] : [])]);
  const due = checkout?.totals.due ?? 0;
  const deskDue = cardPart === null ? due : Math.max(0, due - cardPart);
  const state = paymentState(deskDue, rows);
  const onCardPart = (amount: number | null) => {
    setCardPart(amount);
    setRows(restRows(amount === null ? due : Math.max(0, due - amount)));
  };
  const waiting = checkout?.status === 'awaiting_card';
  const busy = save.isPending || pay.isPending || waiting;
  // The provider's webhook wrote the sale: show it as a desk payment would be (read again; a till without the sales reports still sees that it is paid).
  const [cardPaid, setCardPaid] = useState(false);
  const onCardPaid = useCallback((saleId: number) => {
    setCardPaid(true);
    api.get<{ data: SaleDetail }>(`sales/detail/${saleId}`, undefined, { silent: true }).then((answer) => setSale(answer.data), () => undefined);
  }, []);
  const onCardChange = useCallback((next: Checkout) => setCheckout(next), []);

  const onPay = () => {
    if (!checkout || !state.canPay || pay.isPending || cardPart !== null) return;
    setProblem(null);
    pay.mutate({ id: checkout.id, payments: paymentsBody(rows) }, {
      onSuccess: (answer) => setSale(answer.data),
      onError: (error) => setProblem(messageOf(error, t('sales.pay_failed'))),
    });
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={<Title order={2} size="h4">{t(sale ? 'sales.paid_title' : 'sales.checkout_title')}</Title>} closeButtonProps={{ 'aria-label': t('sales.close') }} data-checkout-dialog>
      {cardPaid && !sale ? (
        <Stack gap="md" data-checkout-done>
          <Group gap="xs"><IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden /><Text fw={600}>{t('sales.card.paid_live')}</Text></Group>
          <Group justify="flex-end"><Button variant="default" onClick={onClose}>{t('sales.close')}</Button></Group>
        </Stack>
      ) : sale ? (
        <Stack gap="md" data-checkout-done>
          <Group gap="xs">
            <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={600}>{t('sales.paid_text', { number: sale.number, amount: format.price(sale.paid_total) })}</Text>
          </Group>
          {sale.payments.filter((p) => p.change > 0).map((p, i) => (
            <Text key={i} size="lg" fw={700} data-change-due>{t('sales.change', { amount: format.price(p.change) })}</Text>
          ))}
          <ReceiptActions saleId={sale.id} number={sale.number} />
          <Group justify="flex-end"><Button variant="default" onClick={onClose}>{t('sales.close')}</Button></Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {problem && <Alert color="red" role="alert" data-checkout-error>{problem}</Alert>}
          {appointmentId !== null && !checkout && save.isPending && <Group justify="center"><Loader size="sm" aria-label={t('sales.loading')} /></Group>}
          {appointmentId === null && CustomerField && (
            <CustomerField value={walkInCustomer} onChange={(id) => (checkout ? store(lines.map(itemOf), checkout.tips, cartDiscount, id) : setPendingCustomer(id))} />
          )}
          {lines.length > 0 && (
            <CartLines lines={lines} employeeName={employeeName} disabled={busy} manualDiscount={offers.data?.data.can_discount ?? true} onChange={(next) => store(next.map(itemOf), checkout?.tips ?? [])}
              extra={(line, index) => (
                <LineCover line={line} offers={offers.data?.data} disabled={busy}
                  onToggle={(cover) => store(lines.map((l, i) => (i === index ? withCover(itemOf(l), cover) : itemOf(l))), checkout?.tips ?? [])} />
              )} />
          )}
          <AddItem disabled={busy} onAdd={(item) => store([...lines.map(itemOf), item], checkout?.tips ?? [])} />
          {checkout && (
            <OffersPanel offers={offers.data?.data} loading={offers.isLoading} failed={offers.isError} hasCustomer={checkout.customer_id !== null} cartDiscount={cartDiscount} disabled={busy}
              onDiscount={(discount) => store(lines.map(itemOf), checkout.tips, discount)} onAdd={(item) => store([...lines.map(itemOf), item], checkout.tips)} />
          )}
          {tipTo.length > 0 && (desk?.tips.enabled !== false || (checkout?.tips.length ?? 0) > 0) && (
            <Group gap="xs" wrap="wrap" align="start" data-tips>
              {tipTo.map((id) => (
                <TipInput key={`${id}-${tipOf(id) ?? 0}`} label={t('sales.tip_for', { name: employeeName(id) || `#${id}` })} name={employeeName(id) || `#${id}`} value={tipOf(id)} disabled={busy}
                  base={lines.reduce((sum, line) => sum + (line.employee_id === id ? line.total : 0), 0)} percents={desk?.tips.enabled ? desk.tips.percents : []} onCommit={(amount) => setTip(id, amount)} />
              ))}
            </Group>
          )}
          {checkout && (
            <>
              <Divider />
              <Stack gap={2} data-totals>
                {checkout.totals.discount > 0 && <Group justify="space-between"><Text size="sm">{t('sales.discount')}</Text><Text size="sm">−{format.price(checkout.totals.discount)}</Text></Group>}
                <Group justify="space-between"><Text size="sm">{t('sales.tax')}</Text><Text size="sm">{format.price(checkout.totals.tax)}</Text></Group>
                {checkout.totals.tips > 0 && <Group justify="space-between"><Text size="sm">{t('sales.tips')}</Text><Text size="sm">{format.price(checkout.totals.tips)}</Text></Group>}
                <Group justify="space-between"><Text fw={700}>{t('sales.due')}</Text><Text fw={700} data-due>{format.price(due)}</Text></Group>
              </Stack>
              {!waiting && <PaymentsPanel due={deskDue} rows={rows} onChange={setRows} customerId={checkout.customer_id} />}
              {due > 0 && (
                <CardPayPanel checkout={checkout} disabled={save.isPending || pay.isPending} onChange={onCardChange} onPaid={onCardPaid}
                  split={{ amount: cardPart, onAmount: onCardPart, payments: paymentsBody(rows), ready: state.canPay }} />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>{waiting ? t('sales.close') : t('sales.cancel')}</Button>
                {!waiting && cardPart === null && (
                  <Button onClick={onPay} disabled={!state.canPay || busy} loading={pay.isPending} data-pay>
                    {t('sales.pay', { amount: format.price(due) })}
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
