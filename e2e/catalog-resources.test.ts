/**
 * Resources and taxes (Chromium): the owner adds a resource on /catalogs/resources and sees its
 * column in the calendar's resource view; archiving (after a confirm) takes the column away. A
 * venue whose plan has no resources (Other Venue, on Manage: its subscription map has resources 0)
 * sees the premium placeholder instead. On /catalogs/taxation the owner sets the default rate for
 * services and switches to tax-exclusive prices. The screens are axe-clean at 1280×800 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Resource } from '@chairside/shared/catalog-resources';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('resources', () => {
  it('adds a resource whose column appears in the calendar, and archives it after a confirm', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/resources');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.locator('[data-resource-row]').first().waitFor();
    expect(await axeViolations(page), 'resource list').toEqual([]);

    await page.locator('[data-add-resource]').click();
    const dialog = page.locator('[data-resource-dialog]');
    // The name is required: the message is shown on the field, nothing is sent.
    await dialog.locator('[data-save-resource]').click();
    await dialog.getByText('This field is required.').waitFor();
    expect((await api.get<{ data: Resource[] }>('resources/list')).data.map((r) => r.name)).not.toContain('');
    await dialog.getByLabel('Name').fill('Pedicure chair');
    await dialog.getByLabel('Type').fill('Pedicure chair');
    expect(await axeViolations(page), 'resource dialog').toEqual([]);
    await screenshot(page, 'catalog-resources-dialog');
    await dialog.locator('[data-save-resource]').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('[data-resource-row]', { hasText: 'Pedicure chair' });
    await row.waitFor();
    const list = async () => (await api.get<{ data: Resource[] }>('resources/list')).data;
    const chair = (await list()).find((r) => r.name === 'Pedicure chair')!;
    expect(chair).toMatchObject({ type: 'Pedicure chair', capacity: 1 });

    // Move it up with the keyboard button: the calendar's order follows.
    const before = (await list()).map((r) => r.id);
    await page.getByRole('button', { name: 'Move Pedicure chair up' }).click();
    await expect.poll(async () => (await list()).map((r) => r.id).indexOf(chair.id)).toBe(before.indexOf(chair.id) - 1);

    // Its column in the calendar's resource view.
    await page.goto('/calendar?view=daily');
    await page.locator('[aria-label="Columns"]').waitFor();
    await page.locator('[aria-label="Columns"]').getByText('Resources').click();
    await page.locator('[data-header-label="Pedicure chair"]').waitFor();
    await screenshot(page, 'catalog-resources-calendar');

    // Archive, confirmed: it leaves the list and the calendar's columns; the archived view lists it.
    await page.goto('/catalogs/resources');
    await row.waitFor();
    await page.getByRole('button', { name: 'Archive Pedicure chair' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await row.waitFor({ state: 'detached' });
    const columns = (await api.get<{ resources: { id: number }[] }>('resources')).resources.map((r) => r.id);
    expect(columns).not.toContain(chair.id);
    await page.getByText('Archived', { exact: true }).click();
    await page.locator('[data-resource-row]', { hasText: 'Pedicure chair' }).waitFor();
  });

  it('works on a phone: the list and the add dialog are usable and axe-clean', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/resources');
    await page.locator('[data-resource-row]').first().waitFor();
    expect(await axeViolations(page), 'resource list on a phone').toEqual([]);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('[data-add-resource]').click();
    await page.locator('[data-resource-dialog]').getByLabel('Name').waitFor();
    expect(await axeViolations(page), 'resource dialog on a phone').toEqual([]);
    await screenshot(page, 'catalog-resources-phone');
  });

  it('shows the premium placeholder when the plan has no resources, also on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/catalogs/resources');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.getByRole('heading', { name: 'Resources are part of a higher plan' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade' }).waitFor();
    expect(await page.locator('[data-add-resource]').count()).toBe(0);
    expect(await axeViolations(page), 'premium placeholder').toEqual([]);
    await screenshot(page, 'catalog-resources-premium-phone');
  });
});

describe('taxes', () => {
  it('sets the default rate for services and tax-exclusive prices, on a phone', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/taxation');
    await page.getByRole('heading', { level: 1, name: 'Taxes' }).waitFor();
    await page.locator('[data-rate-row]').first().waitFor();
    expect(await axeViolations(page), 'taxes').toEqual([]);

    await page.getByRole('combobox', { name: 'Default rate for services' }).click();
    await page.getByRole('option', { name: /9 %/ }).click();
    await page.getByRole('radio', { name: 'Prices exclude tax' }).check();
    // The worked example: €100.00 at 9 % excl. → tax €9.00, the customer pays €109.00.
    await expect.poll(() => page.locator('[data-tax-example]').textContent()).toMatch(/109[.,]00/);
    await screenshot(page, 'catalog-taxes-phone');
    await page.locator('[data-save-tax-settings]').click();
    const low = async () => {
      const taxes = await api.get<TaxesResponse>('taxes');
      return { id: taxes.default_service_id, mode: taxes.tax_calculation, rate: taxes.data.find((r) => r.id === taxes.default_service_id)?.rate };
    };
    await expect.poll(low).toMatchObject({ rate: 900, mode: 'excluded' });
  });
});
