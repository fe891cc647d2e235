/**
 * Web Push in Chromium: the bell's "Turn on alerts" asks for permission only when chosen (nothing is
 * asked on load), registers the service worker and sends the subscription to web-push/set-token; a
 * push delivered to the service worker (DevTools' ServiceWorker.deliverPushMessage: the browser's
 * own push service is Google's and is not reached offline) refetches the list and rings the bell.
 */
import { describe, expect, it } from 'vitest';
import { setupE2E, signIn } from './harness';

const e2e = setupE2E();

describe('web push', () => {
  it('asks only from the bell, registers the worker, and a push rings the bell and refetches the list', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    const asked: string[] = [];
    page.on('console', (message) => asked.push(message.text()));
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/calendar');
    const bell = page.locator('[data-notification-bell]');
    await bell.waitFor();
    // Nothing asked, nothing registered on load.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    await bell.click();
    await page.locator('[data-push-state="default"]').waitFor();
    // The person says yes when the browser asks.
    await page.context().grantPermissions(['notifications'], { origin: e2e.server.url });
    const sent = page.waitForRequest((request) => request.url().endsWith('/web-push/set-token'), { timeout: 10_000 }).catch(() => null);
    await page.locator('[data-push-enable]').click();
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).some((one) => one.active));
    const setToken = await sent;
    if (setToken) {
      expect(JSON.parse(setToken.postDataJSON().web_push_token as string)).toMatchObject({ endpoint: expect.stringMatching(/^https:/) });
      await page.locator('[data-push-state="granted"]').waitFor();
    } else {
      // No push service reachable from this machine: the spec's log message, and the failure shown.
      await expect.poll(() => asked).toContain('No registration token available. Request permission to generate one.');
    }

    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        const live = registrations.find((one) => !one.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const refetched = page.waitForRequest((request) => /\/notifications$/.test(new URL(request.url()).pathname) && request.method() === 'GET');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: e2e.server.url,
      registrationId,
      data: JSON.stringify({ id: '1', event: 'low_stock', title: 'Low stock: Push e2e wax', body: '1 left (reorder level 1).', link: '/inventory/stock?low=1' }),
    });
    await refetched;
    await expect.poll(() => bell.getAttribute('data-rings')).toBe('1');
  });
});
