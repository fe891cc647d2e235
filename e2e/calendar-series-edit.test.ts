/**
 * Editing a booking of a recurring series (Chromium): the details' Edit asks which bookings the change
 * is for; "This and the following appointments" moves every later booking of the series to another
 * team member and time (appointments/update-series), the earlier one stays; Undo puts them all back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { apiLogin, screenshot, setupE2E } from './harness';
import { apiAs, calendarFixture, itemById, itemLocator, openDesk, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 5);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

const performs = (service: BookableService, employeeId: number) => service.employees.some((e) => e.employee_id === employeeId);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('editing a recurring series', () => {
  it('this and following: the later bookings change with this one, the earlier one stays; Undo puts them back', async () => {
    const [first, second] = fx.employees as [CalendarFixture['employees'][number], CalendarFixture['employees'][number]];
    const service = services.find((s) => performs(s, first.id) && performs(s, second.id) && !s.resource_required)!;
    expect(service).toBeTruthy();
    // Three weekly bookings, the one a week before the fixture's day first.
    const start = addDays(fx.date, -7);
    const { status, body } = await api.post<{ appointments: CalendarItem[] }>('appointments/recurring', {
      date: start, force: true, services: [{ service_id: service.id, employee_id: first.id, start_time: '09:10' }], repeat: { every: 1, unit: 'week', count: 3 },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const [earlier, edited, later] = body.appointments as [CalendarItem, CalendarItem, CalendarItem];
    expect(edited.date).toBe(fx.date);

    const page = await openDesk(e2e, 'owner', fx.date);
    await itemLocator(page, edited.id).click();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.locator('[data-open-edit]').click();
    const form = details.locator('[data-edit-panel] [data-booking-form]');
    await form.waitFor();
    // The choice is offered for a booking of a series; this one only is the default.
    const scope = details.locator('[data-edit-scope]');
    expect(await scope.getByRole('radio', { name: 'Only this appointment' }).isChecked()).toBe(true);
    await scope.getByRole('radio', { name: 'This and the following appointments' }).check();

    await form.locator('[data-service-line="0"]').getByRole('combobox', { name: 'Team member' }).click();
    await page.locator('[role="option"]:visible', { hasText: second.name }).first().click();
    await screenshot(page, 'calendar-series-edit');
    await form.locator('[data-book]').click();
    await details.locator('[data-details-body]').waitFor();
    await expect.poll(async () => (await itemById(api, edited.id)).employee_id, { timeout: 10_000 }).toBe(second.id);
    expect((await itemById(api, later.id)).employee_id).toBe(second.id);
    expect((await itemById(api, earlier.id)).employee_id).toBe(first.id);

    // One entry on the undo stack puts the series back as it was.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.locator('[data-undo]').click();
    await expect.poll(async () => (await itemById(api, later.id)).employee_id, { timeout: 10_000 }).toBe(first.id);
    expect((await itemById(api, edited.id)).employee_id).toBe(first.id);
  });
});
