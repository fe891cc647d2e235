/** Shared steps of the web-shell browser tests (e2e/shell-*.test.ts). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data';

export { DEMO_PASSWORD, DEMO_LOGINS as LOGINS } from '../apps/api/src/db/seed/demo-data';

/** Waits until the path (without query) satisfies `test`; returns it. */
export async function waitForPath(page: Page, test: string | RegExp, timeout = 20_000): Promise<string> {
  try {
    await page.waitForURL((url) => (typeof test === 'string' ? url.pathname === test : test.test(url.pathname)), { timeout });
  } catch (error) {
    const text = await page.innerText('body').catch(() => '');
    throw new Error(`expected ${String(test)} but the page is ${page.url()}:\n${text.slice(0, 800)}`, { cause: error });
  }
  return new URL(page.url()).pathname;
}

/** Fills the Login form and submits it (the app decides where to land). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const field = page.getByLabel('E-mail address');
  await field.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
    throw new Error(`no Login form at ${page.url()}:\n${(await page.innerText('body').catch(() => '')).slice(0, 600)}`, { cause: error });
  });
  await field.fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The auth_token the web app keeps in localStorage (null when signed out). */
export async function storedToken(page: Page): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(() => localStorage.getItem('auth_token'));
    } catch (error) {
      // A navigation was still under way (e.g. a full reload after sign-out): read again once it settles.
      if (attempt >= 10 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** Calls the API from the test (not from the page) with an optional bearer token. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  { token, body, lang }: { token?: string | null; body?: unknown; lang?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/v1/b2b/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'Content-Language': lang } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Links inside the main navigation landmark, as paths. */
export async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

/** Waits for the main layout's calendar screen. */
export async function expectCalendar(page: Page): Promise<void> {
  await waitForPath(page, '/calendar');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'attached' });
  expect(new URL(page.url()).pathname).toBe('/calendar');
}

export const SIGN_UP_PASSWORD = 'a-strong-secret-9';

/** The sign-up wizard: e-mail → password → phone → names and business; ends on the first onboarding step. */
export async function signUp(page: Page, email: string, business: string, password = SIGN_UP_PASSWORD): Promise<void> {
  await page.goto('/sign-up');
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await waitForPath(page, '/sign-up-password');
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat the password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await waitForPath(page, '/sign-up-phone');
  // The country comes from the browser (en-US → United States); a number that is too short is refused.
  await page.getByLabel(/^Mobile number/).fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('This is not a valid number for the chosen country.').waitFor();
  await page.getByLabel(/^Mobile number/).fill('(201) 555-0123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await waitForPath(page, '/create-account');
  await page.getByLabel(/^First name/).fill('Robin');
  await page.getByLabel(/^Last name/).fill('Maas');
  await page.getByLabel(/^Business name/).fill(business);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByText('Please accept the terms to continue.').waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await waitForPath(page, '/onboarding/about');
}
