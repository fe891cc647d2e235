/**
 * Working hours in Chromium: a shift set in the week grid by keyboard shows on an open calendar
 * (its column header and shading) without reloading; the opening-hours screen adds and removes
 * closed days; both screens are axe-clean and fit a phone; the grid of 30 employees paints after
 * its data (the figure is printed here and checked in bench/cases/working-hours.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, axeViolations, signIn } from './harness';
import { apiAs, columnIndex, openDesk, type Api } from './calendar-helpers';
import { setupE2E } from './harness';
import { GRID_EMPLOYEES, measureHoursGrid } from './staff-hours-scenario';

const e2e = setupE2E();
let api: Api;
let today: string;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  today = (await api.get<{ date: string }>('resources')).date;
});

async function openGrid(page: Page, date: string) {
  await page.goto(`/staff/working-hours?date=${date}`);
  await page.waitForSelector('[data-hours-grid]', { timeout: 30_000 });
}

describe('working hours', () => {
  it('sets a shift in the grid by keyboard, and an open calendar shades it at once', async () => {
    // A Wednesday five weeks ahead: Emma (first row) works 09:00–17:00 on Wednesdays.
    const date = addDays(mondayOf(today), 35 + 2);
    const emma = (await api.get<{ employees: { id: number; first_name: string }[] }>(`employees/working-hours?from=${date}&to=${date}`)).employees[0]!;
    expect(emma.first_name).toBe('Emma');

    const desk = await openDesk(e2e, 'owner', date);
    const column = await columnIndex(desk, 'Emma de Vries');
    const header = desk.locator(`[data-header-index="${column}"]`);
    await expect.poll(() => header.textContent()).toContain('09:00 – 17:00');
    const shaded = desk.locator(`[data-col-index="${column}"] [data-closed]`);
    expect(await shaded.count()).toBe(2);

    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await openGrid(page, date);
    // Into the grid, then along the row with the arrow keys to Wednesday, and open the editor with Enter.
    await page.locator('[data-row="0"][data-col="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe(`${emma.id}|${date}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // This day only (the default): add a second stretch after a break, and save — keys only.
    await dialog.getByRole('button', { name: /^Add time \(/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('[data-span-start]').count()).toBe(2);
    await dialog.locator('[data-save-day]').focus();
    const started = Date.now();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const cell = page.locator(`[data-cell="${emma.id}|${date}"]`);
    await expect.poll(() => cell.getAttribute('data-source')).toBe('exception');
    expect(await cell.textContent()).toContain('17:30–19:30');

    // The open calendar: the header lists both stretches and the break is shaded.
    await expect.poll(() => header.textContent(), { timeout: 10_000, interval: 50 }).toContain('17:30 – 19:30');
    console.log(`shift change seen on the open calendar after ${Date.now() - started} ms`);
    expect(await shaded.count()).toBe(3);
    // Focus is back in the grid for the next change.
    await cell.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.row)).toBe('1');

    // A change made elsewhere shows in the open grid too.
    expect((await api.post(`employees/working-hours/exception/${emma.id}`, { date, spans: [] })).status).toBe(200);
    await expect.poll(() => cell.textContent(), { timeout: 10_000, interval: 50 }).toContain('Day off');
  });

  it('sets a two-week rota from a date in the pattern editor', async () => {
    const monday = addDays(mondayOf(today), 56);
    const grid = await api.get<{ employees: { id: number; first_name: string }[] }>(`employees/working-hours?from=${monday}&to=${monday}`);
    const row = grid.employees.findIndex((e) => e.first_name === 'Julia');
    const julia = grid.employees[row]!;
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await openGrid(page, monday);
    await page.locator(`[data-cell="${julia.id}|${monday}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Repeating pattern', { exact: true }).click();
    await dialog.locator('[data-pattern-editor]').waitFor();
    await dialog.locator('[data-cycle]').click();
    await page.getByRole('option', { name: 'Rota of 2 weeks' }).click();
    await dialog.getByRole('tab', { name: 'Week 2' }).click();
    // Week 2 starts as a copy of week 1: Julia is off on its Monday.
    await dialog.getByRole('button', { name: 'Remove time 1 (Week 2, Monday)' }).click();
    await dialog.locator('[data-save-pattern]').click();
    await dialog.waitFor({ state: 'detached' });

    const hours = async (from: string) =>
      (await api.get<{ employee_hours: { employee_id: number; date: string }[] }>(`whours?date_from=${from}&date_to=${from}&employee_ids[]=${julia.id}`)).employee_hours.length;
    expect(await hours(monday)).toBe(1);
    expect(await hours(addDays(monday, 7))).toBe(0);
    expect(await hours(addDays(monday, 14))).toBe(1);
    // A year ahead (52 weeks: an even number) is week 1 again; the week before the rota keeps the old pattern.
    expect(await hours(addDays(monday, 364))).toBe(1);
    expect(await hours(addDays(monday, 371))).toBe(0);
    expect(await hours(addDays(monday, -7))).toBe(1);
    await page.locator('[data-next-week]').click();
    await expect.poll(() => page.locator(`[data-cell="${julia.id}|${addDays(monday, 7)}"]`).getAttribute('data-source')).toBe('none');
  });

  it('adds and removes closed days on the opening-hours screen (confirming first)', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/staff/venue-working-hours');
    await page.waitForSelector('[data-opening-hours]', { timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Opening hours');
    const before = await page.locator('[data-closed-day]').count();
    await page.getByLabel('Name').fill('Team training');
    await page.locator('[data-add-closed]').click();
    await expect.poll(() => page.locator('[data-closed-day]').count()).toBe(before + 1);
    const added = page.locator('[data-closed-day]', { hasText: 'Team training' });
    await added.locator('[data-remove-closed]').click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => page.locator('[data-closed-day]').count()).toBe(before);

    // Opening hours: a second stretch on Monday evenings.
    await page.getByRole('button', { name: 'Add time (Monday)' }).click();
    await page.locator('[data-save-opening]').click();
    await expect.poll(async () => (await api.get<{ days: unknown[][] }>('settings/venue/working-hours')).days[1]!.length).toBe(2);
  });

  it('fits a phone and is axe-clean', async () => {
    for (const path of [`/staff/working-hours?date=${today}`, '/staff/venue-working-hours']) {
      const page = await e2e.page('phone');
      await signIn(page, e2e.server.url, 'owner');
      await page.goto(path);
      await page.waitForSelector('[data-hours-grid], [data-opening-hours]', { timeout: 30_000 });
      // The page itself never scrolls sideways: the grid scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), path).toEqual([]);
      await page.context().close();
    }
  });

  it(`paints a week of ${GRID_EMPLOYEES} employees after its data arrives`, async () => {
    const result = await measureHoursGrid(e2e.browser, e2e.server.url, 3);
    expect(result.cells).toBe(GRID_EMPLOYEES * 7);
    expect(result.paints).toHaveLength(3);
    console.log(`working-hours grid, ${GRID_EMPLOYEES} × 7, painted after data (ms): ${result.paints.map((ms) => Math.round(ms)).join(', ')}`);
  });
});
