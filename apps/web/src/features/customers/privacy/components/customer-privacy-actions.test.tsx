// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentsResponse } from '@chairside/shared/customers-settings';
import { absorbAccessFields, resetAccess } from '@/lib/can';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { CustomerPrivacyActions } from './customer-privacy-actions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let posted: { url: string; body: Record<string, unknown> }[];
let state: ConsentsResponse;

const buttonNamed = (key: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === key) as HTMLButtonElement | undefined;
const click = (el: Element) => act(async () => (el as HTMLElement).click());
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function mount() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <CustomerPrivacyActions customerId={7} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

beforeEach(() => {
  queryClient.clear();
  posted = [];
  state = {
    customer_id: 7, name: 'Ann-Marie Kowalska', erased: false, erased_at: null, sms_marketing: false, email_marketing: true,
    history: [{ id: 1, channel: 'email', granted: true, source: 'online', by: '', at: '2026-11-20T10:00:00Z' }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (init.method === 'POST') posted.push({ url: String(url), body });
      if (String(url).includes('consents/store')) {
        state = { ...state, sms_marketing: Boolean(body.granted), history: [{ id: 2, channel: 'sms', granted: Boolean(body.granted), source: 'desk', by: 'Emma de Vries', at: '2026-11-25T10:00:00Z' }, ...state.history] };
      }
      if (String(url).includes('customers/erase/7')) {
        state = { ...state, erased: true, erased_at: '2026-11-25T11:00:00Z', name: 'Erased customer #7', email_marketing: false };
        return new Response(JSON.stringify({ customer_id: 7, erased_at: state.erased_at, name: state.name, message: 'Erased.' }), { status: 200 });
      }
      return new Response(JSON.stringify(state), { status: 200 });
    }),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetAccess();
});

describe('CustomerPrivacyActions', () => {
  it('shows the consents and their history, and records a consent given at the desk', async () => {
    absorbAccessFields({ permissions: { 'customers.manage': 1, edit_customer: 1 } });
    await mount();
    await eventually(() => expect(document.querySelector('[data-testid="consent-history"]')?.textContent).toContain('customer_settings.privacy.source_online'));
    await click(document.querySelector('[data-consent="sms"] button')!);
    await eventually(() => expect(posted).toEqual([{ url: expect.stringContaining('customers/7/consents/store'), body: { channel: 'sms', granted: true, source: 'desk' } }]));
    await eventually(() => expect(document.querySelectorAll('[data-testid="consent-history"] tr')).toHaveLength(2));
  });

  it('erases only after the full name is typed again, then shows the customer as erased', async () => {
    absorbAccessFields({ permissions: { 'customers.manage': 1, edit_customer: 1 } });
    await mount();
    await eventually(() => expect(buttonNamed('customer_settings.privacy.erase')).toBeDefined());
    await click(buttonNamed('customer_settings.privacy.erase')!);
    const confirmButton = await eventually(() => {
      const button = buttonNamed('customer_settings.privacy.erase_confirm');
      expect(button).toBeDefined();
      return button!;
    });
    expect(confirmButton.disabled).toBe(true);
    const input = document.querySelector('[data-testid="erase-confirmation"]') as HTMLInputElement;
    await type(input, 'Ann-Marie');
    expect(buttonNamed('customer_settings.privacy.erase_confirm')!.disabled).toBe(true);
    await type(input, ' ann-marie  KOWALSKA ');
    await eventually(() => expect(buttonNamed('customer_settings.privacy.erase_confirm')!.disabled).toBe(false));
    await click(buttonNamed('customer_settings.privacy.erase_confirm')!);
    await eventually(() => expect(posted).toEqual([{ url: expect.stringContaining('customers/erase/7'), body: { confirmation: ' ann-marie  KOWALSKA ' } }]));
    await eventually(() => expect(document.body.textContent).toContain('customer_settings.privacy.erased_text'));
    expect(buttonNamed('customer_settings.privacy.erase')).toBeUndefined();
  });

  it('offers neither consent changes nor erasure without edit_customer, but still the export', async () => {
    absorbAccessFields({ permissions: { 'customers.manage': 1, edit_customer: 0 } });
    await mount();
    await eventually(() => expect(buttonNamed('customer_settings.privacy.export_pdf')).toBeDefined());
    expect(document.querySelector('[data-consent="sms"] button')).toBeNull();
    expect(buttonNamed('customer_settings.privacy.erase')).toBeUndefined();
  });
});
