// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Overlays } from '@/app/overlays';
import { eventually } from '@/test/eventually';
import { openConfirm, confirm } from './confirm-dialog';
import { nearEnd } from './fullscreen-dialog';
import { openLimitAlert } from './limit-alert';
import { setPlansOpener } from './plans-opener';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const button = (name: string) =>
  [...document.querySelectorAll('button, a')].find((el) => el.textContent?.trim() === name) as HTMLElement | undefined;

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider>
        <Overlays />
      </MantineProvider>,
    );
  });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
});

describe('confirmation dialog (spec §2.5)', () => {
  it('No/Yes by default: Yes resolves true', async () => {
    const answer = confirm({ type: 'danger', title: 'Delete the service?', accent: 'This cannot be undone', description: 'Really?' });
    await eventually(() => expect(document.body.textContent).toContain('Delete the service?'));
    expect(document.body.textContent).toContain('This cannot be undone');
    expect(document.querySelector('[data-confirm-type="danger"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    await act(async () => button('shell.yes')!.click());
    await expect(answer).resolves.toBe(true);
  });

  it('No resolves false', async () => {
    const answer = confirm({ title: 'Sure?' });
    await eventually(() => expect(button('shell.no')).toBeDefined());
    await act(async () => button('shell.no')!.click());
    await expect(answer).resolves.toBe(false);
  });

  it('returns a custom action with the checked options', async () => {
    const result = openConfirm({
      type: 'warning',
      title: 'Cancel the appointment?',
      options: [
        { value: 'notify', label: 'Tell the customer', checked: true },
        { value: 'refund', label: 'Refund the deposit' },
      ],
      actions: [
        { value: 'keep', label: 'Keep it' },
        { value: 'cancel', label: 'Cancel it', color: 'red' },
      ],
    });
    await eventually(() => expect(button('Cancel it')).toBeDefined());
    expect(button('shell.yes')).toBeUndefined();
    const refund = [...document.querySelectorAll('input[type="checkbox"]')].find((el) => (el as HTMLInputElement).value === 'refund') as HTMLInputElement;
    await act(async () => refund.click());
    await act(async () => button('Cancel it')!.click());
    const value = await result;
    expect(value.action).toBe('cancel');
    expect(value.options.sort()).toEqual(['notify', 'refund']);
  });
});

describe('limit alert (spec §2.5, §8)', () => {
  it('offers Close and Upgrade on the web', async () => {
    void openLimitAlert({ platform: 'web', title: 'Plan limit', description: 'Upgrade to add staff', limits: {} });
    await eventually(() => expect(document.body.textContent).toContain('Plan limit'));
    expect(document.body.textContent).toContain('Upgrade to add staff');
    expect(button('shell.upgrade')).toBeDefined();
    expect(button('shell.close')).toBeDefined();
    await act(async () => button('shell.close')!.click());
  });

  it('Upgrade opens the plans dialog the app registered', async () => {
    const opened = vi.fn();
    setPlansOpener(opened);
    void openLimitAlert({ platform: 'web', title: 'Plan limit', description: '', limits: {} });
    await eventually(() => expect(button('shell.upgrade')).toBeDefined());
    await act(async () => button('shell.upgrade')!.click());
    await eventually(() => expect(opened).toHaveBeenCalledTimes(1));
    setPlansOpener(null);
  });

  it('offers Close and a link to the web app in the native app', async () => {
    void openLimitAlert({ platform: 'app', title: 'Plan limit', description: '', limits: {} });
    const link = await eventually(() => {
      const found = button('shell.go_to_web');
      expect(found).toBeDefined();
      return found;
    });
    expect(button('shell.upgrade')).toBeUndefined();
    expect(link?.tagName).toBe('A');
    expect(link?.getAttribute('href')).toMatch(/^https?:\/\//);
    await act(async () => button('shell.close')!.click());
  });
});

describe('full-screen dialog infinite scroll', () => {
  it('triggers within 300 px of the end', () => {
    expect(nearEnd(0, 500, 2000)).toBe(false);
    expect(nearEnd(1199, 500, 2000)).toBe(false);
    expect(nearEnd(1200, 500, 2000)).toBe(true);
    expect(nearEnd(0, 500, 700)).toBe(true);
  });
});
