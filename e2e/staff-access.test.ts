/**
 * Staff access screens (Chromium): the permissions matrix (a change reaches a signed-in employee's
 * menu on their next request), the staff PIN page (switch, my PIN, check, reset) and the
 * notification settings (saved on change, undo), each axe-clean at 1280×800 and 390×844.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn, type ViewportName } from './harness';
import { callApi, waitForPath } from './shell-helpers';

const e2e = setupE2E();
let ownerToken: string;
beforeAll(async () => {
  ownerToken = await apiLogin(e2e.server.url, 'owner');
});

const api = (method: string, path: string, body?: unknown, token = ownerToken) => callApi(e2e.server.url, method, path, { token, body });

async function ownerPage(viewport: ViewportName, path: string): Promise<Page> {
  const page = await e2e.page(viewport, { locale: 'en-US' });
  await signIn(page, e2e.server.url, 'owner');
  await page.goto(path);
  return page;
}

async function accessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  expect(await axeViolations(page), name).toEqual([]);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('permissions matrix', () => {
  it("takes a flag from one employee; their menu loses the entry on their next request, without reloading", async () => {
    // Sofia (manager at Demo Salon) is signed in and sees Settings in her menu.
    const sofia = await e2e.page('desktop', { locale: 'en-US' });
    await signIn(sofia, e2e.server.url, 'multi', 'Demo Salon');
    await sofia.goto('/calendar');
    await nav(sofia).getByRole('button', { name: 'Settings' }).waitFor();

    const page = await ownerPage('desktop', '/staff/permissions');
    await page.getByRole('heading', { level: 1, name: 'Permissions' }).waitFor();
    await page.getByText('The owner always has every permission').waitFor();
    // The owner's column cannot be changed.
    expect(await page.getByRole('checkbox', { name: 'Change venue settings for Owner' }).isDisabled()).toBe(true);
    await page.getByLabel('One person', { exact: true }).first().click();
    await page.getByRole('option', { name: /^Sofia Bakker/ }).click();
    await page.getByText('Same as their role (Manager)').waitFor();
    const cell = page.getByRole('checkbox', { name: 'Change venue settings for Sofia Bakker', exact: true });
    expect(await cell.isChecked()).toBe(true);
    await cell.click();
    await page.getByRole('status').filter({ hasText: 'Sofia Bakker: Change venue settings — off' }).waitFor();
    // Where she now differs from her role is marked, and counted.
    await page.getByRole('checkbox', { name: 'Change venue settings for Sofia Bakker (Differs from the role)' }).waitFor();
    await page.getByText('Differs from their role (Manager) in 1 places').waitFor();
    await accessible(page, 'staff-permissions-desktop');

    // Sofia moves on to another screen: its request brings her new map, and Settings goes from her menu.
    await nav(sofia).getByRole('button', { name: 'Staff', exact: true }).click();
    const pinLink = nav(sofia).getByRole('link', { name: 'Staff PIN' });
    await pinLink.waitFor({ state: 'visible' });
    await pinLink.click();
    await waitForPath(sofia, '/staff/pin');
    await nav(sofia).getByRole('button', { name: 'Settings' }).waitFor({ state: 'detached' });
    expect(await nav(sofia).getByRole('button', { name: 'Staff' }).count()).toBe(1);

    // Reset to her role puts the flag back (after a confirmation).
    await page.getByRole('button', { name: 'Reset to role' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Same as their role (Manager)').waitFor();
    const after = await api('GET', 'permissions/list');
    const entry = (after.body.data as { first_name: string; permissions: Record<string, number> }[]).find((e) => e.first_name === 'Sofia')!;
    expect(entry.permissions['settings.manage']).toBe(1);
  });

  it("changes a role's column, and Undo puts it back", async () => {
    const page = await ownerPage('phone', '/staff/permissions');
    await page.getByRole('heading', { level: 1, name: 'Permissions' }).waitFor();
    const cell = page.getByRole('checkbox', { name: 'Manage stock for Receptionist' });
    expect(await cell.isChecked()).toBe(true);
    await cell.click();
    await page.getByRole('status').filter({ hasText: 'Receptionist: Manage stock — off' }).waitFor();
    let list = await api('GET', 'permissions/list');
    expect((list.body.role_defaults as Record<string, Record<string, number>>).receptionist!.inventory).toBe(0);
    await accessible(page, 'staff-permissions-phone');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'Change undone.' }).waitFor();
    list = await api('GET', 'permissions/list');
    expect((list.body.role_defaults as Record<string, Record<string, number>>).receptionist!.inventory).toBe(1);
    expect(await cell.isChecked()).toBe(true);
  });
});

describe('staff PIN', () => {
  it('switches PINs on, sets my PIN (typed twice), checks a PIN and resets a colleague’s', async () => {
    const staffToken = await apiLogin(e2e.server.url, 'staff');
    expect((await api('PATCH', 'employees/pin', { staff_pin: '97531' }, staffToken)).status).toBe(200);
    const page = await ownerPage('desktop', '/staff/pin');
    await page.getByRole('heading', { level: 1, name: 'Staff PIN' }).waitFor();
    await page.getByText('Switch staff PINs on to check one.').waitFor();
    await page.getByRole('switch', { name: 'Use staff PINs in this venue' }).click({ force: true });
    await page.getByText('Switch staff PINs on to check one.').waitFor({ state: 'detached' });

    const mine = page.getByRole('form', { name: 'My PIN' });
    await mine.getByLabel('New PIN', { exact: true }).fill('4826');
    await mine.getByLabel('Type the PIN again').fill('4827');
    await mine.getByRole('button', { name: 'Save PIN' }).click();
    await mine.getByText('The two PINs are not the same.').waitFor();
    await mine.getByLabel('Type the PIN again').fill('4826');
    await mine.getByRole('button', { name: 'Save PIN' }).click();
    await mine.getByText('Your PIN has been saved.').waitFor();

    const box = page.getByRole('form', { name: 'Check a PIN' });
    await box.getByLabel('PIN', { exact: true }).fill('4826');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText('This is the PIN of Emma de Vries.').waitFor();
    await box.getByLabel('PIN', { exact: true }).fill('1111');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText('This PIN does not belong to anyone here.').waitFor();
    await box.getByLabel('PIN', { exact: true }).fill('97531');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText('This is the PIN of Lucas Jansen.').waitFor();
    await accessible(page, 'staff-pin-desktop');

    const lucas = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Lucas Jansen' }) });
    await lucas.getByText('Has a PIN').waitFor();
    await page.getByRole('button', { name: 'Reset PIN — Lucas Jansen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await lucas.getByText('No PIN').waitFor();
    expect((await api('POST', 'employees/pin/check', { pin: '97531' })).status).toBe(422);
  });

  it('is usable and accessible on a phone', async () => {
    const page = await ownerPage('phone', '/staff/pin');
    await page.getByRole('heading', { level: 1, name: 'Staff PIN' }).waitFor();
    await page.getByRole('heading', { name: 'Team PINs' }).waitFor();
    await accessible(page, 'staff-pin-phone');
  });
});

describe('notification settings', () => {
  it('saves each change at once, says so, and Undo puts it back', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await ownerPage(viewport, '/staff/notification-settings');
      await page.getByRole('heading', { level: 1, name: 'Staff notifications' }).waitFor();
      await page.getByLabel('Employee', { exact: true }).first().click();
      await page.getByRole('option', { name: 'Lucas Jansen' }).click();
      await page.getByText('Role defaults').waitFor();
      const cell = page.getByRole('checkbox', { name: 'Cancellation by E-mail for Lucas Jansen' });
      expect(await cell.isChecked()).toBe(false);
      await cell.click();
      await page.getByRole('status').filter({ hasText: 'Saved: Cancellation, E-mail on.' }).waitFor();
      await page.getByText('Own choices').waitFor();
      const lucasOf = async () =>
        ((await api('GET', 'notification-settings/employee')).body.data as { first_name: string; value: Record<string, Record<string, number>> }[])
          .find((e) => e.first_name === 'Lucas')!;
      expect((await lucasOf()).value.cancellation!.email).toBe(1);
      await accessible(page, `staff-notifications-${viewport}`);
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('status').filter({ hasText: 'Change undone.' }).waitFor();
      expect((await lucasOf()).value.cancellation!.email).toBe(0);
      expect(await cell.isChecked()).toBe(false);
    }
  });
});
