// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_EVENT_DEFAULTS, type RemindersResponse } from '@chairside/shared/reminders';
import { absorbAccessFields } from '@/lib/can';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { RemindersForm } from './reminders-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Mounted;
let posted: Record<string, unknown>[];

const saved: RemindersResponse = {
  settings: { quiet_from: null, quiet_to: null, ask_confirmation: false, sms_fallback_email: true, events: CUSTOMER_EVENT_DEFAULTS, thank_you_after_minutes: 120 },
  rules: [{ id: 4, offset_minutes: 120, channel: 'sms', service_group_id: null }],
  service_groups: [{ id: 9, name: 'Hair' }],
  sms_available: false,
  sms_amount: 0,
  timezone: 'Europe/Warsaw',
};

const button = (attribute: string) => document.querySelector(`[${attribute}]`) as HTMLButtonElement;
const click = (el: Element) => act(async () => (el as HTMLElement).click());

beforeEach(async () => {
  queryClient.clear();
  posted = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body ?? '{}')) as RemindersResponse & Record<string, unknown>;
    posted.push(body);
    return new Response(JSON.stringify({ ...saved, rules: body.rules.map((rule, i) => ({ ...rule, id: rule.id ?? 100 + i })), message: 'Saved' }), { status: 200 });
  }));
  mounted = await mountRoutes([{ path: '/', element: <RemindersForm saved={saved} /> }]);
});
afterEach(async () => {
  await mounted.unmount();
  vi.unstubAllGlobals();
});

describe('RemindersForm', () => {
  it('shows the SMS credit balance from the envelope and saves the e-mail fallback switch', async () => {
    absorbAccessFields({ sms_amount: 37 });
    await eventually(() => expect(document.querySelector('[data-testid="sms-balance"]')?.getAttribute('data-balance')).toBe('37'));
    await click(document.querySelector('[data-sms-fallback]')!);
    await click(button('data-save-reminders'));
    await eventually(() => expect(posted.at(-1)).toMatchObject({ sms_fallback_email: false }));
  });

  it('turns on the no-show SMS and saves it with the other events unchanged', async () => {
    await click(document.querySelector('[data-event-channel="no_show:sms"]')!);
    await click(button('data-save-reminders'));
    await eventually(() => expect(posted.at(-1)?.events).toEqual({ ...CUSTOMER_EVENT_DEFAULTS, no_show: { email: false, sms: true } }));
  });

  it('adds a 24 h e-mail rule for every service and saves the whole list, keeping the existing rule’s id', async () => {
    expect(button('data-save-reminders').disabled).toBe(true);
    await click(button('data-add-rule'));
    expect(document.querySelectorAll('[data-reminder-rule]')).toHaveLength(2);
    await click(button('data-save-reminders'));
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      rules: [{ id: 4, offset_minutes: 120, channel: 'sms', service_group_id: null }, { id: null, offset_minutes: 1440, channel: 'email', service_group_id: null }],
      quiet_from: null,
      quiet_to: null,
      ask_confirmation: false,
      sms_fallback_email: true,
      events: CUSTOMER_EVENT_DEFAULTS,
      thank_you_after_minutes: 120,
    });
  });

  it('saves the thank-you delay typed in hours as minutes', async () => {
    const input = document.querySelector('[data-thank-you-hours]') as HTMLInputElement;
    expect(input.value).toBe('2');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '5');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('data-save-reminders'));
    await eventually(() => expect(posted.at(-1)).toMatchObject({ thank_you_after_minutes: 300 }));
  });
});
