/**
 * The reminders screens in Chromium: /reminders shows the demo's SMS rule, adds a rule
 * and saves it with quiet hours (the API then has them); /reminders/history lists the demo's reminders. Both
 * in the menu, with the spec's breadcrumbs, axe-clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemindersResponse } from '@chairside/shared/reminders';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

describe('reminders', () => {
  it('adds a 24 h e-mail reminder with quiet hours and saves it', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/reminders');
    // In the menu, under Reminders.
    await page.getByRole('navigation').getByText('Reminder settings').first().waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
    await page.getByTestId('sms-credit').waitFor();
    await page.getByTestId('customer-events').waitFor();
    // The demo reminds by SMS two days ahead (its seed).
    await expect.poll(() => page.locator('[data-reminder-rule]').count()).toBe(1);
    expect(await axeViolations(page), 'reminders').toEqual([]);

    await page.getByRole('button', { name: 'Add a reminder' }).click();
    await page.getByRole('switch', { name: "Don't send reminders at night" }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.get<RemindersResponse>('reminders')).rules.length).toBe(2);
    const saved = await api.get<RemindersResponse>('reminders');
    expect(saved.rules.map((rule) => [rule.offset_minutes, rule.channel])).toEqual([[1440, 'email'], [2880, 'sms']]);
    expect(saved.rules[0]).toMatchObject({ offset_minutes: 1440, channel: 'email', service_group_id: null });
    expect(saved.settings).toMatchObject({ quiet_from: '21:00', quiet_to: '08:00' });
    expect(await axeViolations(page), 'reminders saved').toEqual([]);
  });

  it('shows the history with its filters', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/reminders/history');
    await page.getByRole('heading', { level: 1, name: 'Reminder history' }).waitFor();
    // The spec's trail: page_title_reminders (a link back to /reminders), then the history.
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByRole('link', { name: 'Reminders' }).waitFor();
    await trail.getByText('Reminder history').waitFor();
    // The demo's SMS reminders (its seed).
    await page.getByTestId('reminder-history').waitFor();
    expect(await page.locator('[data-history-row]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page), 'history').toEqual([]);
  });
});
