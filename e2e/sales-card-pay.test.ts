/**
 * Chairside Pay at the till in Chromium on the sandbox card provider (issue 17): the owner opens a
 * booking of today, chooses "Open the payment page"; the desk's device shows the provider's hosted
 * page, which takes the success test card and lands on the "payment received" page; the provider's
 * signed webhook writes the sale, and the checkout dialog, waiting, turns to done by itself. The sale
 * is paid card_service. Axe-clean while waiting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { SalesListResponse, SaleDetail } from '@chairside/shared/sales';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, itemLocator, openCalendar, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let today: string;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  today = (await api.get<{ date: string }>('resources')).date;
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

async function bookToday(time: string): Promise<CalendarItem> {
  const day = await api.get<{ employees: Array<{ id: number; hasShifts: boolean }> }>(`resources?date=${today}`);
  const working = new Set(day.employees.filter((e) => e.hasShifts).map((e) => e.id));
  const service = services.find((s) => !s.resource_required && s.employees.some((e) => working.has(e.employee_id)))!;
  const employee = service.employees.find((e) => working.has(e.employee_id))!;
  return book(api, { date: today, force: true, services: [{ service_id: service.id, employee_id: employee.employee_id, start_time: time }] });
}

describe('Chairside Pay at the desk', () => {
  it('opens the hosted page, takes the success card, and the waiting checkout becomes the paid sale', async () => {
    const item = await bookToday('08:15');
    const page = await e2e.page('laptop');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: today });
    const box = itemLocator(page, item.id);
    await box.waitFor({ state: 'attached' });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await page.locator('[data-details-dialog] [data-open-checkout]').click();
    const dialog = page.locator('[data-checkout-dialog] .mantine-Modal-content');
    await dialog.locator('[data-card-pay]').waitFor({ timeout: 30_000 });

    const opened = page.context().waitForEvent('page', { timeout: 10_000 }).catch(() => null);
    await dialog.locator('[data-card-desk]').click();
    await dialog.locator('[data-card-waiting]').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page, { include: '[data-checkout-dialog]' }), 'waiting for the card').toEqual([]);
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
    expect(detail.appointment_group_id).toBe(item.group_id);
  });
});
