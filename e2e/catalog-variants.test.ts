/**
 * Variants and resource types in the booking dialog (Chromium): a service with a short and a long
 * variant that needs a colour station. Choosing "Long hair" on the line fills its own length,
 * processing split and price; the booking stores the variant and the station the API picked, and the
 * details show both. A later price change of the variant leaves the booking as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarItem, AppointmentDetails } from '@chairside/shared/calendar-responses';
import type { ServiceResponse } from '@chairside/shared/catalog-services';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, calendarFixture, columnIndex, itemLocator, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 6);
});

describe('booking a variant', () => {
  it('fills the line from the chosen variant, stores it with the picked colour station and shows both in the details', async () => {
    const [first] = fx.employees as [{ id: number; name: string }];
    const { status, body } = await api.post<ServiceResponse>('services/store', {
      name: 'Variant blow-dry', initial: 30, price: 3000, resource_types: ['Colour station'], employees: [{ employee_id: first.id }],
      variants: [{ name: 'Short hair', initial: 25, price: 2500 }, { name: 'Long hair', initial: 30, gap: 10, finish: 10, price: 4200 }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const service = body.service;
    const long = service.variants.find((v) => v.name === 'Long hair')!;

    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    const at = await pointAt(page, await columnIndex(page, first.name), 10 * 60 + 5);
    await page.mouse.click(at.x, at.y);
    const dialog = page.locator('[data-new-appointment]');
    await dialog.locator('[data-booking-form]').waitFor();
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.locator('[role="option"]:visible', { hasText: 'Variant blow-dry' }).first().click();
    await expect.poll(() => dialog.locator('[data-line-price]').textContent()).toContain('30');
    await page.getByRole('combobox', { name: 'Variant' }).click();
    await page.locator('[role="option"]:visible', { hasText: 'Long hair' }).first().click();
    await expect.poll(() => dialog.locator('[data-line-price]').textContent()).toContain('42');
    expect(await dialog.locator('[data-line-duration]').getAttribute('placeholder')).toBe('50');
    // The resource is left to the booking: any free colour station.
    expect(await dialog.locator('[data-line-resource]').getAttribute('placeholder')).toBe('Any free one (picked when saved)');
    expect(await axeViolations(page), 'booking dialog with a variant').toEqual([]);
    await screenshot(page, 'catalog-variants-dialog');
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });

    const day = async () => (await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`)).appointments;
    const booked = (await day()).find((a) => a.service?.id === service.id)!;
    expect(booked).toMatchObject({ start_time: '10:00', end_time: '10:50', duration: 50, price: 4200, variant: { id: long.id, name: 'Long hair' } });
    expect(JSON.parse(booked.duration_detail)).toEqual({ initial: 30, gap: 10, finish: 10 });
    expect(booked.resource_id).not.toBeNull();
    const details = await api.get<AppointmentDetails>(`appointments/details/${booked.id}`);
    const station = details.names.resources[String(booked.resource_id)];
    expect(station).toBeTruthy();

    // A later price change of the variant does not touch the booking.
    const changed = await api.post<ServiceResponse>(`services/update/${service.id}`, {
      name: 'Variant blow-dry', initial: 30, price: 3000, resource_types: ['Colour station'], employees: [{ employee_id: first.id }],
      variants: service.variants.map((v) => ({ id: v.id, name: v.name, initial: v.initial, gap: v.gap, finish: v.finish, price: v.id === long.id ? 5900 : v.price })),
    });
    expect(changed.status).toBe(200);
    expect((await day()).find((a) => a.id === booked.id)).toMatchObject({ price: 4200, duration: 50 });

    // The details name the variant and the station the booking picked.
    await openCalendar(page, { view: 'daily', date: fx.date });
    await itemLocator(page, booked.id).first().click();
    const panel = page.locator('[data-details-dialog]');
    await panel.locator('[data-details-body]').waitFor();
    await expect.poll(() => panel.locator('[data-details-service]').first().textContent()).toBe('Variant blow-dry · Long hair');
    await expect.poll(() => panel.locator('[data-details-people]').first().textContent()).toContain(station!);
  });
});
