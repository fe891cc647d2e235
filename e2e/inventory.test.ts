/**
 * Inventory (Chromium): the owner adds a product on /inventory/products, finds it again by typing its
 * barcode into the search box (as a USB scanner does), adjusts its stock on /inventory/stock with a
 * reason and sees the low-stock flag; pages and searches the stock list; brands list; the premium placeholder on a plan without
 * products; axe-clean at 1280×800 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Product, StockResponse } from '@chairside/shared/inventory';
import { apiLogin, expectAxeClean, screenshot, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('inventory', () => {
  it('adds a product, finds it by barcode, adjusts its stock and shows it low', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/inventory/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.locator('[data-product-row]').first().waitFor();
    await expectAxeClean(page, 'product list');

    await page.locator('[data-add-product]').click();
    const drawer = page.locator('[data-product-drawer]');
    await drawer.locator('[data-save-product]').click();
    await drawer.getByText('This field is required.').waitFor();
    await drawer.getByLabel('Name').fill('Argan oil 50 ml');
    await drawer.getByLabel('SKU').fill('ARG-50');
    await drawer.getByLabel('Barcode').fill('8712345678906');
    // Demo Salon writes prices with a decimal comma.
    await drawer.getByLabel('Retail price').fill('24,95');
    await drawer.getByLabel('Reorder level').fill('3');
    await expectAxeClean(page, 'product drawer');
    await screenshot(page, 'inventory-product-drawer');
    await drawer.locator('[data-save-product]').click();
    await drawer.waitFor({ state: 'detached' });
    await page.locator('[data-product-row="Argan oil 50 ml"]').waitFor();
    const saved = (await api.get<{ data: Product[] }>('products?search=ARG-50')).data[0]!;
    expect(saved).toMatchObject({ name: 'Argan oil 50 ml', barcode: '8712345678906', retail_price: 2495, reorder_level: 3, on_hand: 0 });

    // A scan: the barcode typed into the search box finds exactly that product, marked as the match.
    await page.locator('[data-product-search]').fill('8712345678906');
    await page.locator('[data-product-row="Argan oil 50 ml"][data-exact]').waitFor();
    await expect.poll(() => page.locator('[data-product-row]').count()).toBe(1);
    // Enter (the scanner's last key) opens it.
    await page.locator('[data-product-search]').press('Enter');
    await page.locator('[data-product-drawer]').getByLabel('Name').waitFor();
    expect(await page.locator('[data-product-drawer]').getByLabel('Name').inputValue()).toBe('Argan oil 50 ml');
    await page.keyboard.press('Escape');
    await page.locator('[data-product-drawer]').waitFor({ state: 'detached' });

    // Stock: receive 5, then 3 damaged → 2 on hand, under the reorder level of 3: flagged.
    await page.goto('/inventory/stock');
    const row = page.locator('[data-stock-row="Argan oil 50 ml"]');
    await row.waitFor();
    await row.locator('[data-adjust]').click();
    let dialog = page.locator('[data-adjust-dialog]');
    await dialog.locator('[data-adjust-reason]').click();
    await page.getByRole('option', { name: 'Delivery received' }).click();
    await dialog.locator('[data-adjust-quantity]').fill('5');
    await dialog.locator('[data-adjust-preview]').getByText('On hand: 0 → 5').waitFor();
    await expectAxeClean(page, 'adjust dialog');
    await dialog.locator('[data-save-adjust]').click();
    await dialog.waitFor({ state: 'detached' });
    await row.locator('[data-on-hand]', { hasText: '5' }).waitFor();
    expect(await row.locator('[data-low-stock]').count()).toBe(0);

    await row.locator('[data-adjust]').click();
    dialog = page.locator('[data-adjust-dialog]');
    await dialog.locator('[data-adjust-quantity]').fill('3');
    await dialog.locator('[data-save-adjust]').click();
    await dialog.waitFor({ state: 'detached' });
    await row.locator('[data-on-hand]', { hasText: '2' }).waitFor();
    await row.locator('[data-low-stock]').waitFor();
    const stock = await api.get<StockResponse>('stock');
    expect(stock.data.find((r) => r.product_id === saved.id)).toMatchObject({ on_hand: 2, low_stock: true, value_retail: 2 * 2495 });

    // Taking more than is on hand is refused with the reason shown.
    await row.locator('[data-adjust]').click();
    dialog = page.locator('[data-adjust-dialog]');
    await dialog.locator('[data-adjust-quantity]').fill('9');
    await dialog.locator('[data-save-adjust]').click();
    await dialog.getByRole('alert').getByText('There is not enough stock for this.').waitFor();
    await page.keyboard.press('Escape');
    await expectAxeClean(page, 'stock list');
    await screenshot(page, 'inventory-stock');
  });

  it('pages the stock list, with totals over every page, and finds a scanned barcode', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const all = await api.get<StockResponse>('stock?per_page=100');
    expect(all.meta.total).toBeGreaterThan(100);
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/inventory/stock');
    await page.locator('[data-stock-row]').first().waitFor();
    await page.locator('[data-stock-total]').getByText(`${all.meta.total} products`).waitFor();
    expect(await page.locator('[data-stock-row]').count()).toBe(50);
    const first = await page.locator('[data-stock-row]').first().getAttribute('data-stock-row');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.locator('[data-stock-row]').first().getAttribute('data-stock-row')).toBe(all.data[50]!.name);
    expect(first).toBe(all.data[0]!.name);
    // A scan into the search finds the one product; the totals are its own.
    await page.locator('[data-stock-search]').fill('3474630645714');
    await expect.poll(() => page.locator('[data-stock-row]').count()).toBe(1);
    await page.locator('[data-stock-row="Elixir Ultime oil 100 ml"]').waitFor();
    await expectAxeClean(page, 'stock list searched');
  });

  it('lists brands and adds one; works on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/inventory/brands');
    await page.locator('[data-partner-row="Olaplex"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('[data-add-partner]').click();
    const dialog = page.locator('[data-partner-dialog]');
    await dialog.getByLabel('Name').fill('Davines');
    await dialog.locator('[data-save-partner]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-partner-row="Davines"]').waitFor();
    await expectAxeClean(page, 'brands on a phone');
    await page.goto('/inventory/stock');
    await page.locator('[data-stock-row]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'inventory-stock-phone');
  });

  it('shows the premium placeholder when the plan has no products', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/inventory/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('heading', { name: 'Sell products and keep track of stock' }).waitFor();
    expect(await page.locator('[data-add-product]').count()).toBe(0);
    await expectAxeClean(page, 'premium placeholder');
  });
});
