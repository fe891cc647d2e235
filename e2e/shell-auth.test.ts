/**
 * Sign-in and guards in Chromium (spec §2.1, §2.2, §4): each demo login lands where it should,
 * guests and signed-in users are sent to the right place, unknown paths show Not Found, and a
 * token revoked on the server signs the next request's user out with state cleared.
 */
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness';
import { LOGINS, callApi, expectCalendar, navLinks, storedToken, submitLogin, waitForPath } from './shell-helpers';

const e2e = setupE2E();

describe('sign-in lands where the spec says', () => {
  it('owner@demo.test goes straight to the calendar', async () => {
    const page = await e2e.page('laptop');
    await page.goto('/login');
    await submitLogin(page, LOGINS.owner);
    await expectCalendar(page);
    expect(await storedToken(page)).toMatch(/\S{20,}/);
  });

  it('multi@demo.test chooses a venue first, then reaches the calendar of that venue', async () => {
    const page = await e2e.page('phone');
    await page.goto('/login');
    await submitLogin(page, LOGINS.multi);
    await waitForPath(page, '/venues');
    const salon = page.getByRole('button', { name: /Demo Salon/ });
    await expect.poll(() => salon.count()).toBe(1);
    expect(await page.getByRole('button', { name: /Demo Spa/ }).count()).toBe(1);
    await salon.click();
    await expectCalendar(page);
    const settings = await callApi(e2e.server.url, 'GET', 'settings/initial', { token: await storedToken(page) });
    expect(settings.status).toBe(200);
    expect(settings.body.title).toBe('Demo Salon');
  });

  it('staff@demo.test sees only what calendar and calendar.own allow', async () => {
    const page = await e2e.page('laptop');
    await page.goto('/login');
    await submitLogin(page, LOGINS.staff);
    await expectCalendar(page);
    const token = await storedToken(page);
    const settings = await callApi(e2e.server.url, 'GET', 'settings/initial', { token });
    const granted = Object.entries(settings.body.permissions as Record<string, number>)
      .filter(([, value]) => value > 0)
      .map(([flag]) => flag)
      .sort();
    expect(granted).toEqual(['calendar', 'calendar.own']);
    // calendar.own: only their own column (Lucas Jansen), not their colleagues'.
    const content = page.locator('#main-content');
    await content.getByText('Lucas Jansen').first().waitFor();
    expect(await content.getByText('Emma de Vries').count()).toBe(0);
    expect(await content.getByText('Sofia Bakker').count()).toBe(0);
    // The navigation offers nothing beyond the calendar and the personal pages.
    const allowed = new Set(['/calendar', '/profile/settings', '/profile/data-preferences', '/menu']);
    const links = await navLinks(page);
    expect(links).toContain('/calendar');
    expect(links.filter((link) => !allowed.has(link))).toEqual([]);
    // A screen behind another flag is refused in the browser as on the server.
    await page.goto('/staff/list');
    await expect
      .poll(async () => (await page.getByText(/You don't have access to this page|Page not found/).count()) > 0)
      .toBe(true);
    expect((await callApi(e2e.server.url, 'GET', 'employees', { token })).status).toBeGreaterThanOrEqual(403);
  });

  it('offers no Google button and loads nothing from Google when Google sign-in is not configured', async () => {
    const page = await e2e.page('laptop');
    const google: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts.google.com')) google.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect((await callApi(e2e.server.url, 'GET', 'auth/config')).body).toEqual({ social: { google: null } });
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);
    expect(google).toEqual([]);
  });

  it('signs in with the keyboard alone', async () => {
    const page = await e2e.page('phone');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
    for (let i = 0; i < 6 && !(await focusedLabel()).startsWith('E-mail address'); i += 1) await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/^E-mail address/);
    await page.keyboard.type(LOGINS.owner);
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/^Password/);
    await page.keyboard.type('chairside-demo');
    await page.keyboard.press('Enter');
    await expectCalendar(page);
  });

  it('shows the wrong-password message inline and stays on Login', async () => {
    const page = await e2e.page('phone');
    await page.goto('/login');
    await submitLogin(page, LOGINS.owner, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'incorrect' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });
});

describe('guards and unknown paths', () => {
  it('sends a guest who opens /calendar to Login', async () => {
    const page = await e2e.page('laptop');
    await page.goto('/calendar');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('sends a signed-in user who opens /login to the calendar', async () => {
    const page = await e2e.page('laptop');
    await page.goto('/login');
    await submitLogin(page, LOGINS.owner);
    await expectCalendar(page);
    await page.goto('/login');
    await expectCalendar(page);
  });

  it('shows Not Found for /no-such-page', async () => {
    const page = await e2e.page('phone');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
  });

  it('sends the user to Login with state cleared when the token was revoked elsewhere', async () => {
    const page = await e2e.page('laptop');
    await page.goto('/login');
    await submitLogin(page, LOGINS.owner);
    await expectCalendar(page);
    await page.evaluate(() => localStorage.setItem('calendar_state', '{"view":"weekly"}'));
    const token = await storedToken(page);
    // The same token logs out through the API: the server revokes it.
    expect((await callApi(e2e.server.url, 'POST', 'auth/logout', { token, body: {} })).status).toBe(200);
    // The next request the app makes is refused with 401 …
    await page.reload();
    await waitForPath(page, '/login');
    // … and everything but the language cache and device info is gone.
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).not.toContain('auth_token');
    expect(keys).not.toContain('calendar_state');
    expect(keys.every((key) => ['lang_type', 'lang_phrases', 'lang_date', 'lang_scope', 'device_info', 'push_token'].includes(key))).toBe(true);
  });
});
