/**
 * Catalogue offers (Chromium, issue 12): the owner creates a package with two services, a yearly
 * membership and a discount code through the screens (a taken code is refused beside its field),
 * archives and restores the discount; the screens are axe-clean on a laptop and a phone. A venue
 * whose plan lacks discounts sees the premium placeholder with Upgrade instead of the screen.
 */
import { describe, expect, it } from 'vitest';
import type { Discount, Membership, Package } from '@chairside/shared/catalog-offers';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('catalogue offers', () => {
  it('creates a package with two services, a membership and a discount code through the screens', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');

    // Package: 5 × Blow-dry and 2 × Toner for 99,50, valid 90 days.
    await page.goto('/catalogs/packages');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    await page.locator('[data-offer="5 × Blow-dry"]').waitFor();
    expect(await axeViolations(page), 'packages list').toEqual([]);
    await page.locator('[data-add-offer]').click();
    const drawer = page.locator('[data-offer-drawer]');
    await drawer.getByLabel('Name').fill('Blow-dry & toner');
    await drawer.getByLabel('Service 1').selectOption({ label: 'Blow-dry' });
    await drawer.getByLabel('Count 1').fill('5');
    await drawer.locator('[data-add-service]').click();
    await drawer.getByLabel('Service 2').selectOption({ label: 'Toner' });
    await drawer.getByLabel('Count 2').fill('2');
    await drawer.getByLabel('Price').fill('99,50');
    await drawer.getByLabel('Valid for (days after purchase)').fill('90');
    expect(await axeViolations(page), 'package drawer').toEqual([]);
    await screenshot(page, 'catalog-package-drawer');
    await drawer.locator('[data-save-offer]').click();
    await drawer.waitFor({ state: 'detached' });
    await page.locator('[data-offer="Blow-dry & toner"]').waitFor();
    const pkg = (await api.get<{ data: Package[] }>('packages')).data.find((p) => p.name === 'Blow-dry & toner')!;
    expect(pkg).toMatchObject({ price: 9950, validity_days: 90 });
    expect(pkg.items.map((i) => [i.service_name, i.count])).toEqual([['Blow-dry', 5], ['Toner', 2]]);

    // Membership: yearly, covers the full colour, 10 % off the rest.
    await page.goto('/catalogs/memberships');
    await page.getByRole('heading', { level: 1, name: 'Memberships' }).waitFor();
    await page.locator('[data-offer="Blow-dry club"]').waitFor();
    await page.locator('[data-add-offer]').click();
    await drawer.getByLabel('Name').fill('Colour year');
    await drawer.getByText('Yearly').click();
    await drawer.getByLabel('Price').fill('850');
    await drawer.getByLabel('Service 1').selectOption({ label: 'Full colour' });
    await drawer.getByLabel('Discount on other services (%)').fill('10');
    await drawer.locator('[data-save-offer]').click();
    await drawer.waitFor({ state: 'detached' });
    await page.locator('[data-offer="Colour year"]').waitFor();
    const membership = (await api.get<{ data: Membership[] }>('memberships')).data.find((m) => m.name === 'Colour year')!;
    expect(membership).toMatchObject({ kind: 'recurring', period: 'year', price: 85000, discount_bp: 1000, services: [expect.objectContaining({ service_name: 'Full colour' })] });

    // Discount: a taken code is refused beside the field, a new one is saved.
    await page.goto('/catalogs/discounts');
    await page.getByRole('heading', { level: 1, name: 'Discounts' }).waitFor();
    await page.locator('[data-offer="Welcome 10 %"]').waitFor();
    await page.locator('[data-add-offer]').click();
    await drawer.getByLabel('Name').fill('Friends');
    await drawer.getByLabel('Percentage (%)').fill('15');
    await drawer.getByLabel('Code (optional)').fill('welcome10');
    await drawer.locator('[data-save-offer]').click();
    await drawer.getByText('Another discount already uses this code.').waitFor();
    await drawer.getByLabel('Code (optional)').fill('FRIENDS15');
    await drawer.locator('[data-save-offer]').click();
    await drawer.waitFor({ state: 'detached' });
    const row = page.locator('[data-offer="Friends"]');
    await row.waitFor();
    const discount = (await api.get<{ data: Discount[] }>('discounts')).data.find((d) => d.name === 'Friends')!;
    expect(discount).toMatchObject({ kind: 'percent', value: 1500, code: 'FRIENDS15', applies_services: true });

    // Archive after confirming, find it among the archived, restore it.
    await page.getByRole('button', { name: 'Archive: Friends' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await page.locator('[data-offer-view]').getByText('Archived').click();
    await page.getByRole('button', { name: 'Restore: Friends' }).click();
    await expect.poll(async () => (await api.get<{ data: Discount[] }>('discounts')).data.some((d) => d.name === 'Friends')).toBe(true);
  });

  it('fits a phone and stays axe-clean there', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/discounts');
    await page.locator('[data-offer="Student"]').waitFor();
    expect(await axeViolations(page), 'discounts on a phone').toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.locator('[data-add-offer]').click();
    await page.locator('[data-offer-drawer]').getByLabel('Name').waitFor();
    expect(await axeViolations(page), 'discount drawer on a phone').toEqual([]);
    await screenshot(page, 'catalog-discount-drawer-phone');
  });

  it('shows the premium placeholder with Upgrade when the plan has no discounts', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/catalogs/discounts');
    await page.getByText('Discounts are part of the Start, Grow and Pro plans.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Upgrade' }).waitFor();
    expect(await page.locator('[data-add-offer]').count()).toBe(0);
    expect(await axeViolations(page), 'placeholder').toEqual([]);
  });
});
