// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSection } from '@chairside/shared/settings-sections';
import { queryClient } from '@/lib/query-client';
import { SETTINGS_KEY } from '@/lib/auth';
import { useFormat } from '@/lib/format';
import { tokenStore } from '@/lib/session';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { BusinessProfileForm } from './business-profile-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE: ProfileSection = {
  title: 'Demo Salon', address: 'Prinsengracht 263', city: 'Amsterdam', postcode: '1016 GV', country: 'NL', phone: '', email: '', description: '',
  business_type: 'salon', lang: 'en-us', timezone: 'Europe/Amsterdam', currency: 'EUR', currency_symbol: '€', currency_symbol_position: 'before',
  decimal_separator: 'comma', price_decimal_places: 2, tax_calculation: 'included', tax_default_product: 21, tax_default_service: 21, tax_number: '', allow_negative_stock: 0, logo: null,
};
const PRICE_FIELDS = ['currency', 'currency_symbol', 'currency_symbol_position', 'decimal_separator', 'price_decimal_places'] as const;

let mounted: Mounted;
let posted: Record<string, unknown>[];
let venue: Record<string, unknown>;
let refuse: boolean;

/** A price shown elsewhere in the app, through the app's one formatter. */
function PriceElsewhere() {
  return <output data-elsewhere>{useFormat().price(6500)}</output>;
}

const preview = () => document.querySelector('[data-price-preview]')!.textContent;
const elsewhere = () => document.querySelector('[data-elsewhere]')!.textContent;
const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (el: HTMLInputElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className.includes('error'))?.textContent ?? null;
const click = (el: HTMLElement) => act(async () => el.click());
const bar = () => document.querySelector('[data-save-bar]')!.textContent ?? '';
async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  posted = [];
  refuse = false;
  venue = Object.fromEntries(PRICE_FIELDS.map((field) => [field, PROFILE[field]]));
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (String(url).includes('settings/venue/update')) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (refuse) return new Response(JSON.stringify({ code: 'VALIDATION', message: 'Bitte korrigiere die markierten Felder.', errors: { tax_number: ['Gib höchstens 40 Zeichen ein.'] } }), { status: 422 });
        const { section: _section, ...fields } = body;
        Object.assign(venue, fields);
        return new Response(JSON.stringify({ section: 'profile', data: { ...PROFILE, ...fields }, message: 'Settings saved.' }), { status: 200 });
      }
      if (String(url).includes('settings/initial')) return new Response(JSON.stringify(venue), { status: 200 });
      return new Response('{}', { status: 200 });
    }),
  );
  tokenStore.set('token');
  queryClient.setQueryData(SETTINGS_KEY, { ...venue });
  mounted = await mountRoutes([{ path: '/', element: <><PriceElsewhere /><BusinessProfileForm data={PROFILE} /></> }]);
});
afterEach(async () => {
  await mounted.unmount();
  document.body.innerHTML = '';
  queryClient.clear();
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

describe('business profile form', () => {
  it('previews the price as it is edited, and once saved every price of the app takes the new format', async () => {
    expect(preview()).toBe('€ 1234,50');
    expect(elsewhere()).toBe('€ 65,00');
    await click(radio('after'));
    await click(radio('dot'));
    await type(input('currency_symbol'), '$');
    await eventually(() => expect(preview()).toBe('1234.50 $'));
    // Only the preview follows the unsaved form; the app keeps the saved format.
    expect(elsewhere()).toBe('€ 65,00');
    expect(bar()).toContain('settings_screens.unsaved_hint');

    await act(async () => document.querySelector('form')!.requestSubmit());
    await eventually(() => expect(posted).toEqual([{ section: 'profile', currency_symbol: '$', currency_symbol_position: 'after', decimal_separator: 'dot' }]));
    // Saving refetches the venue's settings: the price elsewhere changes without anything else happening.
    await eventually(() => expect(elsewhere()).toBe('65.00 $'));
    expect(bar()).not.toContain('settings_screens.unsaved_hint');
  });

  it("puts the server's field errors, in the user's language, on their fields and keeps the changes", async () => {
    refuse = true;
    await type(input('tax_number'), 'X'.repeat(10));
    await act(async () => document.querySelector('form')!.requestSubmit());
    await eventually(() => expect(errorOf(input('tax_number'))).toBe('Gib höchstens 40 Zeichen ein.'));
    expect(bar()).toContain('settings_screens.unsaved_hint');
    expect(elsewhere()).toBe('€ 65,00');
  });
});
