/**
 * Editing a booking (Chromium): the details' Edit opens the New form filled in from a two-line
 * booking; changing the first line's service and the second line's employee onto a busy colleague
 * asks first (the clash dialog), then saves over it; the calendar, a second desk (live) and the
 * history all show the change; Undo puts the booking back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { apiLogin, screenshot, setupE2E } from './harness';
import { apiAs, book, calendarFixture, columnIndex, columnOf, itemById, itemLocator, openDesk, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 6);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

const performs = (service: BookableService, employeeId: number) => service.employees.some((e) => e.employee_id === employeeId);

const desk = (who: 'owner' | 'multi') => openDesk(e2e, who, fx.date);

async function choose(page: Page, line: number, field: 'Service' | 'Team member', name: string) {
  await page.locator(`[data-service-line="${line}"]`).getByRole('combobox', { name: field }).click();
  // The whole name: "Men's cut" is also inside "Women's cut" (and a service's label goes on with its length and price).
  await page.locator('[role="option"]:visible', { hasText: new RegExp(`^${escape(name)}( ·|$)`) }).first().click();
}

describe('editing a booking', () => {
  it('changes the service and the employee of a two-line booking; a clash asks first; every desk and the history show it', async () => {
    expect(fx.employees.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = fx.employees as [CalendarFixture['employees'][number], CalendarFixture['employees'][number], CalendarFixture['employees'][number]];
    const firstServices = services.filter((s) => performs(s, first.id) && !s.resource_required);
    const [oldService, newService] = firstServices as [BookableService, BookableService];
    // The second line's service is one the third employee performs too, so it stays when the employee changes.
    const shared = services.find((s) => performs(s, second.id) && performs(s, third.id) && !s.resource_required)!;
    expect(newService && shared).toBeTruthy();

    const cut = await book(api, {
      date: fx.date,
      services: [
        { service_id: oldService.id, employee_id: first.id, start_time: '10:00' },
        { service_id: shared.id, employee_id: second.id, start_time: '11:00' },
      ],
    });
    const lines = (await api.get<{ lines: CalendarItem[] }>(`appointments/details/${cut.id}`)).lines;
    const moving = lines.find((line) => line.employee_id === second.id)!;
    // The third employee is busy at 11:00.
    await book(api, { date: fx.date, services: [{ service_id: shared.id, employee_id: third.id, start_time: '11:00', duration: 30 }] });

    const page = await desk('owner');
    const other = await desk('multi');
    await itemLocator(page, cut.id).click();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.locator('[data-open-edit]').click();
    const form = details.locator('[data-edit-panel] [data-booking-form]');
    await form.waitFor();
    // Filled in from the booking: both lines, with their services and employees.
    await expect.poll(() => form.locator('[data-service-line]').count()).toBe(2);
    expect(await form.locator('[data-service-line="1"]').getByRole('combobox', { name: 'Team member' }).inputValue()).toBe(second.name);
    expect(await form.locator('[data-service-line="0"]').getByRole('combobox', { name: 'Service' }).inputValue()).toContain(oldService.name);

    await choose(page, 0, 'Service', newService.name);
    await choose(page, 1, 'Team member', third.name);
    await screenshot(page, 'calendar-edit-form');
    await form.locator('[data-book]').click();

    // The clash asks first, naming who; keeping it changes nothing.
    const clash = page.locator('[data-clash-dialog]');
    await clash.waitFor();
    expect(await clash.textContent()).toContain(third.name.split(' ')[0]);
    await clash.getByRole('button', { name: 'No, keep it as it was' }).click();
    await clash.waitFor({ state: 'detached' });
    expect((await itemById(api, moving.id)).employee_id).toBe(second.id);

    // Asked again, "Book anyway" saves over it.
    await form.locator('[data-book]').click();
    await clash.waitFor();
    await clash.getByRole('button', { name: 'Book anyway' }).click();
    await details.locator('[data-details-body]').waitFor();
    await expect.poll(async () => (await itemById(api, moving.id)).employee_id).toBe(third.id);
    expect((await itemById(api, cut.id)).service?.id).toBe(newService.id);

    // This desk and the second desk (live, no reload) draw the line in the third employee's column.
    const here = await columnIndex(page, third.name);
    await expect.poll(() => columnOf(page, moving.id), { timeout: 10_000, interval: 100 }).toBe(here);
    const there = await columnIndex(other, third.name);
    await expect.poll(() => columnOf(other, moving.id), { timeout: 10_000, interval: 100 }).toBe(there);
    await expect.poll(() => other.locator(`[data-item-key="a:${cut.id}"]`).textContent(), { timeout: 10_000, interval: 100 }).toContain(newService.name);

    // The history says what changed, from what to what.
    const history = details.locator('[data-activity-change]');
    await expect.poll(() => history.allTextContents(), { timeout: 10_000 }).toEqual(
      expect.arrayContaining([`Team member: ${second.name} → ${third.name}`, expect.stringMatching(new RegExp(`^Service: ${escape(oldService.name)} → ${escape(newService.name)}$`))]),
    );
    await screenshot(page, 'calendar-edit-history');

    // The edit is one entry on the undo stack: Undo puts the booking back as it was.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.locator('[data-undo]').click();
    await expect.poll(async () => (await itemById(api, moving.id)).employee_id, { timeout: 10_000 }).toBe(second.id);
    expect((await itemById(api, cut.id)).service?.id).toBe(oldService.id);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
