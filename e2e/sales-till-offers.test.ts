/**
 * Packages at the till in Chromium (issue 14): a customer who bought a package has a booking of
 * today; at checkout the service line offers "use package" with the sessions left, and switching it
 * on makes the line free. The offers panel (discount picker, code, selling a package) is there and
 * the dialog stays axe-clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, itemLocator, openCalendar, workingOn, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let today: string;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  today = (await api.get<{ date: string }>('resources')).date;
});

describe('packages at the till', () => {
  it('covers a booked service with the customer’s package, showing what is left', async () => {
    const services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
    const { service, employeeId } = await workingOn(api, today, services, (s) => s.price > 0);
    const { data: [customer] } = await api.get<{ data: { id: number }[] }>('customers?search=a&per_page=10');

    const made = await api.post<{ package: { id: number } }>('packages/store', { name: 'E2E trio', price: 9000, validity_days: 90, items: [{ service_id: service.id, count: 3 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const cart = await api.post<{ data: { id: number; totals: { due: number } } }>('checkouts/store', { customer_id: customer!.id, items: [{ kind: 'package', package_id: made.body.package.id }] });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect((await api.post(`checkouts/pay/${cart.body.data.id}`, { payments: [{ method: 'card', amount: cart.body.data.totals.due }] })).status).toBe(200);
    const item = await book(api, { customer_id: customer!.id, date: today, force: true, services: [{ service_id: service.id, employee_id: employeeId, start_time: '08:00' }] });

    const page = await e2e.page('laptop');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: today });
    const box = itemLocator(page, item.id);
    await box.waitFor({ state: 'attached' });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await page.locator('[data-details-dialog] [data-open-checkout]').click();
    const dialog = page.locator('[data-checkout-dialog] .mantine-Modal-content');
    await dialog.locator('[data-totals]').waitFor({ timeout: 30_000 });
    await dialog.locator('[data-offers-panel]').waitFor();
    await dialog.locator('[data-sessions-left]').first().waitFor({ timeout: 15_000 });
    expect(await dialog.locator('[data-sessions-left]').first().textContent()).toContain('3');

    const due = dialog.locator('[data-due]');
    const before = await due.textContent();
    await dialog.locator('[data-line-cover]').first().click();
    await expect.poll(() => due.textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(await dialog.locator('[data-line-cover]').first().isChecked()).toBe(true);
    expect(await axeViolations(page, { include: '[data-checkout-dialog]' }), 'checkout dialog with offers').toEqual([]);
    await screenshot(page, 'sales-till-package');
  });
});
