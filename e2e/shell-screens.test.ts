/**
 * Screens at 1280×800 and 390×844: screenshots to test-results/screenshots (not committed) and no
 * serious or critical axe-core violation on Login, Onboarding, the main layout, the profile
 * screens and the venue choice.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, screenshot, setupE2E, type ViewportName } from './harness';
import { LOGINS, callApi, expectCalendar, submitLogin, waitForPath } from './shell-helpers';

const e2e = setupE2E();
const VIEWPORTS: ViewportName[] = ['laptop', 'phone'];
let counter = 0;

/** A page whose app starts signed in with `token`. */
async function pageWithToken(viewport: ViewportName, token: string): Promise<Page> {
  const page = await e2e.page(viewport, { locale: 'en-US' });
  await page.context().addInitScript((value) => localStorage.setItem('auth_token', value), token);
  return page;
}

/** A new owner through the API, with the first `steps` onboarding steps saved. */
async function newOwner(steps: number): Promise<string> {
  const url = e2e.server.url;
  counter += 1;
  const signup = await callApi(url, 'POST', 'auth/signup', {
    body: {
      email: `shot-${Date.now()}-${counter}@example.test`, password: 'a-strong-secret-9', first_name: 'Ada', last_name: 'Visser',
      phone: '+31612345678', venue_title: 'Studio Ada',
    },
  });
  expect(signup.status).toBe(302);
  const token = signup.body.token as string;
  const answers = [
    { step: 'about', business_type: 'hair_salon', team_size: '2-5' },
    { step: 'goals', goals: ['fill_calendar'] },
    { step: 'details', title: 'Studio Ada', phone: '', email: '', description: '' },
    { step: 'location', address: 'Keizersgracht 1', city: 'Amsterdam', postcode: '1015 CC', country: 'NL', latitude: null, longitude: null },
    { step: 'schedule', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '18:00' })) },
    { step: 'services', services: [] },
  ];
  for (const body of answers.slice(0, steps)) expect((await callApi(url, 'POST', 'onboarding/save', { token, body })).status).toBe(200);
  return token;
}

/** Screenshot, then axe-core over the page (`exclude`: regions another screen's tests own). */
async function check(page: Page, name: string, exclude?: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  expect(await axeViolations(page, { exclude }), name).toEqual([]);
}

describe.each(VIEWPORTS)('screens at %s', (viewport) => {
  it('Login', async () => {
    const page = await e2e.page(viewport, { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await check(page, `login-${viewport}`);
    // Submitting empty shows the messages on the fields, still without violations.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await check(page, `login-errors-${viewport}`);
  });

  it('Sign-up phone step', async () => {
    const page = await e2e.page(viewport, { locale: 'en-US' });
    await page.goto('/sign-up');
    await page.getByLabel('E-mail address').fill(`phone-${Date.now()}-${viewport}@example.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/sign-up-password');
    await page.getByLabel(/^New password/).fill('a-strong-secret-9');
    await page.getByLabel(/^Repeat the password/).fill('a-strong-secret-9');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/sign-up-phone');
    await check(page, `sign-up-phone-${viewport}`);
  });

  it('Onboarding (first step, opening hours, starter services, plans)', async () => {
    const first = await pageWithToken(viewport, await newOwner(0));
    await first.goto('/onboarding');
    await waitForPath(first, '/onboarding/about');
    await first.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await check(first, `onboarding-about-${viewport}`);

    const later = await pageWithToken(viewport, await newOwner(4));
    await later.goto('/onboarding');
    await waitForPath(later, '/onboarding/schedule');
    await later.getByRole('heading', { name: 'When are you open?' }).waitFor();
    await check(later, `onboarding-schedule-${viewport}`);

    const services = await pageWithToken(viewport, await newOwner(5));
    await services.goto('/onboarding');
    await waitForPath(services, '/onboarding/services');
    await services.getByRole('heading', { name: 'What do you offer?' }).waitFor();
    await services.getByRole('checkbox', { name: 'Offer Balayage' }).waitFor();
    await check(services, `onboarding-services-${viewport}`);

    const last = await pageWithToken(viewport, await newOwner(6));
    await last.goto('/onboarding');
    await waitForPath(last, '/onboarding/plan');
    await last.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await check(last, `onboarding-plan-${viewport}`);
  });

  it('main layout and the profile screens', async () => {
    const page = await e2e.page(viewport, { locale: 'en-US' });
    await submitLogin(page, LOGINS.owner);
    await expectCalendar(page);
    // The frame (header, navigation, breadcrumbs); the calendar grid inside it is the calendar's to check.
    await check(page, `main-layout-${viewport}`, ['#main-content']);

    await page.goto('/profile/settings');
    await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
    await check(page, `profile-settings-${viewport}`);

    await page.goto('/profile/data-preferences');
    await page.getByRole('heading', { name: 'Data preferences' }).waitFor();
    await check(page, `profile-data-preferences-${viewport}`);

    await page.goto('/menu');
    await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
    await check(page, `menu-${viewport}`);
  });

  it('Venues', async () => {
    const page = await e2e.page(viewport, { locale: 'en-US' });
    await submitLogin(page, LOGINS.multi);
    await waitForPath(page, '/venues');
    await page.getByRole('button', { name: /Demo Spa/ }).waitFor();
    await check(page, `venues-${viewport}`);
  });
});
