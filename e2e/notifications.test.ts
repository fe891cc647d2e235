/**
 * The bell (Chromium): a sale that takes a product to its reorder level shows up in the owner's
 * bell on the next poll; opening the item marks it read and leads to the stock list filtered to
 * low items; "mark all as read" clears the count; axe-clean with the list open, on a laptop and a phone.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@chairside/shared/notifications';
import type { Checkout } from '@chairside/shared/sales';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('the notifications bell', () => {
  it('shows a low-stock item, opens it on the low stock list, and marks all read', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/calendar');
    const bell = page.locator('[data-notification-bell]');
    await bell.waitFor();
    const unread = async () => (await api.get<NotificationsResponse>('notifications')).unread;
    // The demo venue starts with low-stock news from its history.
    expect(await unread()).toBeGreaterThan(0);

    // A product sold down to its reorder level (a name of its own, should the test run again).
    const name = `Bell e2e balm ${crypto.randomUUID().slice(0, 6)}`;
    const product = (await api.post<{ data: { id: number } }>('products/store', { name, retail_price: 1500, reorder_level: 1, reorder_quantity: 4 })).body.data;
    expect((await api.post('stock/adjust', { product_id: product.id, quantity: 2, kind: 'purchase_receipt' })).status).toBe(200);
    const cart = (await api.post<{ data: Checkout }>('checkouts/store', { items: [{ kind: 'product', product_id: product.id, quantity: 1 }] })).body.data;
    expect((await api.post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] })).status).toBe(200);

    // The next read of the list (a reload stands in for the 60-second poll) has it, unread.
    await page.reload();
    await bell.click();
    const item = page.locator('[data-notification]', { hasText: `Low stock: ${name}` });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('0');
    expect(await item.innerText()).toContain('1 left (reorder level 1).');
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations.map((v) => [v.id, v.targets]))).toEqual([]);
    const before = await unread();

    await item.click();
    await page.waitForURL(/\/inventory\/stock\?low=1$/);
    await page.locator(`[data-stock-row="${name}"]`).waitFor();
    expect(await page.locator('input[data-only-low]').isChecked()).toBe(true);
    await expect.poll(unread).toBe(before - 1);

    await bell.click();
    await page.locator('[data-read-all]').click();
    await expect.poll(unread).toBe(0);
    await expect.poll(() => page.locator('[data-notification][data-read="0"]').count()).toBe(0);
  });

  it('fits a phone and lists nothing new once everything is read', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/calendar');
    await page.locator('[data-notification-bell]').click();
    await page.locator('[data-notification-list]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations.map((v) => [v.id, v.targets]))).toEqual([]);
  });
});
