// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderDetail } from '@chairside/shared/inventory-orders';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { ReceiveDialog } from './receive-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let posted: { url: string; body: Record<string, unknown> }[];
let closed: number;

const order: PurchaseOrderDetail = {
  id: 31, number: 9, supplier_id: 2, supplier_name: 'Beauty Wholesale BV', supplier_email: 'orders@beautywholesale.test', status: 'partly_received', note: '', expected_on: null,
  line_count: 2, total_quantity: 10, received_quantity: 4, total_cost: 10_000, sent_at: '2026-11-20T10:00:00Z', received_at: null, closed_at: null, created_at: '2026-11-20T09:00:00Z',
  lines: [
    { id: 101, product_id: 5, product_name: 'Elixir Ultime oil 100 ml', sku: 'KER-EU-100', barcode: '', quantity: 6, received_quantity: 4, unit_cost: 1000 },
    { id: 102, product_id: 6, product_name: 'Masque Nutritive 200 ml', sku: 'KER-MN-200', barcode: '', quantity: 4, received_quantity: 0, unit_cost: 1000 },
  ],
};

const buttonWith = (attribute: string) => document.querySelector(`[${attribute}]`) as HTMLButtonElement;
const click = (el: Element) => act(async () => (el as HTMLElement).click());

async function mount() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ReceiveDialog order={order} onClose={() => (closed += 1)} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

beforeEach(() => {
  queryClient.clear();
  posted = [];
  closed = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (init.method === 'POST') posted.push({ url: String(url), body });
      return new Response(JSON.stringify({ data: { ...order, status: 'received' }, message: 'Received.' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('ReceiveDialog', () => {
  it('asks for a quantity before sending anything', async () => {
    await mount();
    await eventually(() => expect(buttonWith('data-save-receive')).toBeTruthy());
    await click(buttonWith('data-save-receive'));
    await eventually(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('inventory.receive_none'));
    expect(posted).toEqual([]);
  });

  it('"receive everything" takes what is still open on each line and posts exactly that', async () => {
    await mount();
    await eventually(() => expect(buttonWith('data-receive-all')).toBeTruthy());
    await click(buttonWith('data-receive-all'));
    const inputs = [...document.querySelectorAll<HTMLInputElement>('[data-receive-quantity]')];
    await eventually(() => expect(inputs.map((input) => input.value)).toEqual(['2', '4']));
    await click(buttonWith('data-save-receive'));
    await eventually(() => expect(closed).toBe(1));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toContain('purchase-orders/receive/31');
    expect(posted[0]!.body).toEqual({ lines: [{ line_id: 101, quantity: 2 }, { line_id: 102, quantity: 4 }] });
  });
});
