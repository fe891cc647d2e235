/**
 * Customer deposits in Chromium (issue 14, spec §2.3 /sales/customer-deposits): the owner takes a
 * deposit from a customer found by name, sees it held, and forfeits it with a reason (a no-show);
 * the screen links the booking policy. Axe-clean screen and dialogs; the list fits a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomersResponse } from '@chairside/shared/customers';
import type { Deposit, DepositsListResponse } from '@chairside/shared/sales-deposits';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn, type Viewport } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

describe('customer deposits', () => {
  it('takes a deposit from a customer and forfeits it after a no-show', async () => {
    const customer = (await api.get<CustomersResponse>('customers?per_page=10')).data.find((c) => c.first_name && c.last_name)!;
    const page = await e2e.page('laptop');
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/sales/customer-deposits');
    await page.locator('[data-deposits-list]').waitFor({ timeout: 30_000 });
    await page.locator('[data-no-show-policy]').waitFor();
    expect(await axeViolations(page), 'deposits screen').toEqual([]);

    await page.locator('[data-take-deposit]').click();
    const dialog = page.locator('[data-deposit-take] .mantine-Modal-content');
    await dialog.locator('[data-deposit-customer]').fill(customer.last_name || customer.first_name);
    const name = `${customer.first_name} ${customer.last_name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('option', { name: new RegExp(name) }).first().click();
    const amount = dialog.locator('[data-deposit-amount]');
    await amount.fill('35');
    await amount.press('Tab');
    expect(await axeViolations(page, { include: '[data-deposit-take]' }), 'take dialog').toEqual([]);
    const taking = page.waitForResponse((response) => response.url().includes('/deposits/store'));
    await dialog.locator('[data-deposit-take-submit]').click();
    const taken = await taking;
    expect(taken.status(), await taken.text()).toBe(200);
    const deposit = ((await taken.json()) as { data: Deposit }).data;
    expect(deposit).toMatchObject({ customer_id: customer.id, amount: 3500, balance: 3500, status: 'held' });

    const row = page.locator(`[data-deposit-row="${deposit.id}"]`);
    await row.waitFor();
    await row.locator('[data-forfeit-deposit]').click();
    const forfeit = page.locator('[data-deposit-forfeit] .mantine-Modal-content');
    await forfeit.locator('[data-deposit-forfeit-reason]').fill('No-show without notice');
    expect(await axeViolations(page, { include: '[data-deposit-forfeit]' }), 'forfeit dialog').toEqual([]);
    await forfeit.locator('[data-deposit-forfeit-submit]').click();
    await row.getByText('Forfeited').first().waitFor();
    await screenshot(page, 'sales-deposits');
    const list = await api.get<DepositsListResponse>(`deposits?customer_id=${customer.id}&status=forfeited`);
    expect(list.data.find((d) => d.id === deposit.id)).toMatchObject({ balance: 0, forfeit_reason: 'No-show without notice' });
  });

  it('fits the deposits list on a phone without sideways scrolling', async () => {
    const phone: Viewport = { width: 390, height: 844 };
    const page = await e2e.page(phone, { isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/sales/customer-deposits');
    await page.locator('[data-deposits-list]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), 'phone deposits').toEqual([]);
  });
});
