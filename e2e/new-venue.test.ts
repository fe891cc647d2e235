/**
 * A venue made by sign-up, not the seed (issue 11): its owner adds two employees on the team
 * screen, creates a service performed by both on the services screen, gives both a shift on the
 * working-hours screen, and books each of them on the calendar, all in Chromium. Sign-up and
 * onboarding themselves have their own test (shell-onboarding); here they go through the API.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { addDays } from '@chairside/shared/rules/calendar-time';
import { mondayOf } from '@chairside/shared/rules/work-schedule';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage';
import { setupE2E } from './harness';
import { apiAs, columnIndex, openCalendar, pointAt, type Api } from './calendar-helpers';

const e2e = setupE2E();
const API = '/api/v1/b2b';

/** Signs a new owner up and through onboarding (opening hours Monday to Saturday, 09:00–18:00). */
async function newVenue(serverUrl: string): Promise<{ api: Api; token: string }> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${serverUrl}${API}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const signup = await post('auth/signup', {
    email: `owner-${Date.now()}@new-venue.test`, password: 'new-venue-owner', first_name: 'Iris', last_name: 'Mol',
    phone: '+31 6 4444 0000', venue_title: 'Studio Iris', lang: 'en-us',
  });
  expect(signup.status).toBe(302);
  const token = signup.body.token as string;
  const hours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '18:00' }));
  for (const step of [
    { step: 'about', business_type: 'hair_salon', team_size: '2-5' },
    { step: 'goals', goals: ['fill_calendar'] },
    { step: 'details', title: 'Studio Iris' },
    { step: 'location', address: 'Oudegracht 1', city: 'Utrecht', country: 'NL' },
    { step: 'schedule', hours },
    { step: 'services', services: [] },
    { step: 'plan', plan: 'pro' },
  ]) {
    const saved = await post('onboarding/save', step, token);
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(400);
  }
  return { api: apiAs(serverUrl, token), token };
}

async function addEmployee(page: Page, first: string, last: string): Promise<void> {
  await page.locator('[data-add-employee]').click();
  const drawer = page.locator('[data-employee-drawer]');
  await drawer.getByLabel('First name').fill(first);
  await drawer.getByLabel('Last name').fill(last);
  await drawer.locator('[data-save-employee]').click();
  await drawer.waitFor({ state: 'detached' });
  await page.locator('[data-employee-row]', { hasText: `${first} ${last}` }).waitFor();
}

describe('a venue made by sign-up', () => {
  it('adds two employees, a service they both perform and their shifts, and books both on the calendar, through the screens', async () => {
    const { api, token } = await newVenue(e2e.server.url);
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await page.context().addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.authToken, token] as const);

    // The team: the owner alone, then two more.
    await page.goto('/staff/list');
    await page.getByRole('heading', { level: 1, name: 'Team members' }).waitFor();
    await addEmployee(page, 'Ana', 'Lopes');
    await addEmployee(page, 'Ben', 'Kent');
    const team = (await api.get<{ data: { id: number; first_name: string }[] }>('employees')).data;
    expect(team.map((e) => e.first_name)).toEqual(['Iris', 'Ana', 'Ben']);
    const [ana, ben] = [team[1]!, team[2]!];

    // A group and a service both perform, Ben at his own price.
    await page.goto('/catalogs/services');
    await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    await page.locator('[data-add-group]').click();
    const groupModal = page.locator('[data-group-modal]');
    await groupModal.getByLabel('Group name').fill('Cuts');
    await groupModal.locator('[data-save-group]').click();
    await groupModal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add a service to Cuts' }).click();
    const drawer = page.locator('[data-service-drawer]');
    await drawer.getByLabel('Name').fill('Haircut');
    await drawer.locator('[data-initial]').fill('45');
    await drawer.locator('[data-service-price]').fill('40');
    await drawer.getByRole('tab', { name: 'Team' }).click();
    for (const employee of [ana, ben]) await drawer.locator(`[data-team-choice="${employee.id}"]`).getByRole('checkbox').check();
    await drawer.locator(`[data-team-choice="${ben.id}"]`).locator('[data-own-price]').fill('35');
    await drawer.locator('[data-save-service]').click();
    await drawer.waitFor({ state: 'detached' });
    await page.locator('[data-service-row]', { hasText: 'Haircut' }).waitFor();

    // Shifts: a Tuesday two weeks ahead, each one's day in the week grid (this day only, keys only).
    const today = (await api.get<{ date: string }>('resources')).date;
    const date = addDays(mondayOf(today), 14 + 1);
    await page.goto(`/staff/working-hours?date=${date}`);
    await page.waitForSelector('[data-hours-grid]', { timeout: 30_000 });
    for (const employee of [ana, ben]) {
      const cell = page.locator(`[data-cell="${employee.id}|${date}"]`);
      await cell.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /^Add time \(/ }).focus();
      await page.keyboard.press('Enter');
      await dialog.locator('[data-save-day]').focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cell.getAttribute('data-source')).toBe('exception');
    }
    const whours = await api.get<{ employee_hours: { employee_id: number; date: string; start_time: string; end_time: string }[] }>(
      `whours?date_from=${date}&date_to=${date}`,
    );
    for (const employee of [ana, ben]) {
      const shifts = whours.employee_hours.filter((h) => h.employee_id === employee.id && h.date === date);
      expect(shifts.length, `${employee.first_name}'s shift`).toBeGreaterThan(0);
      expect(shifts.some((s) => s.start_time <= '10:00' && s.end_time >= '11:00')).toBe(true);
    }

    // The calendar: book the haircut with each of them at 10:00 in their column.
    await openCalendar(page, { view: 'daily', date });
    for (const name of ['Ana Lopes', 'Ben Kent']) {
      const at = await pointAt(page, await columnIndex(page, name), 10 * 60 + 5);
      await page.mouse.click(at.x, at.y);
      const dialog = page.locator('[data-new-appointment]');
      await dialog.locator('[data-booking-form]').waitFor();
      await page.getByRole('combobox', { name: 'Service' }).click();
      await page.locator('[role="option"]:visible', { hasText: 'Haircut' }).first().click();
      await dialog.locator('[data-book]').click();
      await dialog.waitFor({ state: 'detached' });
    }
    const booked = (await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${date}&date_to=${date}`)).appointments;
    expect(booked.map((a) => [a.employee_id, a.start_time, a.end_time, a.price]).sort()).toEqual(
      [[ana.id, '10:00', '10:45', 4000], [ben.id, '10:00', '10:45', 3500]].sort(),
    );
    for (const item of booked) await page.locator(`[data-item-key="a:${item.id}"]`).first().waitFor();
  });
});
