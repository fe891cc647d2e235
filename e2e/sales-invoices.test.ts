/**
 * Invoices in Chromium (issue 14, spec §2.3 /sales/invoices): the owner opens /sales/invoices (the demo's
 * invoices listed), creates an invoice for a customer from the sales they have not had invoiced (the company
 * details typed in), prints its PDF from a hidden frame without leaving the page, and cancels it with a
 * reason (the number stays, shown cancelled). The list and the create dialog are axe-clean; on a phone the
 * list fits the screen's width.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { InvoiceDetail } from '@chairside/shared/sales-invoices';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

async function saleFor(lastName: string): Promise<{ customerId: number; sale: SaleDetail }> {
  const customer = (await api.post('customers/store', { first_name: 'Invoice', last_name: lastName })).body as { customer: { id: number } };
  const cart = ((await api.post('checkouts/store', { customer_id: customer.customer.id, items: [{ kind: 'custom', name: 'Team styling session', unit_price: 24_200 }] })).body as { data: Checkout }).data;
  const sale = ((await api.post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] })).body as { data: SaleDetail }).data;
  return { customerId: customer.customer.id, sale };
}

describe('invoices', () => {
  it('creates an invoice from a customer’s sales, prints it in place and cancels it', async () => {
    const lastName = `Reader${Date.now() % 100_000}`;
    const { sale } = await saleFor(lastName);
    const page = await e2e.page('laptop', { serviceWorkers: 'block' });
    // Headless Chromium's PDF viewer takes the renderer down on print(): the print frame's print is counted instead.
    await page.addInitScript(() => {
      if (window !== window.top) window.print = () => { (window.top as unknown as { printed: number }).printed += 1; };
    });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/sales/invoices');
    await page.locator('[data-invoices-list]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-invoice-row]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page), 'invoices list').toEqual([]);

    await page.locator('[data-new-invoice]').click();
    const dialog = page.locator('[data-invoice-create] .mantine-Modal-content');
    await dialog.locator('[data-invoice-customer-search]').fill(lastName);
    // The list shows the most invoiceable customers until the search is answered: wait for the one searched.
    const picked = dialog.locator('[data-invoice-customer]', { hasText: lastName });
    await picked.waitFor({ timeout: 15_000 });
    await picked.click();
    await dialog.locator(`[data-invoice-sale="${sale.number}"]`).waitFor();
    expect(await axeViolations(page, { include: '[data-invoice-create]' }), 'create dialog').toEqual([]);
    await dialog.locator('[data-invoice-field="company_name"]').fill('Żółta Łąka Sp. z o.o.');
    await dialog.locator('[data-invoice-field="tax_number"]').fill('PL5261040828');
    const issuing = page.waitForResponse((response) => response.url().includes('/invoices/store'));
    await dialog.locator('[data-invoice-submit]').click();
    const issued = await issuing;
    expect(issued.status()).toBe(200);
    const invoice = ((await issued.json()) as { data: InvoiceDetail }).data;
    expect(invoice).toMatchObject({ company_name: 'Żółta Łąka Sp. z o.o.', total: sale.total });
    const drawer = page.locator('[data-invoice-drawer] .mantine-Drawer-content');
    await drawer.getByText(invoice.number).first().waitFor();

    // Print: the PDF in a hidden frame; the page stays where it is.
    const url = page.url();
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; });
    await drawer.locator('[data-print-invoice]').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), { timeout: 15_000 }).toBe(1);
    expect(page.url()).toBe(url);
    await screenshot(page, 'sales-invoice-drawer');

    await drawer.locator('[data-open-cancel-invoice]').click();
    await drawer.locator('[data-cancel-reason]').fill('Wrong company name');
    await drawer.locator('[data-confirm-cancel-invoice]').click();
    await drawer.locator('[data-invoice-status="cancelled"]').waitFor({ timeout: 15_000 });
    await page.locator(`[data-invoice-row="${invoice.number}"]`).getByText('Cancelled').waitFor();
  });

  it('fits a phone', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/sales/invoices');
    await page.locator('[data-invoices-list]').waitFor({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await axeViolations(page), 'invoices on a phone').toEqual([]);
    await screenshot(page, 'sales-invoices-phone');
  });
});
