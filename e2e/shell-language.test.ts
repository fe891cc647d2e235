/**
 * Interface language (spec §4 "Translations", §9): switching to Polish changes the interface text,
 * survives a reload, and the phrases are fetched once and reused for 86 400 s.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './harness';
import { LOGINS, submitLogin, waitForPath } from './shell-helpers';

const e2e = setupE2E();
const DAY_MS = 86_400_000;

/** Counts the page's requests to GET translations/{lang}, by language and scope ("pl start": the phrases before sign-in). */
function countTranslations(page: Page): Record<string, number> {
  const seen: Record<string, number> = {};
  page.on('request', (request) => {
    const match = /\/api\/v1\/b2b\/translations\/([\w-]+)(\?scope=start)?/.exec(request.url());
    if (!match) return;
    const key = match[2] ? `${match[1]!} start` : match[1]!;
    seen[key] = (seen[key] ?? 0) + 1;
  });
  return seen;
}

describe('interface language', () => {
  it('switches to Polish, keeps it after a reload and does not refetch phrases within 86 400 s', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    const fetched = countTranslations(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(fetched).toEqual({ 'en-us start': 1 });

    await page.getByLabel('Change language').selectOption({ label: 'Polski' });
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    expect(await page.getByLabel('Adres e-mail').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
    expect(fetched).toEqual({ 'en-us start': 1, 'pl start': 1 });

    // Kept after a reload, from the cache.
    await page.reload();
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    // Signing in and moving around the app keeps Polish and the cache too.
    await page.getByLabel('Adres e-mail').fill(LOGINS.owner);
    await page.getByLabel(/^Hasło/).fill('chairside-demo');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await waitForPath(page, '/calendar');
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).waitFor();
    await page.goto('/profile/settings');
    await page.getByRole('heading', { name: 'Ustawienia profilu' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Ustawienia profilu' }).waitFor();
    // Signing in brought the rest of the phrases once; after that, all from the cache.
    expect(fetched).toEqual({ 'en-us start': 1, 'pl start': 1, pl: 1 });

    // Server messages follow the language too (Content-Language).
    await page.getByLabel(/^Obecne hasło/).fill('wrong-password-1');
    await page.getByLabel(/^Nowe hasło/).fill('another-secret-1');
    await page.getByLabel(/^Powtórz nowe hasło/).fill('another-secret-1');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Obecne hasło jest nieprawidłowe.').waitFor();

    // Once the cache is older than 86 400 s the phrases are fetched again.
    await page.evaluate((age) => localStorage.setItem('lang_date', String(Date.now() - age)), DAY_MS + 1000);
    await page.reload();
    await page.getByRole('heading', { name: 'Ustawienia profilu' }).waitFor();
    expect(fetched).toEqual({ 'en-us start': 1, 'pl start': 1, pl: 2 });
  });

  it('the phone menu offers the languages, venues and logout', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await submitLogin(page, LOGINS.multi);
    await waitForPath(page, '/venues');
    await page.getByRole('button', { name: /Demo Spa/ }).click();
    await waitForPath(page, '/calendar');
    await page.goto('/menu');
    await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
    // Both venues, the current one marked.
    const content = page.locator('#main-content');
    expect(await content.getByRole('button', { name: /^Demo Salon/ }).count()).toBe(1);
    expect(await content.getByRole('button', { name: /^Demo Spa/ }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByRole('heading', { name: 'Menü', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
