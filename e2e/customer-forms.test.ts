/**
 * Customer forms (Chromium): the owner builds a form with a yes/no question and a signature,
 * reorders it with the keyboard buttons, attaches it to a service, fills it at the desk for a
 * customer drawing the signature with the mouse, sees the response with its signature image and
 * downloads its PDF, which reads back with the answers.
 */
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { CustomerForm, FormsResponse } from '@chairside/shared/customer-forms';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('customer forms', () => {
  it('builds a form with a signature, fills it at the desk with the mouse, shows the signature and downloads the PDF', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const customer = (await api.get<{ data: { id: number; first_name: string; last_name: string }[] }>('customers?per_page=10')).data[0]!;
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');

    // The list with the demo forms, then the builder.
    await page.goto('/customers/forms');
    await page.locator('[data-form-row="Hair colour consultation"]').waitFor();
    expect(await axeViolations(page), 'forms list').toEqual([]);
    await page.getByRole('button', { name: 'New form' }).click();
    await page.getByLabel('Form name').fill('Brow tint consent');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('menuitem', { name: 'Signature' }).click();
    await page.locator('[data-field-label="0"]').fill('Signed by the customer');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('menuitem', { name: 'Yes / no' }).click();
    await page.locator('[data-field-label="1"]').fill('Patch test done?');
    // Keyboard reorder: the question goes above the signature.
    await page.locator('[data-field-row="1"]').getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => page.locator('[data-field-label="0"]').inputValue()).toBe('Patch test done?');
    // The live preview follows.
    await page.getByLabel('Preview').getByText('Patch test done?').waitFor();
    await page.getByRole('combobox', { name: 'Asked for these services' }).click();
    await page.getByRole('option', { name: 'Blow-dry', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('[data-form-row="Brow tint consent"]').waitFor();

    const forms = await api.get<FormsResponse>('forms');
    const form = forms.data.find((f) => f.name === 'Brow tint consent') as CustomerForm;
    expect(form.fields.map((f) => [f.type, f.label])).toEqual([['yes_no', 'Patch test done?'], ['signature', 'Signed by the customer']]);
    expect(form.service_ids).toHaveLength(1);

    // At the desk: the customer's forms, "Fill now".
    await page.goto(`/customers/form-responses?customer=${customer.id}`);
    await page.getByRole('button', { name: 'Fill now' }).click();
    await page.getByRole('menuitem', { name: 'Brow tint consent' }).click();
    const fill = page.locator('[data-fill-form]');
    await fill.waitFor();
    await fill.getByText('Yes', { exact: true }).click();
    // Saving without a signature is refused on the page.
    await fill.getByRole('button', { name: 'Save answers' }).click();
    await fill.getByText('Please sign here.').waitFor();
    expect(await axeViolations(page, { include: '[data-fill-form]' }), 'desk filling').toEqual([]);
    const pad = fill.locator('[data-signature-pad]');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)), { steps: 2 });
    await page.mouse.up();
    await fill.getByRole('button', { name: 'Save answers' }).click();
    await fill.waitFor({ state: 'detached' });

    // The response, with its signature image.
    const row = page.locator('[data-response-row]', { hasText: 'Brow tint consent' });
    await row.getByRole('button').click();
    const detail = page.locator('[data-response-detail]');
    await detail.getByText('Patch test done?').waitFor();
    const src = await detail.locator('img[data-signature-image]').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(Buffer.from(src!.split(',')[1]!, 'base64').length).toBeGreaterThan(500);

    // Its PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Download PDF' }).click()]);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    for (const expected of ['Demo Salon', 'Brow tint consent', customer.first_name, 'Patch test done?', 'Yes', 'Signed by the customer']) expect(text).toContain(expected);
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('fits a phone: the forms list and the desk page without sideways scrolling', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/customers/forms');
    await page.locator('[data-form-row="Hair colour consultation"]').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/customers/form-responses?customer=1');
    await page.getByRole('button', { name: 'Fill now' }).click();
    await page.getByRole('menuitem', { name: 'Hair colour consultation' }).click();
    await page.locator('[data-fill-form] [data-signature-pad]').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
