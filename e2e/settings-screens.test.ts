/**
 * The business settings screens (issue 11, "Business settings"), in Chromium: changing the currency
 * and the price format on the business profile changes every price shown at once — on this desk
 * without a reload, and on another open desk through the live stream; the 12-hour clock changes the
 * calendar's hour labels the same way; the policy screen saves a fixed deposit and asks before
 * leaving with unsaved changes; the logo uploads with a preview and is removed after a confirmation;
 * the three screens pass axe, on a desktop and on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { InitialSettings } from '@chairside/shared/settings';
import { apiLogin, expectAxeClean, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, columnIndex, openDesk, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 5);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

/** Moves inside the app (the router hears a history change), never reloading the page. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Marks the page's JavaScript world: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((globalThis as { __notReloaded?: boolean }).__notReloaded = true));
const stillSamePage = (page: Page) => page.evaluate(() => (globalThis as { __notReloaded?: boolean }).__notReloaded === true);

/** The price line of a booking in its details dialog (opened from the calendar), then closes the dialog. */
async function detailsPrice(page: Page, itemId: number): Promise<string> {
  await page.locator(`[data-item-key="a:${itemId}"]`).click();
  const details = page.locator('[data-details-dialog]');
  await details.locator('[data-details-body]').waitFor();
  const price = (await details.locator('[data-line-price-text]').first().innerText()).trim();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });
  return price;
}

/** Waits until the settings form has loaded and shows its save bar. */
async function settingsScreen(page: Page, heading: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).count(), { timeout: 20_000 }).toBe(1);
  await page.locator('[data-save-bar]').waitFor();
}

async function save(page: Page) {
  const bar = page.locator('[data-save-bar]');
  expect(await bar.innerText()).toContain('You have unsaved changes.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Saved: the bar no longer says there are unsaved changes (the form took the saved values).
  try {
    await expect.poll(() => bar.innerText(), { timeout: 15_000 }).not.toContain('You have unsaved changes.');
  } catch (error) {
    await screenshot(page, 'settings-save-failed');
    throw error;
  }
}

const axisLabels = (page: Page) => page.locator('[data-axis-label]').allInnerTexts();

describe('business settings', () => {
  it('changing the currency and the price format changes every price at once: this desk without a reload, another desk live', async () => {
    const employee = fx.employees[0]!;
    const service = services.find((s) => s.id === fx.serviceId)!;
    const item = await book(api, { date: fx.date, services: [{ service_id: service.id, employee_id: employee.id, start_time: '10:00' }] });
    expect(item.price).toBeGreaterThan(0);
    const major = Math.trunc(item.price / 100);
    const cents = String(item.price % 100).padStart(2, '0');

    const page = await openDesk(e2e, 'owner', fx.date);
    const other = await openDesk(e2e, 'multi', fx.date);
    await markPage(page);
    await markPage(other);
    expect(await detailsPrice(page, item.id)).toBe(`€ ${major},${cents}`);
    expect(await detailsPrice(other, item.id)).toBe(`€ ${major},${cents}`);

    await goInApp(page, '/settings/business-profile');
    await settingsScreen(page, 'Business profile');
    await expectAxeClean(page, 'business-profile');
    expect(await page.locator('[data-price-preview]').innerText()).toBe('€ 1234,50');
    // The current time zone is preselected.
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toMatch(/^\(UTC\+0[12]:00\) Europe\/Amsterdam$/);

    const currency = page.getByRole('combobox', { name: 'Currency' });
    await currency.click();
    await currency.fill('USD');
    await page.locator('[role="option"]:visible', { hasText: /^USD · / }).first().click();
    expect(await page.getByRole('textbox', { name: 'Currency symbol' }).inputValue()).toBe('$');
    await page.getByRole('radio', { name: 'After the amount' }).check();
    await page.getByRole('radio', { name: 'Period (12.50)' }).check();
    // The preview follows as the fields change, before anything is saved.
    await expect.poll(() => page.locator('[data-price-preview]').innerText()).toBe('1234.50 $');
    await save(page);
    const saved = await api.get<InitialSettings>('settings/initial');
    expect(saved).toMatchObject({ currency: 'USD', currency_symbol: '$', currency_symbol_position: 'after', decimal_separator: 'dot' });

    // Back on the calendar of this desk: the booking's price in the new format, the page never reloaded.
    await goInApp(page, `/calendar?view=daily&date=${fx.date}`);
    await page.waitForSelector('[data-calendar-grid]');
    expect(await detailsPrice(page, item.id)).toBe(`${major}.${cents} $`);
    // The booking dialog prices the service the same way.
    const at = await pointAt(page, await columnIndex(page, employee.name), 14 * 60 + 5);
    await page.mouse.click(at.x, at.y);
    const dialog = page.locator('[data-new-appointment]');
    await page.locator('[data-booking-form]').waitFor();
    await dialog.locator('[data-line-service]').click();
    await page.locator('[role="option"]:visible', { hasText: service.name }).first().click();
    await expect.poll(() => dialog.locator('[data-line-price]').innerText()).toMatch(/\d+\.\d{2} \$/);
    expect(await dialog.locator('[data-line-price]').innerText()).not.toContain('€');
    expect(await stillSamePage(page)).toBe(true);

    // The other desk heard the venue change on its live stream and shows the new format without a reload.
    await expect.poll(() => detailsPrice(other, item.id), { timeout: 15_000, interval: 300 }).toBe(`${major}.${cents} $`);
    expect(await stillSamePage(other)).toBe(true);
  });

  it('the 12-hour clock changes the calendar grid labels at once, on this desk and another', async () => {
    const page = await openDesk(e2e, 'owner', fx.date);
    const other = await openDesk(e2e, 'multi', fx.date);
    await markPage(page);
    expect(await axisLabels(page)).toContain('10:00');

    await goInApp(page, '/settings/schedule');
    await settingsScreen(page, 'Calendar settings');
    await expectAxeClean(page, 'schedule');
    const preview = page.locator('[data-schedule-preview]');
    expect(await preview.innerText()).toContain('from 14:30 to 15:45');
    await page.getByRole('radio', { name: '12-hour (2:30 PM)' }).check();
    await expect.poll(() => preview.innerText()).toContain('from 2:30 PM to 3:45 PM');
    await save(page);

    await goInApp(page, `/calendar?view=daily&date=${fx.date}`);
    await page.waitForSelector('[data-calendar-grid]');
    await expect.poll(() => axisLabels(page)).toContain('10:00 AM');
    expect(await axisLabels(page)).toContain('2:00 PM');
    expect(await stillSamePage(page)).toBe(true);
    await expect.poll(() => axisLabels(other), { timeout: 15_000, interval: 300 }).toContain('10:00 AM');
  });

  it('on a phone: the policy screen saves a fixed deposit and asks before leaving unsaved; the logo uploads with a preview and is removed; every screen passes axe', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner', 'Demo Salon');
    await page.goto('/settings/policy');
    await settingsScreen(page, 'Policies');
    await expectAxeClean(page, 'policy-phone');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const deposit = page.locator('[data-charge="deposit"]');
    await deposit.getByText('Fixed amount').click();
    // A fixed deposit needs an amount: refused in the user's language before anything is sent.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Enter an amount above zero.').count()).toBe(1);
    // Typed with the venue's decimal separator (this file may have changed it to a point).
    const separator = (await api.get<InitialSettings>('settings/initial')).decimal_separator === 'comma' ? ',' : '.';
    await page.getByRole('textbox', { name: 'Deposit amount' }).fill(`15${separator}50`);
    await page.getByRole('textbox', { name: 'Cancellation notice (hours)' }).fill('48');
    await expectAxeClean(page, 'policy-phone-filled');

    // Leaving with unsaved changes (the top bar's home link) asks first; staying keeps them.
    await page.getByRole('link', { name: 'Chairside home' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Deposit amount' }).inputValue()).toContain(`15${separator}50`);
    expect(new URL(page.url()).pathname).toBe('/settings/policy');

    await save(page);
    const policy = await api.get<{ data: Record<string, unknown> }>('settings/venue/data?section=policy');
    expect(policy.data).toMatchObject({ deposit_type: 'fixed', deposit_amount: 1550, cancellation_notice_hours: 48 });

    // Saved: leaving no longer asks.
    await goInApp(page, '/settings/schedule');
    await settingsScreen(page, 'Calendar settings');
    await expectAxeClean(page, 'schedule-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await goInApp(page, '/settings/business-profile');
    await settingsScreen(page, 'Business profile');
    await expectAxeClean(page, 'business-profile-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The logo: uploaded at once with a preview served by the app, then removed after a confirmation.
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_4X4, 'base64') });
    const preview = page.locator('img[data-logo-preview]');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/api\/v1\/b2b\/images\/\d+\/[0-9a-f]{64}\.webp$/);
    expect(await preview.getAttribute('alt')).toBe('Logo of Demo Salon');
    // The picture the app serves is shown (loaded and decoded: its natural size is the upload's).
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBe(4);
    expect((await api.get<InitialSettings>('settings/initial')).logo).toBe(await preview.getAttribute('src'));
    await expectAxeClean(page, 'business-profile-logo');
    await screenshot(page, 'settings-business-profile-phone');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Remove the logo?' });
    await confirm.getByRole('button', { name: 'Remove logo' }).click();
    await preview.waitFor({ state: 'detached' });
    expect((await api.get<InitialSettings>('settings/initial')).logo).toBeNull();
  });
});

/** A 4 × 4 PNG picture. */
const PNG_4X4 = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQSamAIwbiOACAAw8BnnRgFwAAAABJRU5ErkJggg==';
