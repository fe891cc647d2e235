// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POLICY } from '@chairside/shared/settings-sections';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { PolicyForm } from './policy-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Mounted;
let posted: Record<string, unknown>[];

const inputByLabel = (label: string) => {
  const id = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.getAttribute('for');
  return document.getElementById(id ?? '') as HTMLInputElement;
};
const errorOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className.includes('error'))?.textContent ?? null;
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (el: Element) => act(async () => (el as HTMLElement).click());
const submit = () => act(async () => document.querySelector('form')!.requestSubmit());

beforeEach(async () => {
  posted = [];
  // The terms' auto-growing text box listens for web fonts loading; happy-dom has no document.fonts.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (String(url).includes('settings/venue/update')) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        const { section: _section, ...fields } = body;
        return new Response(JSON.stringify({ section: 'policy', data: { ...DEFAULT_POLICY, ...fields }, message: 'Settings saved.' }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }),
  );
  mounted = await mountRoutes([{ path: '/', element: <PolicyForm data={DEFAULT_POLICY} /> }]);
});
afterEach(async () => {
  await mounted.unmount();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('policy form', () => {
  it('needs an amount for a fixed deposit, then sends only the changed fields in minor units', async () => {
    const fixed = document.querySelector('[data-charge="deposit"] input[value="fixed"]');
    expect(fixed, document.body.innerHTML.slice(0, 3000)).not.toBeNull();
    await click(fixed!);
    await submit();
    const amount = await eventually(() => {
      const input = inputByLabel('settings_screens.deposit_amount');
      expect(errorOf(input)).toBe('settings_screens.validation.amount_needed');
      return input;
    });
    expect(posted).toEqual([]);

    await type(amount, '15.50');
    await eventually(() => expect(errorOf(inputByLabel('settings_screens.deposit_amount'))).toBeNull());
    await submit();
    await eventually(() => expect(posted).toEqual([{ section: 'policy', deposit_type: 'fixed', deposit_amount: 1550 }]));
  });
});
