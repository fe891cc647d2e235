// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndDay } from '@chairside/shared/sales';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { EndDayScreen } from './end-day-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let posted: Record<string, unknown>[];
let day: EndDay;

const openDay = (): EndDay => ({
  date: '2027-05-12', currency: 'EUR',
  methods: [
    { method: 'cash', sales: 12_000, voids: -2_000, refunds: -500, tendered: 15_000, change: 3_000, expected: 9_500 },
    { method: 'card', sales: 20_000, voids: 0, refunds: 0, tendered: 0, change: 0, expected: 20_000 },
  ],
  employees: [{ employee_id: 3, name: 'Lucas Jansen', lines_total: 29_200, tips: 300, total: 29_500 }],
  counts: { sales: 5, voids: 1, refunds: 1 }, expected_total: 29_500, expected_cash: 9_500, tips_total: 300, closed: null,
});

const el = <T extends HTMLElement = HTMLElement>(attribute: string) => document.querySelector(`[${attribute}]`) as T;
const click = (node: Element) => act(async () => (node as HTMLElement).click());
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  queryClient.clear();
  posted = [];
  day = openDay();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (body.pin !== '2468') return new Response(JSON.stringify({ code: 'VALIDATION', message: 'Invalid', errors: { pin: [{ message: 'Wrong PIN.' }] } }), { status: 422 });
        day = { ...day, closed: { employee_id: 1, employee_name: 'Emma de Vries', closed_at: '2027-05-12T18:00:00Z', expected_cash: 9_500, counted_cash: body.counted_cash as number, difference: (body.counted_cash as number) - 9_500, notes: String(body.notes) } };
        return new Response(JSON.stringify({ data: day, message: 'Closed.' }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: day }), { status: 200 });
    }),
  );
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

describe('EndDayScreen', () => {
  it('shows the difference as the cash is counted, asks for the PIN, shows a wrong PIN in the dialog and then the closed day', async () => {
    await act(async () => {
      root.render(
        <MantineProvider>
          <QueryClientProvider client={queryClient}>
            <EndDayScreen />
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    await eventually(() => expect(el('data-end-day-methods')).toBeTruthy());
    expect(el('data-end-day-employees').textContent).toContain('Lucas Jansen');
    expect(el<HTMLButtonElement>('data-close-day').disabled).toBe(true);

    await type(el<HTMLInputElement>('data-counted-cash'), '90');
    await eventually(() => expect(el('data-difference').textContent).toContain('-5.00'));
    await click(el('data-close-day'));
    await eventually(() => expect(el('data-pin-input')).toBeTruthy());

    await type(el<HTMLInputElement>('data-pin-input'), '1111');
    await click(el('data-confirm-close'));
    await eventually(() => expect(document.querySelector('[data-pin-dialog]')?.textContent).toContain('Wrong PIN.'));
    expect(posted[0]).toMatchObject({ date: expect.any(String), counted_cash: 9_000, pin: '1111' });

    await type(el<HTMLInputElement>('data-pin-input'), '2468');
    await click(el('data-confirm-close'));
    await eventually(() => expect(el('data-end-day-closed')).toBeTruthy());
    expect(el('data-end-day-closed').textContent).toContain('90.00');
    expect(el('data-end-day-closed').textContent).toContain('-5.00');
    expect(posted).toHaveLength(2);
  });
});
