/**
 * The customers' settings screens in Chromium: the booking policy (the settings' one policy) saves
 * and its customer preview follows; the reminder SMS gets a variable by clicking its chip, the
 * preview shows it filled in with the venue's data and counts the SMS, it saves as the venue's
 * wording and resets to the default after a confirmation; the special announcement is saved with
 * its dates. Axe-clean, and usable at 390 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnnouncementResponse, TemplatesResponse } from '@chairside/shared/customers-settings';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
});

async function screen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const reminderSms = async () => (await api.get<TemplatesResponse>('customers/notifications?lang=en-us')).data.find((x) => x.event === 'reminder' && x.channel === 'sms')!;

describe('customers settings', () => {
  it('edits the booking policy and the customer preview follows', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await screen(page, '/customers/policy', 'Booking policy');
    const preview = page.getByTestId('policy-preview');
    await preview.getByText('Free cancellation until 24 hours before your appointment.').waitFor();
    // The demo salon's text (seeded through the settings service).
    expect(await preview.innerText()).toContain('Please arrive a few minutes before your appointment.');
    expect(await axeViolations(page), 'policy').toEqual([]);

    const notice = page.getByLabel('Cancellation notice (hours)');
    await notice.fill('48');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await preview.getByText('Free cancellation until 48 hours before your appointment.').waitFor();
    const policy = await api.get<{ data: { cancellation_notice_hours: number } }>('settings/venue/data?section=policy');
    expect(policy.data.cancellation_notice_hours).toBe(48);
  });

  it('edits the reminder SMS with a variable chip, previews it, saves it and resets it to the default', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await screen(page, '/customers/notifications', 'Customer notifications');
    const body = page.getByRole('textbox', { name: 'Message' });
    await body.waitFor();
    const defaultText = (await reminderSms()).default_body;
    // The field appears before the templates arrive: wait for the wording, not for the box.
    await expect.poll(() => body.inputValue()).toBe(defaultText);
    await expect.poll(() => page.getByTestId('template-state').textContent()).toBe('Default wording');
    expect(await axeViolations(page), 'notifications').toEqual([]);

    await body.fill('See you soon at ');
    await page.locator('[data-variable="venue"]').click();
    await page.keyboard.type(', ');
    await page.locator('[data-variable="customer_first_name"]').click();
    await page.keyboard.type('!');
    expect(await body.inputValue()).toBe('See you soon at {venue}, {customer_first_name}!');
    const preview = page.getByTestId('preview-body');
    await expect.poll(() => preview.innerText()).toBe('See you soon at Demo Salon, Emma!');
    await expect.poll(() => page.getByTestId('sms-count').innerText()).toContain('33 characters · 1 SMS');

    // A character outside the GSM alphabet: the count switches to Unicode.
    await body.press('End');
    await page.keyboard.type(' 😊');
    await expect.poll(() => page.getByTestId('sms-count').getAttribute('data-encoding')).toBe('ucs2');
    await body.press('Backspace');
    await body.press('Backspace');
    await expect.poll(() => body.inputValue()).toBe('See you soon at {venue}, {customer_first_name}!');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('template-state').textContent()).toBe('Your wording');
    expect((await reminderSms()).body).toBe('See you soon at {venue}, {customer_first_name}!');

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => page.getByTestId('template-state').textContent()).toBe('Default wording');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(defaultText);
    expect((await reminderSms()).is_default).toBe(true);
  });

  it('sets the special announcement with its dates, on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await screen(page, '/customers/announcement', 'Special announcement');
    const title = page.getByLabel('Title');
    await title.fill('Closed on Monday');
    await page.getByLabel('Text', { exact: true }).fill('We are closed for staff training. See you on Tuesday!');
    await page.getByTestId('announcement-preview').getByText('Closed on Monday').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.get<AnnouncementResponse>('customers/announcement')).announcement.title).toBe('Closed on Monday');
    const saved = await api.get<AnnouncementResponse>('customers/announcement');
    expect(saved).toMatchObject({ announcement: { enabled: true, text: 'We are closed for staff training. See you on Tuesday!' }, active_today: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations)).toEqual([]);
    await screenshot(page, 'customer-announcement-phone');
  });

  it('fits the policy and notifications screens on a phone, axe-clean', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    for (const [path, heading] of [['/customers/notifications', 'Customer notifications'], ['/customers/policy', 'Booking policy']] as const) {
      await screen(page, path, heading);
      await page.locator(path.endsWith('policy') ? '[data-testid="policy-preview"]' : '[data-testid="message-preview"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const violations = await axeViolations(page);
      expect(violations, `${path} ${JSON.stringify(violations)}`).toEqual([]);
    }
  });
});
