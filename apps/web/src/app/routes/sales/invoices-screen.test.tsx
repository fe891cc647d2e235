// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '@chairside/shared/sales-invoices';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { InvoicesScreen } from './invoices-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let posted: { url: string; body: Record<string, unknown> }[];
let invoices: InvoiceSummary[];
let refuse: boolean;

const summary: InvoiceSummary = {
  id: 7, number: 'INV-2027-00007', status: 'issued', issue_date: '2027-05-12', sale_date_from: '2027-05-10', sale_date_to: '2027-05-12',
  customer_id: 3, customer_name: 'Anna Kowalska', company_name: 'Kowalska Studio Sp. z o.o.', tax_number: 'PL5261040828',
  net_total: 10_000, tax_total: 2_300, total: 12_300, currency: 'EUR', created_at: '2027-05-12T10:00:00Z',
};
const detail: InvoiceDetail = {
  ...summary, address: 'ul. Piotrkowska 12', postcode: '90-001', city: 'Łódź', country: 'PL', email: '', notes: '', employee_name: 'Emma', cancel_reason: '', cancelled_at: null,
  sales: [{ id: 40, number: '2027-000040', business_date: '2027-05-12', total: 12_300 }],
  lines: [{ sale_id: 40, sale_number: '2027-000040', business_date: '2027-05-12', name: 'Balayage', quantity: 1, unit_price: 12_300, discount: 0, tax_rate: 2300, net: 10_000, tax_amount: 2_300, total: 12_300 }],
  tax_summary: [{ rate: 2300, net: 10_000, tax: 2_300, total: 12_300 }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const el = <T extends HTMLElement = HTMLElement>(attribute: string) => document.querySelector(`[${attribute}]`) as T;
const click = (node: Element) => act(async () => (node as HTMLElement).click());

beforeEach(() => {
  queryClient.clear();
  posted = [];
  invoices = [];
  refuse = false;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ url, body });
      if (refuse) return json({ code: 'VALIDATION', message: 'A chosen sale is already on invoice INV-2027-00003.', errors: { sale_ids: ['A chosen sale is already on invoice INV-2027-00003.'] } }, 422);
      invoices = [summary];
      return json({ data: detail, message: 'Invoice INV-2027-00007 issued.' });
    }
    if (url.includes('invoices/customers')) return json({ data: [{ id: 3, name: 'Anna Kowalska', email: 'anna@example.com', phone: '', sales: 2 }] });
    if (url.includes('invoices/sales')) {
      return json({
        data: [
          { id: 40, number: '2027-000040', business_date: '2027-05-12', total: 12_300, tax_total: 2_300, lines: ['Balayage'] },
          { id: 41, number: '2027-000041', business_date: '2027-05-11', total: 2_500, tax_total: 434, lines: ['Hand cream'] },
        ],
        company: { company_name: 'Kowalska Studio Sp. z o.o.', tax_number: 'PL5261040828', address: '', postcode: '', city: 'Łódź', country: 'PL', email: '' },
        currency: 'EUR',
      });
    }
    if (url.includes('invoices/detail/')) return json({ data: detail });
    return json({ data: invoices, totals: { count: invoices.length, total: 12_300 * invoices.length, cancelled: 0 }, meta: { page: 1, per_page: 25, total: invoices.length, last_page: 1 } });
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

async function mount() {
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/sales/invoices']}>
            <InvoicesScreen />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

describe('InvoicesScreen', () => {
  it('shows the empty state, creates an invoice from a customer’s ticked sales with the prefilled company, then lists and opens it', async () => {
    await mount();
    await eventually(() => expect(document.body.textContent).toContain('invoices.empty'));
    await click(el('data-new-invoice'));
    await eventually(() => expect(el('data-invoice-customer')).toBeTruthy());
    await click(el('data-invoice-customer'));
    await eventually(() => expect(document.querySelectorAll('[data-invoice-sale]')).toHaveLength(2));
    expect(el<HTMLInputElement>('data-invoice-field="company_name"').value).toBe('Kowalska Studio Sp. z o.o.');
    // Untick the hand cream: only the balayage is invoiced.
    const handCream = document.querySelector('[data-invoice-sale="2027-000041"]')!;
    await click(handCream instanceof HTMLInputElement ? handCream : handCream.querySelector('input')!);
    await click(el('data-invoice-submit'));
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toContain('invoices/store');
    expect(posted[0]!.body).toMatchObject({ customer_id: 3, sale_ids: [40], company_name: 'Kowalska Studio Sp. z o.o.', tax_number: 'PL5261040828', city: 'Łódź' });
    await eventually(() => expect(el('data-invoice-drawer')?.textContent).toContain('INV-2027-00007'));
    await eventually(() => expect(el('data-invoice-row')).toBeTruthy());
  });

  it('shows a refusal of the server (a sale already invoiced) in the dialog', async () => {
    refuse = true;
    await mount();
    await click(el('data-new-invoice'));
    await eventually(() => expect(el('data-invoice-customer')).toBeTruthy());
    await click(el('data-invoice-customer'));
    await eventually(() => expect(el('data-invoice-submit')).toBeTruthy());
    await click(el('data-invoice-submit'));
    await eventually(() => expect(el('data-invoice-alert')?.textContent).toContain('INV-2027-00003'));
  });
});
