// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkout, CheckoutPayBody } from '@chairside/shared/sales';
import type { TillCardBlock } from '@chairside/shared/sales-card';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { CardPayPanel } from './card-pay-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let reason: TillCardBlock | null;
let server: Checkout;
let posted: { url: string; body: Record<string, unknown> }[];

const cart = (patch: Partial<Checkout> = {}): Checkout => ({
  id: 7, status: 'open', card_payment: null, customer_id: 3, appointment_group_id: null, lines: [], tips: [], tax_mode: 'included', currency: 'EUR', sale_id: null,
  totals: { subtotal: 4500, discount: 0, net: 3719, tax: 781, total: 4500, tips: 0, due: 4500, tax_summary: [] }, ...patch,
});
const waiting = (channel: 'desk' | 'sms' | 'email', sentTo = ''): Checkout =>
  cart({ status: 'awaiting_card', card_payment: { id: 1, channel, url: 'http://localhost/api/v1/public/payments/sandbox/checkout/cs_1', sent_to: sentTo, amount: 4500, payments: [], created_at: '2027-05-12T10:00:00Z' } });

const el = <T extends HTMLElement = HTMLElement>(attribute: string) => document.querySelector(`[${attribute}]`) as T | null;
const click = (node: Element) => act(async () => (node as HTMLElement).click());

beforeEach(() => {
  queryClient.clear();
  reason = null;
  posted = [];
  server = cart();
  vi.stubGlobal('open', vi.fn());
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      posted.push({ url, body });
      server = url.includes('/cancel/') ? cart() : waiting(body.channel as 'sms', String(body.phone ?? ''));
      return new Response(JSON.stringify({ data: server, message: 'ok' }), { status: 200 });
    }
    if (url.includes('checkouts/card-service')) return new Response(JSON.stringify({ data: { available: reason === null, reason } }), { status: 200 });
    return new Response(JSON.stringify({ data: server }), { status: 200 });
  }));
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(checkout: Checkout, handlers: { onChange?: (c: Checkout) => void; onPaid?: (id: number) => void } = {}) {
  return act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <CardPayPanel checkout={checkout} disabled={false} onChange={handlers.onChange ?? (() => undefined)} onPaid={handlers.onPaid ?? (() => undefined)} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

/** The dialog's part: the card's share kept as state, the desk's rows given (and whether they pay the rest). */
function Split({ checkout, payments, ready, amounts }: { checkout: Checkout; payments: CheckoutPayBody['payments']; ready: boolean; amounts: (number | null)[] }) {
  const [amount, setAmount] = useState<number | null>(null);
  const onAmount = (next: number | null) => {
    amounts.push(next);
    setAmount(next);
  };
  return <CardPayPanel checkout={checkout} disabled={false} onChange={() => undefined} onPaid={() => undefined} split={{ amount, onAmount, payments, ready }} />;
}
const renderSplit = (props: Parameters<typeof Split>[0]) =>
  act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Split {...props} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('CardPayPanel', () => {
  it('offers the hosted page and the pay-by-links when the card service may take the card, and sends the SMS to the number typed', async () => {
    const changes: Checkout[] = [];
    await render(cart(), { onChange: (next) => changes.push(next) });
    await eventually(() => expect(el('data-card-pay')).toBeTruthy());
    await click(el('data-card-sms')!);
    await type(el<HTMLInputElement>('data-card-to')!, '+31 6 1234 5678');
    await click(el('data-card-send')!);
    await eventually(() => expect(changes.at(-1)?.status).toBe('awaiting_card'));
    expect(posted[0]).toMatchObject({ url: expect.stringContaining('checkouts/card/7'), body: { channel: 'sms', phone: '+31 6 1234 5678' } });
  });

  it('shows no card option while the flow is switched off, and says why while the account is not active', async () => {
    reason = 'flow_off';
    await render(cart());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(el('data-card-pay')).toBeNull();
    queryClient.clear();
    reason = 'pending';
    await render(cart({ id: 8 }));
    await eventually(() => expect(el('data-card-blocked')).toBeTruthy());
    expect(el('data-card-desk')).toBeNull();
  });

  it('splits with the desk’s rows: the card’s amount and the other payments go with the request, only once they add up', async () => {
    const amounts: (number | null)[] = [];
    const payments = [{ method: 'cash', amount: 1500, tendered: 2000 }];
    await renderSplit({ checkout: cart(), payments, ready: false, amounts });
    await eventually(() => expect(el('data-card-split')).toBeTruthy());
    expect(el('data-card-amount'), 'no split: the card takes all that is due').toBeNull();
    await click(el('data-card-split')!.querySelector('input') ?? el('data-card-split')!);
    expect(amounts).toEqual([4500]);
    await type(el<HTMLInputElement>('data-card-amount')!, '30');
    expect(amounts.at(-1)).toBe(3000);
    // The rows do not pay the other 15.00 yet: no card payment may start.
    expect(el('data-card-rest')!.dataset.cardRest).toBe('1500');
    expect(el<HTMLButtonElement>('data-card-desk')!.disabled).toBe(true);
    await renderSplit({ checkout: cart(), payments, ready: true, amounts });
    expect(el<HTMLButtonElement>('data-card-desk')!.disabled).toBe(false);
    await click(el('data-card-desk')!);
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ url: expect.stringContaining('checkouts/card/7'), body: { channel: 'desk', amount: 3000, payments } });
  });

  it('shows the other payments of a split while it waits for the card', async () => {
    const split = waiting('desk');
    server = { ...split, card_payment: { ...split.card_payment!, amount: 3000, payments: [{ method: 'cash', amount: 1500, tendered: null }] } };
    await render(server);
    expect(el('data-card-parts')!.dataset.cardParts).toBe('cash:1500');
  });

  it('waits for the webhook: tells where the link went, and reports the sale once the cart is paid', async () => {
    const paid: number[] = [];
    server = waiting('email', 'lena@example.com');
    await render(server, { onPaid: (id) => paid.push(id) });
    expect(el('data-card-sent-to')!.dataset.cardSentTo).toBe('lena@example.com');
    expect(el<HTMLAnchorElement>('data-card-open')!.href).toContain('/sandbox/checkout/cs_1');
    // The first read has come back (the button is not busy), then the webhook lands and the desk asks again.
    await eventually(() => expect(el<HTMLButtonElement>('data-card-check')!.disabled).toBe(false));
    server = cart({ status: 'paid', sale_id: 42 });
    await click(el('data-card-check')!);
    await eventually(() => expect(paid).toEqual([42]), 1000);
  });
});
