// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { NO_TOKEN_MESSAGE, PERMISSION_DECLINED_MESSAGE } from '../api/web-push';
import { PushToggle } from './push-toggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The bell's "Turn on alerts": nothing is asked until it is chosen; a yes sends the browser's
 * subscription to web-push/set-token; a no, or a browser without a token, logs the spec's §8 line.
 */

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subscriptionJson = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

/** A browser with push: the permission prompt answers `answer`; subscribe gives a subscription unless `noToken`. */
function browserWithPush(answer: NotificationPermission, { noToken = false } = {}) {
  const requestPermission = vi.fn(async () => {
    permission.value = answer;
    return answer;
  });
  const permission = { value: 'default' as NotificationPermission };
  vi.stubGlobal('Notification', { get permission() { return permission.value; }, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => (noToken ? Promise.reject(new Error('no push service')) : { toJSON: () => subscriptionJson, options: {} })),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
    const body = url.endsWith('web-push/public-key') ? { public_key: 'BA'.padEnd(87, 'A') } : { message: 'ok' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  return { requestPermission, posted, pushManager };
}

const state = () => mounted!.host.querySelector('[data-push-state]')?.getAttribute('data-push-state');
const mount = async () => {
  mounted = await mountRoutes([{ path: '/', element: <PushToggle /> }]);
};
const turnOn = () => mounted!.host.querySelector<HTMLButtonElement>('[data-push-enable]')!.click();

describe('PushToggle', () => {
  it('asks nothing until chosen; a yes sends the subscription to the set-token call', async () => {
    const browser = browserWithPush('granted');
    await mount();
    expect(state()).toBe('default');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    turnOn();
    await eventually(() => expect(state()).toBe('granted'));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(browser.posted).toEqual([{ url: expect.stringMatching(/web-push\/set-token$/), body: { web_push_token: JSON.stringify(subscriptionJson) } }]);
  });

  it('logs the spec’s line and shows the block when permission is declined', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const browser = browserWithPush('denied');
    await mount();
    turnOn();
    await eventually(() => expect(state()).toBe('denied'));
    expect(info).toHaveBeenCalledWith(PERMISSION_DECLINED_MESSAGE);
    expect(browser.posted).toEqual([]);
  });

  it('logs the spec’s line and offers to try again when the browser gives no token', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const browser = browserWithPush('granted', { noToken: true });
    await mount();
    turnOn();
    await eventually(() => expect(mounted!.host.querySelector('[role="alert"]')).not.toBeNull());
    expect(info).toHaveBeenCalledWith(NO_TOKEN_MESSAGE);
    expect(browser.posted).toEqual([]);
    expect(mounted!.host.querySelector('[data-push-enable]')).not.toBeNull();
  });

  it('says so in a browser without push', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    await mount();
    expect(state()).toBe('unsupported');
  });
});
