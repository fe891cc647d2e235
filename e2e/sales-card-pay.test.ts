/**
 * Chairside Pay at the till in Chromium on the sandbox card provider (issue 17): the owner rings up a
 * walk-in sale, chooses "Open the payment page"; the desk's device shows the provider's hosted
 * page, which takes the success test card and lands on the "payment received" page; the provider's
 * signed webhook writes the sale, and the checkout dialog, waiting, turns to done by itself. The sale
 * is paid card_service. Axe-clean while waiting. Then a split: part on the card, the rest in cash at
 * the desk, one sale with both once the card is paid.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesListResponse, SaleDetail } from '@chairside/shared/sales';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let today: string;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  today = (await api.get<{ date: string }>('resources')).date;
});

/** The owner rings up a walk-in sale of 45.00 at the till; the card panel is offered. */
async function walkIn(name: string) {
  const page = await e2e.page('laptop');
  await signIn(page, e2e.server.url, 'owner');
  await page.goto('/sales/transactions');
  await page.locator('[data-new-sale]').click();
  const dialog = page.locator('[data-checkout-dialog] .mantine-Modal-content');
  await dialog.locator('[data-item-choice]').click();
  await page.getByRole('option', { name: 'Custom item' }).click();
  await dialog.locator('[data-custom-name]').fill(name);
  const price = dialog.locator('[data-custom-price]');
  await price.fill('45');
  await price.press('Tab');
  await dialog.locator('[data-add-line]').click();
  await dialog.locator('[data-totals]').waitFor({ timeout: 30_000 });
  await dialog.locator('[data-card-pay]').waitFor({ timeout: 30_000 });
  return { page, dialog };
}

describe('Chairside Pay at the desk', () => {
  it('opens the hosted page, takes the success card, and the waiting checkout becomes the paid sale', async () => {
    // A walk-in sale of 45.00 at the till.
    const { page, dialog } = await walkIn('Blow-dry');

    const opened = page.context().waitForEvent('page', { timeout: 10_000 }).catch(() => null);
    await dialog.locator('[data-card-desk]').click();
    await dialog.locator('[data-card-waiting]').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page, { include: '[data-checkout-dialog]' }), 'waiting for the card').toEqual([]);
    await screenshot(page, 'sales-card-pay-waiting');
    await (await opened)?.close();

    // The desk's device: the provider's hosted page.
    const url = await dialog.locator('[data-card-open]').getAttribute('href');
    expect(url).toMatch(/\/payments\/sandbox\/checkout\//);
    const hosted = await e2e.page('laptop');
    await hosted.goto(url!);
    await hosted.getByLabel('Card number').fill('4242 4242 4242 4242');
    await hosted.getByRole('button', { name: 'Pay' }).click();
    await hosted.waitForURL(/\/payments\/done\/paid/);
    await hosted.locator('[data-payment-result]').waitFor();
    expect(await hosted.locator('[data-payment-result]').textContent()).toBe('Payment received');

    // The webhook lands; the waiting dialog sees it by itself.
    await dialog.locator('[data-checkout-done]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'sales-card-pay-done');
    const list = await api.get<SalesListResponse>(`sales?from=${today}&to=${today}`);
    const sale = list.data.find((row) => row.methods.includes('card_service'))!;
    expect(sale).toBeTruthy();
    const detail = (await api.get<{ data: SaleDetail }>(`sales/detail/${sale.id}`)).data;
    expect(detail.payments).toEqual([{ method: 'card_service', amount: detail.paid_total, tendered: 0, change: 0 }]);
    expect(detail.paid_total).toBe(4500);
  });

  it('splits with cash: 30.00 on the card, 15.00 in cash, one sale with both once the card is paid', async () => {
    const { page, dialog } = await walkIn('Split colour');

    await dialog.locator('input[data-card-split], [data-card-split] input').check();
    const amount = dialog.locator('[data-card-amount]');
    await amount.fill('30');
    await amount.press('Tab');
    // The desk's row takes the rest, in cash; Pay gives way to the card.
    const row = dialog.locator('[data-payment-row="cash"] [data-payment-amount]');
    expect(await row.inputValue()).toMatch(/^15[.,]00$/);
    expect(await dialog.locator('[data-pay]').count()).toBe(0);
    const opened = page.context().waitForEvent('page', { timeout: 10_000 }).catch(() => null);
    await dialog.locator('[data-card-desk]').click();
    await dialog.locator('[data-card-parts]').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page, { include: '[data-checkout-dialog]' }), 'waiting for the card part').toEqual([]);
    await (await opened)?.close();

    const url = await dialog.locator('[data-card-open]').getAttribute('href');
    const hosted = await e2e.page('laptop');
    await hosted.goto(url!);
    await hosted.getByLabel('Card number').fill('4242 4242 4242 4242');
    await hosted.getByRole('button', { name: 'Pay' }).click();
    await hosted.waitForURL(/\/payments\/done\/paid/);

    await dialog.locator('[data-checkout-done]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'sales-card-pay-split-done');
    const list = await api.get<SalesListResponse>(`sales?from=${today}&to=${today}`);
    const details = await Promise.all(list.data.filter((row) => row.methods.includes('card_service')).map(async (row) => (await api.get<{ data: SaleDetail }>(`sales/detail/${row.id}`)).data));
    const split = details.find((sale) => sale.lines.some((line) => line.name === 'Split colour'))!;
    expect(split.payments).toEqual([
      { method: 'cash', amount: 1500, tendered: 0, change: 0 },
      { method: 'card_service', amount: 3000, tendered: 0, change: 0 },
    ]);
  });
});
