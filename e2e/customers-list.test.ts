/**
 * The customers list and profile (Chromium): search (with a typo), a filter, the page size, open a
 * profile, edit a field and see the change in the activity tab, download the CSV (read back).
 * Axe-clean list at 1280×800; cards at 390×844.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let annId: number;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  const added = await api.post<{ customer: { id: number } }>('customers/store', { first_name: 'Ann-Marie', last_name: 'Kowalska', phone: '+48 600 100 200' });
  expect(added.status).toBe(200);
  annId = added.body.customer.id;
  expect((await api.post(`customers/update/${annId}`, { tags: ['E2E-VIP'], alerts: 'Latex allergy' })).status).toBe(200);
});

describe('customers list', () => {
  it('searches, filters, pages, opens a profile, edits it, shows the change in the activity and downloads the CSV', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US', acceptDownloads: true });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/customers/list');
    await page.getByRole('heading', { level: 1, name: 'Customer list' }).or(page.getByRole('heading', { level: 1 })).first().waitFor();
    const rows = page.locator('[data-customer-table] [data-customer-row]');
    await rows.first().waitFor();
    expect(await axeViolations(page), 'customers list').toEqual([]);

    // Page size: 25 rows, then 10.
    await expect.poll(() => rows.count()).toBe(25);
    await page.locator('[data-page-size]').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(10);

    // Search with a typo; by phone digits.
    const search = page.locator('[data-customer-search]');
    await search.fill('kowalksa');
    await expect.poll(() => page.locator(`[data-customer-row="${annId}"]`).count()).toBe(1);
    await search.fill('600100200');
    await expect.poll(() => rows.count()).toBe(1);
    await search.fill('');

    // A filter: the tag.
    await page.locator('[data-open-filters]').click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Tags', { exact: true }).click();
    await page.getByRole('option', { name: 'E2E-VIP' }).click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => page.locator(`[data-customer-row="${annId}"]`).count()).toBe(1);

    // Download the CSV of the filtered list and read it back.
    await page.locator('[data-download]').first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download-format="csv"]').click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-demo-salon-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(csv[0]!.slice(0, 3)).toEqual(['First name', 'Last name', 'Phone']);
    expect(csv.slice(1).map((line) => line.slice(0, 3))).toEqual([['Ann-Marie', 'Kowalska', '+48600100200']]);

    // Open the profile, edit a field, see it in the activity.
    await page.getByRole('link', { name: 'Open Ann-Marie Kowalska' }).click();
    await page.locator(`[data-customer-profile="${annId}"]`).waitFor();
    await page.locator('[data-customer-alerts]').getByText('Latex allergy').waitFor();
    await page.locator('[data-edit-customer]').click();
    const form = page.locator('[data-customer-form]');
    await form.locator('[data-field="city"]').fill('Kraków');
    await form.locator('[data-save-customer]').click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Kraków').first().waitFor();
    await page.locator('[data-tab="activity"]').click();
    await page.locator('[data-customer-activity]').getByText('City: — → Kraków').waitFor();
  });

  it('shows cards on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/customers/list');
    await page.locator('[data-customer-cards] [data-customer-row]').first().waitFor();
    expect(await page.locator('[data-customer-table]').count()).toBe(0);
  });
});
