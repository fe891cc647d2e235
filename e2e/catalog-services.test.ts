/**
 * The services screen (Chromium): the owner adds a group and a service with a 20-minute processing
 * gap performed by two employees at different prices, books it on /calendar (each employee's own
 * price and the split come from the catalogue), and a second client fits into the gap. The list
 * reorders with the keyboard buttons, archives with a confirmation and restores from the archived
 * filter. Axe-clean at 1280×800 and 390×844.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { ServiceDetailResponse, ServicesResponse } from '@chairside/shared/catalog-services';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, columnIndex, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 5);
});

const findService = async (name: string) => {
  const list = await api.get<ServicesResponse>('services');
  return [...list.groups.flatMap((g) => g.services), ...list.ungrouped].find((s) => s.name === name);
};

describe('services catalogue', () => {
  it('creates a group and a service with a processing gap for two employees at different prices, and books it on the calendar', async () => {
    const [first, second] = fx.employees as [{ id: number; name: string }, { id: number; name: string }];
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/services');
    await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    await page.locator('[data-service-row]').first().waitFor();
    expect(await axeViolations(page), 'services list').toEqual([]);

    // A group.
    await page.locator('[data-add-group]').click();
    const groupModal = page.locator('[data-group-modal]');
    await groupModal.getByLabel('Group name').fill('Gloss & toning');
    await groupModal.locator('[data-save-group]').click();
    await groupModal.waitFor({ state: 'detached' });
    const group = page.locator('section', { has: page.getByRole('heading', { name: 'Gloss & toning' }) });
    await group.waitFor();

    // A service in it: 30 min work, 20 min processing, 10 min finish; two employees at own prices.
    await page.getByRole('button', { name: 'Add a service to Gloss & toning' }).click();
    const drawer = page.locator('[data-service-drawer]');
    await drawer.getByLabel('Name').fill('Gloss treatment');
    await drawer.locator('[data-initial]').fill('30');
    await drawer.locator('[data-gap]').fill('20');
    await drawer.locator('[data-finish]').fill('10');
    await drawer.locator('[data-service-price]').fill('50');
    await drawer.locator('[data-duration-bar] [data-part="gap"]').waitFor();
    await drawer.getByRole('tab', { name: 'Team' }).click();
    for (const [employee, price] of [[first, '45'], [second, '60,50']] as const) {
      const choice = drawer.locator(`[data-team-choice="${employee.id}"]`);
      await choice.getByRole('checkbox').check();
      await choice.locator('[data-own-price]').fill(price);
    }
    await screenshot(page, 'catalog-services-drawer');
    expect(await axeViolations(page), 'service drawer').toEqual([]);
    await drawer.locator('[data-save-service]').click();
    await drawer.waitFor({ state: 'detached' });
    await group.locator('[data-service-row]', { hasText: 'Gloss treatment' }).waitFor();

    const service = (await findService('Gloss treatment'))!;
    expect(service).toMatchObject({ initial: 30, gap: 20, finish: 10, duration: 60, price: 5000 });
    const detail = await api.get<ServiceDetailResponse>(`services/detail/${service.id}`);
    expect(detail.employees).toEqual(expect.arrayContaining([
      { employee_id: first.id, price: 4500, duration: null },
      { employee_id: second.id, price: 6050, duration: null },
    ]));

    // Book it on the calendar in the first employee's column at 10:00.
    await openCalendar(page, { view: 'daily', date: fx.date });
    const at = await pointAt(page, await columnIndex(page, first.name), 10 * 60 + 5);
    await page.mouse.click(at.x, at.y);
    const dialog = page.locator('[data-new-appointment]');
    await dialog.locator('[data-booking-form]').waitFor();
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.locator('[role="option"]:visible', { hasText: 'Gloss treatment' }).first().click();
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });
    const day = async () => (await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`)).appointments;
    const booked = (await day()).find((a) => a.service?.id === service.id && a.employee_id === first.id)!;
    expect(booked).toMatchObject({ start_time: '10:00', end_time: '11:00', price: 4500 });
    expect(JSON.parse(booked.duration_detail)).toEqual({ initial: 30, gap: 20, finish: 10 });

    // The second employee's price for the same service; and a second client in the first one's gap.
    const other = await book(api, { date: fx.date, services: [{ service_id: service.id, employee_id: second.id, start_time: '14:00' }] });
    expect(other.price).toBe(6050);
    const quick = await book(api, { date: fx.date, services: [{ service_id: fx.serviceId, employee_id: first.id, start_time: '10:30', duration: 20 }] });
    expect(quick).toMatchObject({ start_time: '10:30', end_time: '10:50' });
    await openCalendar(page, { view: 'daily', date: fx.date });
    await page.locator(`[data-item-key="a:${quick.id}"]`).waitFor();
    await page.locator(`[data-item-key="a:${booked.id}"]`).first().waitFor();
  });

  it('reorders with the keyboard buttons, archives after confirming and restores, on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/catalogs/services');
    await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    const firstGroup = page.locator('[data-service-group]').first();
    const rows = firstGroup.locator('[data-service-row]');
    await rows.first().waitFor();
    expect(await axeViolations(page), 'services list on a phone').toEqual([]);
    await screenshot(page, 'catalog-services-phone');

    const names = await rows.evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
    await page.getByRole('button', { name: `Move ${names[1]} up` }).click();
    await expect.poll(async () => {
      const list = await api.get<ServicesResponse>('services');
      return list.groups[0]!.services.slice(0, 2).map((s) => s.name);
    }).toEqual([names[1], names[0]]);

    const victim = names[1]!;
    await page.getByRole('button', { name: `Archive ${victim}` }).click();
    const confirm = page.locator('[data-archive-confirm]');
    await confirm.locator('[data-confirm-archive]').click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => Boolean(await findService(victim))).toBe(false);
    await page.getByText('Archived', { exact: true }).click();
    await page.getByRole('button', { name: `Restore ${victim}` }).click();
    await expect.poll(async () => Boolean(await findService(victim))).toBe(true);
  });
});
