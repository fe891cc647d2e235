/**
 * The main layout (Dashboard) in a real browser: accessibility at desk and phone sizes, the phone
 * drawer, the venue switcher, the language switcher and logout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, screenshot, setupE2E, signIn } from './harness';

const e2e = setupE2E();

/** axe once menus and drawers have finished their fade (half-faded text reads as low contrast). */
async function checkedA11y(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return axeViolations(page);
}

describe('main layout', () => {
  it.each(['laptop', 'phone'] as const)('has no serious or critical axe violations at %s size, menus open or closed', async (viewport) => {
    const page = await e2e.page(viewport);
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/calendar');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'attached' });
    expect(await checkedA11y(page)).toEqual([]);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await checkedA11y(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'Calendar' }).first().waitFor();
      expect(await checkedA11y(page)).toEqual([]);
    }
    await screenshot(page, `web-layout-${viewport}`);
  });

  it('switches venue for a multi-venue user and reloads its data', async () => {
    const page = await e2e.page('laptop');
    await signIn(page, e2e.server.url, 'multi', 'Demo Spa');
    await page.goto('/calendar');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.innerText()).toContain('Demo Spa');
    await page.getByRole('button', { name: /Switch venue/ }).click();
    await page.getByRole('menuitem', { name: /Demo Salon/ }).click();
    await expect.poll(() => nav.innerText()).toContain('Demo Salon');
    expect(new URL(page.url()).pathname).toBe('/calendar');
  });

  it('changes the interface language and keeps it after logout', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/calendar');
    await page.getByLabel('Change language').selectOption('de');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByRole('button', { name: /Kontomenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('lang_type')])).toEqual([null, 'de']);
  });

  it('keeps the page at the top after navigating', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/profile/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Data preferences' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/data-preferences');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
