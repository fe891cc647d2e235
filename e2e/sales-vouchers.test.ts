/**
 * Gift vouchers in Chromium (issue 14, spec §2.3 /payments/vouchers): the owner sells a voucher on
 * /payments/vouchers, its drawer shows the code and prints its PDF from a hidden frame; at the till a
 * walk-in sale is paid part by the voucher (its code shows the balance) and part by card; the drawer's
 * history then shows the redemption. Axe-clean screen, dialog and drawer; the list fits a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaleDetail } from '@chairside/shared/sales';
import type { Voucher, VoucherDetail } from '@chairside/shared/sales-vouchers';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn, type Viewport } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

describe('gift vouchers', () => {
  it('sells a voucher, prints it in place, and spends part of it at the till', async () => {
    const page = await e2e.page('laptop', { serviceWorkers: 'block' });
    await page.addInitScript(() => {
      if (window !== window.top) window.print = () => { (window.top as unknown as { printed: number }).printed += 1; };
    });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/payments/vouchers');
    await page.locator('[data-vouchers-list]').waitFor({ timeout: 30_000 });
    await page.getByRole('navigation').getByText('Vouchers').first().waitFor({ state: 'attached' });
    expect(await axeViolations(page), 'vouchers screen').toEqual([]);

    // Sell 40.00 to "Noor", paid by card.
    await page.locator('[data-sell-voucher]').click();
    const dialog = page.locator('[data-voucher-sell] .mantine-Modal-content');
    const amount = dialog.locator('[data-voucher-amount]');
    await amount.fill('40');
    await amount.press('Tab');
    await dialog.locator('[data-voucher-recipient]').fill('Noor');
    expect(await axeViolations(page, { include: '[data-voucher-sell]' }), 'sell dialog').toEqual([]);
    const selling = page.waitForResponse((response) => response.url().includes('/vouchers/store'));
    await dialog.locator('[data-voucher-sell-submit]').click();
    const sold = await selling;
    expect(sold.status()).toBe(200);
    const voucher = ((await sold.json()) as { data: Voucher }).data;
    expect(voucher).toMatchObject({ initial_amount: 4000, balance: 4000, recipient_name: 'Noor', status: 'active' });

    const drawer = page.locator('[data-voucher-drawer] .mantine-Drawer-content');
    await drawer.getByText(voucher.code).first().waitFor();
    expect(await axeViolations(page, { include: '[data-voucher-drawer]' }), 'voucher drawer').toEqual([]);
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; });
    const url = page.url();
    await drawer.locator('[data-print-voucher]').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), { timeout: 15_000 }).toBe(1);
    expect(page.url()).toBe(url);
    await screenshot(page, 'sales-vouchers-drawer');
    await page.keyboard.press('Escape');

    // At the till: a walk-in custom item of 25.00, 15.00 from the voucher and the rest by card.
    await page.goto('/sales/transactions');
    await page.locator('[data-new-sale]').click();
    const till = page.locator('[data-checkout-dialog] .mantine-Modal-content');
    await till.locator('[data-item-choice]').click();
    await page.getByRole('option', { name: 'Custom item' }).click();
    await till.locator('[data-custom-name]').fill('Fringe trim');
    const price = till.locator('[data-custom-price]');
    await price.fill('25');
    await price.press('Tab');
    await till.locator('[data-add-line]').click();
    await till.locator('[data-totals]').waitFor({ timeout: 30_000 });
    const method = till.locator('[data-payment-row] .mantine-Select-input').first();
    await method.click();
    await page.getByRole('option', { name: 'Gift voucher' }).click();
    await till.locator('[data-voucher-code]').fill(voucher.code.replace(/-/g, '').toLowerCase());
    await till.locator('[data-voucher-balance="4000"]').waitFor({ timeout: 15_000 });
    const part = till.locator('[data-payment-row="voucher"] [data-payment-amount]');
    await part.fill('15');
    await part.press('Tab');
    await till.locator('[data-split]').click();
    const rest = till.locator('[data-payment-row="cash"] .mantine-Select-input');
    await rest.click();
    await page.getByRole('option', { name: 'Card' }).click();
    expect(await axeViolations(page, { include: '[data-checkout-dialog]' }), 'till with a voucher').toEqual([]);
    const paying = page.waitForResponse((response) => response.url().includes('/checkouts/pay/'));
    await till.locator('[data-pay]').click();
    const paid = await paying;
    expect(paid.status(), await paid.text()).toBe(200);
    const sale = ((await paid.json()) as { data: SaleDetail }).data;
    expect(sale.payments.map((p) => [p.method, p.amount])).toEqual([['voucher', 1500], ['card', 1000]]);
    await till.locator('[data-checkout-done]').waitFor();

    const detail = (await api.get<{ data: VoucherDetail }>(`vouchers/detail/${voucher.id}`)).data;
    expect(detail.balance).toBe(2500);
    expect(detail.redemptions.map((r) => [r.kind, r.amount])).toEqual([['redeem', 1500]]);
  });

  it('fits the vouchers list on a phone without sideways scrolling', async () => {
    const phone: Viewport = { width: 390, height: 844 };
    const page = await e2e.page(phone, { isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/payments/vouchers');
    await page.locator('[data-vouchers-list]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), 'phone vouchers').toEqual([]);
    await screenshot(page, 'sales-vouchers-phone');
  });
});
