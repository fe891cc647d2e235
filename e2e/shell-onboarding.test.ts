/**
 * A new owner signs up through the four-step wizard, goes through the seven onboarding steps (each
 * saved as it goes) and reaches the calendar; stopping half-way and signing in again resumes at
 * the saved step (spec §2.2, §4).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './harness';
import { DEMO_PASSWORD, SIGN_UP_PASSWORD as PASSWORD, callApi, expectCalendar, signUp, storedToken, submitLogin, waitForPath } from './shell-helpers';

const e2e = setupE2E();
let counter = 0;
const newEmail = () => `owner-${Date.now()}-${(counter += 1)}@example.test`;

async function next(page: Page, expectPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForPath(page, expectPath);
}

async function aboutAndGoals(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
  await page.getByRole('radio', { name: 'Hair salon' }).click();
  await page.getByRole('radio', { name: 'Just me' }).check();
  await next(page, '/onboarding/goals');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Choose at least 1.').waitFor();
  await page.getByRole('checkbox', { name: 'Fill my calendar' }).click();
  await page.getByRole('checkbox', { name: 'Take bookings online' }).click();
  await next(page, '/onboarding/details');
}

describe('sign-up and onboarding', () => {
  it('a new owner signs up, finishes onboarding with opening hours saved and reaches the calendar', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signUp(page, newEmail(), 'Studio Robin');
    await page.getByText('Step 1 of 7').waitFor();
    await aboutAndGoals(page);

    // Details come pre-filled with the business name given at sign-up.
    expect(await page.getByLabel(/^Business name/).inputValue()).toBe('Studio Robin');
    await page.getByLabel(/^Business phone/).fill('+1 201 555 0123');
    await next(page, '/onboarding/location');

    await page.getByLabel(/^Street and number/).fill('12 Main Street');
    await page.getByLabel(/^City/).fill('Springfield');
    await page.getByLabel(/^Postcode/).fill('07081');
    // Back keeps what was saved; the location step is still there after returning.
    await next(page, '/onboarding/schedule');
    // The schedule step itself, not the location step still on screen while it loads, owns the Back button we press.
    await page.getByText('Step 5 of 7').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/onboarding/location');
    expect(await page.getByLabel(/^Street and number/).inputValue()).toBe('12 Main Street');
    await next(page, '/onboarding/schedule');

    // Opening hours: Monday until 20:00, Saturday closed, Sunday open 10–14.
    // The times are on the venue's clock (24 h by default), not the browser's 12-hour English one.
    const chooseTime = async (label: string, time: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: time, exact: true }).click();
    };
    await chooseTime('Monday: closes at', '20:00');
    await page.getByRole('switch', { name: 'Saturday' }).uncheck();
    await page.getByRole('switch', { name: 'Sunday' }).check();
    await chooseTime('Sunday: opens at', '10:00');
    await chooseTime('Sunday: closes at', '14:00');
    await next(page, '/onboarding/services');
    // The starter services are skipped here (e2e/onboarding-catalog.test.ts ticks them).
    await page.getByRole('button', { name: "Skip, I'll add services later" }).click();
    await waitForPath(page, '/onboarding/plan');

    const token = await storedToken(page);
    const saved = await callApi(e2e.server.url, 'GET', 'onboarding', { token });
    expect(saved.status).toBe(200);
    expect(saved.body.step).toBe('plan');
    const hours = (saved.body.answers as { schedule: { hours: { weekday: number; opens_at: string; closes_at: string }[] } }).schedule.hours;
    expect(hours.map((h) => `${h.weekday} ${h.opens_at}-${h.closes_at}`).sort()).toEqual([
      '0 10:00-14:00', '1 09:00-20:00', '2 09:00-18:00', '3 09:00-18:00', '4 09:00-18:00', '5 09:00-18:00',
    ]);

    // The plan step shows the four plans; finishing lands on the calendar.
    for (const plan of ['Manage', 'Start', 'Grow', 'Pro']) {
      const radio = page.getByRole('radio', { name: new RegExp(`^${plan}`) });
      await radio.waitFor(); // the step renders after its data arrives
      expect(await radio.count()).toBe(1);
    }
    await page.getByRole('radio', { name: /^Grow/ }).click();
    await page.getByRole('button', { name: 'Finish and open the calendar' }).click();
    await expectCalendar(page);

    // The opening hours are the venue's now (2030-01-07 is a Monday).
    const week = await callApi(e2e.server.url, 'GET', 'whours?date_from=2030-01-07&date_to=2030-01-13', { token });
    expect(week.status).toBe(200);
    const venueHours = (week.body.venue_hours as { date: string; start_time: string; end_time: string }[]).map(
      (h) => `${h.date} ${h.start_time}-${h.end_time}`,
    );
    expect(venueHours).toContain('2030-01-07 09:00-20:00');
    expect(venueHours).toContain('2030-01-13 10:00-14:00');
    expect(venueHours.some((h) => h.startsWith('2030-01-12'))).toBe(false);
    expect((await callApi(e2e.server.url, 'GET', 'onboarding', { token })).body.action).toBe('go_calendar');
  });

  it('signing in again after stopping mid-onboarding resumes at the saved step', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    const email = newEmail();
    await signUp(page, email, 'Barber Kim');
    await aboutAndGoals(page);
    // Stop half-way: save and leave.
    await page.getByRole('button', { name: 'Save and continue later' }).click();
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();

    await submitLogin(page, email, PASSWORD);
    await waitForPath(page, '/onboarding/details');
    await page.getByRole('heading', { name: 'Your business details' }).waitFor();
    // Earlier steps keep their answers; later ones cannot be skipped to.
    await page.goto('/onboarding/plan');
    await waitForPath(page, '/onboarding/details');
    await page.goto('/onboarding/about');
    await page.getByRole('radio', { name: 'Hair salon' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Hair salon' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a demo owner who finished onboarding is sent on from /onboarding to the calendar', async () => {
    const page = await e2e.page('laptop');
    await submitLogin(page, 'owner@demo.test', DEMO_PASSWORD);
    await expectCalendar(page);
    await page.goto('/onboarding');
    await expectCalendar(page);
  });
});
