/**
 * Customer import and merge (Chromium). The owner of Other Venue imports a small CSV through the
 * wizard on /customers/list (columns guessed, preview, dry run, import with its progress to the
 * end), then on /customers/merge compares two of the imported customers the duplicate search
 * found by their similar names, merges them after a confirm, and undoes it from the notice; a
 * second merge is undone from the recent merges. Checked against the API; axe-clean; on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

const CSV = [
  'First name;Last name;Mobile;E-mail;Birthday',
  'Zebulon;Quartermaine;+34 600 555 101;zeb@example.test;23.04.1990',
  'Zebulone;Quartermaine;+34 600 555 102;;',
  'Broken;Row;not a phone;;',
].join('\n');

async function findGroup(page: Page) {
  const group = page.locator('[data-duplicate-group="name"]', { hasText: 'Quartermaine' });
  for (let i = 0; i < 20 && !(await group.count()); i++) {
    const more = page.getByRole('button', { name: 'Show more' });
    if (!(await more.count())) break;
    await more.click();
    await page.waitForLoadState('networkidle');
  }
  await group.first().waitFor();
  return group.first();
}

describe('customers import and merge', () => {
  it('imports a CSV through the wizard, merges two duplicates and undoes it', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'other'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/customers/list');
    await page.locator('[data-import-customers]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Choose a CSV or Excel').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

    // Columns guessed from the headers.
    await dialog.getByText('columns separated by “;”').waitFor();
    await expect.poll(() => dialog.locator('[data-field="phone"]').inputValue()).toBe('Mobile');
    expect(await dialog.locator('[data-field="first_name"]').inputValue()).toBe('First name');
    expect(await axeViolations(page), 'mapping').toEqual([]);
    await dialog.locator('[data-next]').click();

    // Preview: as they will be imported.
    const preview = dialog.locator('[data-preview]');
    await preview.getByText('+34600555101').waitFor();
    await preview.getByText('1990-04-23').waitFor();
    await preview.getByText('the phone number cannot be read').waitFor();
    await dialog.locator('[data-next]').click();

    // Dry run: nothing written yet.
    await dialog.locator('[data-dry-run]').getByText('New customers: 2').waitFor();
    await dialog.getByText('Row 4: the phone number cannot be read').waitFor();
    expect((await api.get<{ data: unknown[] }>('customers?search=Quartermaine')).data).toEqual([]);
    await screenshot(page, 'customers-import-dry-run');
    await dialog.locator('[data-next]').click();

    // The job runs; its progress ends in the outcome.
    await dialog.locator('[data-import-done]').waitFor({ timeout: 30_000 });
    await dialog.getByText('Import finished: 2 new, 0 completed, 0 skipped, 1 not imported.').waitFor();
    await dialog.getByRole('button', { name: 'Download the rows not imported' }).waitFor();
    expect((await api.get<{ data: { phone: string }[] }>('customers?search=Quartermaine')).data.map((c) => c.phone).sort()).toEqual(['+34600555101', '+34600555102']);
    await dialog.locator('[data-wizard-close]').click();

    // Merge: the two are found by their similar names.
    await page.goto('/customers/merge');
    await page.getByRole('heading', { level: 1, name: 'Merge duplicates' }).waitFor();
    let group = await findGroup(page);
    await group.getByText('Similar name').waitFor();
    await group.getByRole('checkbox').nth(0).check();
    await group.getByRole('checkbox').nth(1).check();
    await group.getByRole('button', { name: 'Compare' }).click();
    const compare = page.locator('[data-merge-compare]');
    await compare.getByText('Choose what to keep').waitFor();
    expect(await axeViolations(page), 'compare').toEqual([]);
    await screenshot(page, 'customers-merge-compare');
    await compare.locator('[data-merge]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await page.locator('[data-merge-notice]').getByText('Customers merged.').waitFor();
    await expect.poll(async () => (await api.get<{ data: unknown[] }>('customers?search=Quartermaine')).data.length).toBe(1);

    // Undo right after: both are back.
    await page.locator('[data-undo-last]').click();
    await page.getByText('Merge undone.').first().waitFor();
    await expect.poll(async () => (await api.get<{ data: unknown[] }>('customers?search=Quartermaine')).data.length).toBe(2);
    await page.locator('[data-recent-merges]').getByText('Undone').waitFor();

    // On a phone: merge again, then undo from the recent merges.
    const phone = await e2e.page('phone', { locale: 'en-US' });
    await signIn(phone, e2e.server.url, 'other');
    await phone.goto('/customers/merge');
    group = await findGroup(phone);
    await group.getByRole('checkbox').nth(0).check();
    await group.getByRole('checkbox').nth(1).check();
    await group.getByRole('button', { name: 'Compare' }).click();
    await phone.locator('[data-merge-compare]').locator('[data-merge]').click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await phone.locator('[data-merge-notice]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const recent = phone.locator('[data-recent-merges] [data-merge-id]').first();
    await recent.getByRole('button', { name: 'Undo' }).click();
    await recent.getByText('Undone').waitFor();
    await expect.poll(async () => (await api.get<{ data: unknown[] }>('customers?search=Quartermaine')).data.length).toBe(2);
  });
});
