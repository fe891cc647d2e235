/**
 * Personal pages and password screens in Chromium: password change, e-mail change with the 6-digit
 * code (read from the venue's outbox), data preferences saved on change, the forgot-password
 * confirmation that never tells whether an address exists, reset links, and support sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './harness';
import { DEMO_PASSWORD, LOGINS, callApi, expectCalendar, storedToken, submitLogin, waitForPath } from './shell-helpers';

const e2e = setupE2E();

async function signedIn(email: string, viewport: 'laptop' | 'phone' = 'laptop'): Promise<Page> {
  const page = await e2e.page(viewport, { locale: 'en-US' });
  await submitLogin(page, email);
  await expectCalendar(page);
  return page;
}

describe('profile settings', () => {
  it('changes the password: a wrong current one is shown on its field, the right one works for the next sign-in', async () => {
    const page = await signedIn(LOGINS.other);
    await page.goto('/profile/settings');
    await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
    await page.getByLabel(/^Current password/).fill('not-my-password');
    await page.getByLabel(/^New password/).fill('brand-new-secret-1');
    await page.getByLabel(/^Repeat the new password/).fill('brand-new-secret-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match.').waitFor();

    await page.getByLabel(/^Repeat the new password/).fill('brand-new-secret-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();

    await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByLabel(/^Current password/).inputValue()).toBe('');
    const login = await callApi(e2e.server.url, 'POST', 'auth/login', { body: { email: LOGINS.other, password: 'brand-new-secret-1' } });
    expect(login.status).toBe(302);
  });

  it('changes the e-mail address with the code sent to the new address', async () => {
    const page = await signedIn(LOGINS.owner, 'phone');
    const token = await storedToken(page);
    await page.goto('/profile/settings');
    await page.getByLabel(/^New e-mail address/).fill('Emma.New@Demo.test');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByText('We sent a 6-digit code to emma.new@demo.test').waitFor();

    const outbox = await callApi(e2e.server.url, 'GET', 'settings/outbox', { token });
    const mail = (outbox.body.data as { to: string; text: string }[]).find((m) => m.to === 'emma.new@demo.test');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code is refused inline; the right one (typed over it) changes the address.
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.getByText('The code is incorrect or has expired.').waitFor();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code!);
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe(code!.slice(5));
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await page.getByText('Your e-mail address is now emma.new@demo.test.').waitFor();
    const profile = await callApi(e2e.server.url, 'GET', 'employees/profile', { token });
    expect(profile.body.email).toBe('emma.new@demo.test');
  });
});

describe('data preferences', () => {
  it('saves each agreement as soon as its switch changes', async () => {
    const page = await signedIn(LOGINS.staff, 'phone');
    const token = await storedToken(page);
    await page.goto('/profile/data-preferences');
    await page.getByRole('heading', { name: 'Data preferences' }).waitFor();
    const sms = page.getByRole('switch', { name: 'Text messages' });
    expect(await sms.isChecked()).toBe(false);
    await sms.check();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('switch', { name: /^E-mail/ }).check();
    await expect
      .poll(async () => (await callApi(e2e.server.url, 'GET', 'employees/profile', { token })).body)
      .toMatchObject({ sms_agr: 1, email_agr: 1, phone_agr: 0 });
    await page.reload();
    await page.getByRole('heading', { name: 'Data preferences' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Text messages' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Text messages' }).uncheck();
    await expect
      .poll(async () => (await callApi(e2e.server.url, 'GET', 'employees/profile', { token })).body.sms_agr)
      .toBe(0);
  });
});

describe('password screens and support sign-in', () => {
  it('forgot password gives the same confirmation for known and unknown addresses', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    const texts: string[] = [];
    for (const email of [LOGINS.multi, 'nobody@nowhere.test']) {
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      const status = page.getByRole('status').filter({ hasText: 'reset the password' });
      await status.waitFor();
      texts.push((await status.innerText()).replace(email, '<email>'));
      await page.getByRole('button', { name: 'Use another address' }).click();
    }
    expect(texts[0]).toBe(texts[1]);
  });

  it('a reset or invitation link that is wrong or incomplete says so', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await page.goto('/reset-password');
    await page.getByText('This link is incomplete.').waitFor();
    await page.goto(`/reset-password?token=${'x'.repeat(40)}`);
    await page.getByLabel(/^New password/).fill('brand-new-secret-1');
    await page.getByLabel(/^Repeat the password/).fill('brand-new-secret-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'no longer valid' }).waitFor();
    await page.goto(`/setup-password?token=${'y'.repeat(40)}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  });

  it('support staff open a venue by its id and land on its calendar', async () => {
    // Demo Salon's id, from the venues multi@demo.test may choose from.
    const multi = await callApi(e2e.server.url, 'POST', 'auth/login', { body: { email: LOGINS.multi, password: DEMO_PASSWORD } });
    const salon = (multi.body.venues as { id: number; title: string }[]).find((venue) => venue.title === 'Demo Salon');
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await page.goto('/support');
    await page.getByLabel(/^E-mail address/).fill('support@demo.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Venue ID/).fill(String(salon?.id));
    await page.getByRole('button', { name: 'Open the venue' }).click();
    await expectCalendar(page);
  });
});
