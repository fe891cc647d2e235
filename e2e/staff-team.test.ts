/**
 * The team screen (Chromium): the owner adds an employee with a service through the drawer, sees
 * their column in the calendar, moves them up the list (the calendar's order follows), and
 * archives them after the future-bookings step; the archived filter lists them. The screen is
 * axe-clean at 1280×800 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Employee } from '@chairside/shared/staff-team';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs } from './calendar-helpers';

const e2e = setupE2E();

describe('team members', () => {
  it('adds an employee with a service, shows their calendar column, reorders and archives them', async () => {
    const api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/staff/list');
    await page.getByRole('heading', { level: 1, name: 'Team members' }).waitFor();
    await page.locator('[data-employee-row]').first().waitFor();
    expect(await axeViolations(page), 'team list').toEqual([]);

    // Add: details, then one service at an own price.
    await page.locator('[data-add-employee]').click();
    const drawer = page.locator('[data-employee-drawer]');
    await drawer.getByLabel('First name').fill('Quinn');
    await drawer.getByLabel('Last name').fill('Hart');
    await drawer.getByRole('tab', { name: 'Services' }).click();
    const choice = drawer.locator('[data-service-choice]').first();
    await choice.getByRole('checkbox').check();
    await choice.getByLabel('Own price').fill('39,50');
    await screenshot(page, 'staff-team-drawer');
    expect(await axeViolations(page), 'drawer').toEqual([]);
    await drawer.locator('[data-save-employee]').click();
    await drawer.waitFor({ state: 'detached' });
    const row = page.locator('[data-employee-row]', { hasText: 'Quinn Hart' });
    await row.waitFor();

    const team = async () => (await api.get<{ data: Employee[] }>('employees')).data;
    const quinn = (await team()).find((e) => e.first_name === 'Quinn')!;
    expect(quinn).toMatchObject({ last_name: 'Hart', bookable: true });
    const detail = await api.get<{ services: { service_id: number; price: number | null }[] }>(`employees/employee-detail/${quinn.id}`);
    expect(detail.services).toEqual([expect.objectContaining({ price: 3950 })]);

    // Their column in the calendar, last.
    await page.goto('/calendar?view=daily');
    const header = page.getByText('Quinn Hart').first();
    await header.waitFor();

    // Move up with the keyboard button: one place earlier in the team and in the calendar columns.
    await page.goto('/staff/list');
    await row.waitFor();
    const before = (await team()).map((e) => e.id);
    await page.getByRole('button', { name: 'Move Quinn Hart up' }).click();
    await expect.poll(async () => (await team()).map((e) => e.id).indexOf(quinn.id)).toBe(before.indexOf(quinn.id) - 1);
    const columns = (await api.get<{ employees: { id: number }[] }>('resources')).employees.map((e) => e.id);
    expect(columns.indexOf(quinn.id)).toBe(columns.length - 2);

    // Archive: the dialog lists future bookings (none here), then confirms.
    await page.getByRole('button', { name: 'Archive Quinn Hart' }).click();
    const dialog = page.locator('[data-archive-dialog]');
    await dialog.getByText('They have no appointments from today on.').waitFor();
    await dialog.locator('[data-confirm-archive]').click();
    await row.waitFor({ state: 'detached' });
    expect((await team()).map((e) => e.id)).not.toContain(quinn.id);
    await page.getByText('Archived', { exact: true }).click();
    await page.locator('[data-employee-row]', { hasText: 'Quinn Hart' }).waitFor();
  });

  it('lists the future bookings before archiving someone who has them, and works on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/staff/list');
    await page.getByRole('heading', { level: 1, name: 'Team members' }).waitFor();
    await page.getByRole('button', { name: 'Archive Noah Visser' }).click();
    const dialog = page.locator('[data-archive-dialog]');
    await dialog.locator('[data-future-appointments] a').first().waitFor();
    const confirm = dialog.locator('[data-confirm-archive]');
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, 'staff-team-archive-phone');
    expect(await axeViolations(page), 'archive dialog on a phone').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'staff-team-phone');
    expect(await axeViolations(page), 'team list on a phone').toEqual([]);
  });
});
