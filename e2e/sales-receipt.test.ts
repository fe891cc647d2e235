/**
 * Receipt settings and e-mailed receipts in Chromium (issue 14, spec §2.3 /sales/receipt): the owner
 * changes the receipt's header text and paper on /sales/receipt, saves (a notice) and sees the preview
 * of the latest sale redrawn; a wrong field shows its message; on /sales/transactions "E-mail receipt"
 * asks to confirm the customer's address and sends one mail (read back from the outbox). Axe-clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { ReceiptSettingsResponse } from '@chairside/shared/sales-receipt';
import type { OutboxPage } from '@chairside/shared/settings';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

async function saleFor(email: string): Promise<SaleDetail> {
  const customer = (await api.post('customers/store', { first_name: 'Receipt', last_name: 'Reader', email })).body as { customer: { id: number } };
  const cart = ((await api.post('checkouts/store', { customer_id: customer.customer.id, items: [{ kind: 'custom', name: 'Gift wrap', unit_price: 1500 }] })).body as { data: Checkout }).data;
  return ((await api.post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] })).body as { data: SaleDetail }).data;
}

describe('receipt settings and e-mailed receipts', () => {
  it('saves the receipt settings with a preview, and e-mails a receipt to the customer once', async () => {
    const email = `reader.${Date.now()}@example.test`;
    const sale = await saleFor(email);
    const page = await e2e.page('laptop');
    await signIn(page, e2e.server.url, 'owner');
    const blocked: string[] = [];
    page.on('console', (message) => { if (message.text().includes('Content Security Policy')) blocked.push(message.text()); });

    await page.goto('/sales/receipt');
    const form = page.locator('[data-receipt-settings-form]');
    await form.waitFor({ timeout: 30_000 });
    const frame = page.locator('[data-receipt-preview] iframe');
    await frame.waitFor({ timeout: 30_000 });
    const firstPreview = await frame.getAttribute('src');
    expect(firstPreview).toMatch(/^blob:/);
    expect(await axeViolations(page, { exclude: ['[data-receipt-preview] iframe'] }), 'receipt settings').toEqual([]);

    // A tax number longer than allowed: the field's message, nothing saved.
    const taxNumber = page.getByLabel('Tax number');
    await taxNumber.evaluate((element) => element.removeAttribute('maxlength'));
    await taxNumber.fill('X'.repeat(41));
    await taxNumber.blur();
    await form.getByText(/at most 40/i).first().waitFor();
    await taxNumber.fill('NL000099998B57');

    await page.getByLabel('Text above the receipt').fill('Open Sundays too');
    await form.getByText('A4').click();
    const saving = page.waitForResponse((response) => response.url().includes('/sales/receipt-settings/update'));
    await page.locator('[data-receipt-settings-save]').click();
    expect((await saving).status()).toBe(200);
    await page.getByText('Receipt settings saved.').first().waitFor();
    await expect.poll(() => frame.getAttribute('src'), { timeout: 15_000 }).not.toBe(firstPreview);
    const saved = await api.get<ReceiptSettingsResponse>('sales/receipt-settings');
    expect(saved.data).toMatchObject({ header_text: 'Open Sundays too', paper: 'a4', tax_number: 'NL000099998B57' });
    await page.waitForTimeout(500);
    await screenshot(page, 'sales-receipt-settings');
    // The preview frame shows a blob: PDF, which the page's Content Security Policy allows.
    expect(blocked).toEqual([]);

    // E-mail the receipt from the sale's drawer: the dialog names the customer's address.
    await page.goto('/sales/transactions');
    const row = page.locator(`[data-sale-row="${sale.number}"]`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: sale.number }).click();
    const drawer = page.locator('[data-sale-drawer] .mantine-Drawer-content');
    await drawer.locator('[data-email-receipt]').click();
    const dialog = page.locator('[data-email-receipt-dialog] .mantine-Modal-content');
    await dialog.getByText(`Send receipt ${sale.number} to ${email}?`).waitFor();
    expect(await axeViolations(page, { include: '[data-email-receipt-dialog]' }), 'e-mail dialog').toEqual([]);
    await dialog.locator('[data-email-receipt-send]').click();
    await page.getByText(`The receipt was sent to ${email}.`).first().waitFor();

    const outbox = await api.get<OutboxPage>('settings/outbox?per_page=50');
    const mails = outbox.data.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your receipt ${sale.number} from Demo Salon`);
  });
});
