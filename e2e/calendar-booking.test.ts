/**
 * The new-appointment dialog against the real catalogue and customers (Chromium): search a demo
 * customer by part of the name and book; quick add, and a duplicate phone offering the existing
 * customer; a weekly series with a clashing date skipped; the demo's per-employee services,
 * lengths and prices; the dialog with Repeat on at phone size.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { CustomerSummary, CustomersResponse } from '@chairside/shared/customers';
import { formatPrice, type PriceSettings } from '@chairside/shared/rules/price';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, columnIndex, itemLocator, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];
let price: PriceSettings;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 6);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
  price = await api.get<PriceSettings>('settings/initial');
});

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the calendar at `date` and the booking dialog from a click on `employee`'s column at `minute`. */
async function openBooking(page: Page, employee: string, minute: number, date = fx.date) {
  await signIn(page, e2e.server.url, 'owner');
  await openCalendar(page, { view: 'daily', date });
  const at = await pointAt(page, await columnIndex(page, employee), minute + 5);
  await page.mouse.click(at.x, at.y);
  await page.locator('[data-booking-form]').waitFor();
  return page.locator('[data-new-appointment]');
}

async function chooseService(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.locator('[role="option"]:visible', { hasText: name }).first().click();
}

async function bookedAt(employeeId: number, date: string, start: string): Promise<CalendarItem | undefined> {
  const day = await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${date}&date_to=${date}`);
  return day.appointments.find((a) => a.type === 'appointment' && a.employee_id === employeeId && a.start_time === start);
}

const cut = () => services.find((s) => s.name === "Women's cut")!;

/** The first day from fx.date on which the two employees (by first name) work, and their columns. */
async function dayWith(first: string, second: string) {
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(fx.date, offset);
    const day = await api.get<{ employees: Array<{ id: number; displayLabel: string; hasShifts: boolean }> }>(`resources?date=${date}`);
    const [a, b] = [first, second].map((name) => day.employees.find((e) => e.hasShifts && e.displayLabel.startsWith(`${name} `)));
    if (a && b) return { date, a: { id: a.id, name: a.displayLabel }, b: { id: b.id, name: b.displayLabel } };
  }
  throw new Error(`no day on which ${first} and ${second} work`);
}

describe('booking dialog', () => {
  it('finds an existing customer by part of the name on the server and books for them', async () => {
    const { data } = await api.get<CustomersResponse>('customers?per_page=50');
    const customer = data.find((c) => c.phone && c.last_name.length >= 4)!;
    const page = await e2e.page('desktop');
    const dialog = await openBooking(page, fx.employees[0]!.name, 10 * 60);

    const picker = dialog.locator('input[data-customer-picker]');
    await picker.fill(`${customer.first_name.slice(0, 3)} ${customer.last_name.slice(0, 4)}`);
    const option = page.locator('[role="option"]:visible', { hasText: customer.phone });
    await option.waitFor();
    await option.click();
    await expect.poll(() => picker.inputValue()).toContain(customer.last_name);

    await chooseService(page, cut().name);
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });
    const created = await bookedAt(fx.employees[0]!.id, fx.date, '10:00');
    expect(created?.customer?.id).toBe(customer.id);
  });

  it('adds a customer on the spot and books; a phone that is taken offers the existing customer', async () => {
    const stamp = Date.now().toString().slice(-6);
    const page = await e2e.page('desktop');
    let dialog = await openBooking(page, fx.employees[1]!.name, 12 * 60);
    // nobody by that name: the empty list offers to add them, starting from what was typed
    await dialog.locator('input[data-customer-picker]').fill(`Zoë Quick${stamp}`);
    await page.locator('[data-customer-empty]').getByRole('button', { name: 'Add a new customer' }).click();
    const quick = dialog.locator('[data-quick-add]');
    expect(await quick.locator('input[name="first_name"]').inputValue()).toBe('Zoë');
    expect(await quick.locator('input[name="last_name"]').inputValue()).toBe(`Quick${stamp}`);
    await quick.locator('input[name="phone"]').fill(`06 55 ${stamp}`);
    await quick.locator('input[name="email"]').fill('not-an-email');
    await quick.locator('[data-customer-save]').click();
    // a field error in the user's language, on its field
    await expect.poll(() => quick.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    await quick.getByText('Enter a valid e-mail address.').waitFor();
    await quick.locator('input[name="email"]').fill('');
    await quick.locator('input[name="email"]').press('Enter');
    await quick.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.locator('input[data-customer-picker]').inputValue()).toContain(`Zoë Quick${stamp}`);
    await chooseService(page, cut().name);
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });
    const { data: found } = await api.get<CustomersResponse>(`customers?search=Quick${stamp}`);
    expect(found).toHaveLength(1);
    const added = found[0] as CustomerSummary;
    expect((await bookedAt(fx.employees[1]!.id, fx.date, '12:00'))?.customer?.id).toBe(added.id);

    // the same phone again: the phone field says so and the dialog offers the existing customer
    const at = await pointAt(page, await columnIndex(page, fx.employees[1]!.name), 13 * 60 + 5);
    await page.mouse.click(at.x, at.y);
    await page.locator('[data-booking-form]').waitFor();
    dialog = page.locator('[data-new-appointment]');
    // typed, then the "New customer" link under the box: the quick add starts from the text
    await dialog.locator('input[data-customer-picker]').fill('Zoey');
    await dialog.locator('[data-customer-add]').click();
    expect(await quick.locator('input[name="first_name"]').inputValue()).toBe('Zoey');
    await quick.locator('input[name="phone"]').fill(`0655${stamp}`);
    await quick.locator('[data-customer-save]').click();
    await quick.locator('[data-customer-exists]').waitFor();
    expect(await quick.locator('input[name="phone"]').getAttribute('aria-invalid')).toBe('true');
    await quick.getByText(`Zoë Quick${stamp} already has this phone number.`).waitFor();
    await quick.locator('[data-use-existing]').click();
    await expect.poll(() => dialog.locator('input[data-customer-picker]').inputValue()).toContain(`Zoë Quick${stamp}`);
    expect((await api.get<CustomersResponse>(`customers?search=Quick${stamp}`)).data).toHaveLength(1);
  });

  it('books a weekly series, skipping the date that is taken, and shows the others in the calendar', async () => {
    const employee = fx.employees[1]!;
    const taken = await book(api, { date: addDays(fx.date, 7), services: [{ service_id: cut().id, employee_id: employee.id, start_time: '15:15', duration: 30 }] });
    const page = await e2e.page('desktop');
    const dialog = await openBooking(page, fx.employees[1]!.name, 15 * 60);
    await chooseService(page, cut().name);

    // Repeat by keyboard: the switch, then every 1 week, 3 times
    await dialog.getByRole('switch', { name: 'Repeat' }).focus();
    await page.keyboard.press('Space');
    await dialog.locator('input[data-repeat-count]').fill('3');
    await expect.poll(() => dialog.locator('[data-repeat-summary]').textContent()).toMatch(/^Every week, 3 times, until /);
    await dialog.locator('[data-book]').click();

    const choices = page.locator('[data-occurrence-choices]');
    await choices.waitFor();
    const clashing = await choices.locator('[data-occurrence][data-clash]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-occurrence')));
    expect(clashing).toEqual([addDays(fx.date, 7)]);
    expect(await choices.locator('[data-occurrence]').count()).toBe(3);
    // (the Book button's spinner turns for as long as the choice is open)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity));
    await screenshot(page, 'calendar-series-clash');
    const skip = choices.locator(`[data-occurrence="${addDays(fx.date, 7)}"]`).getByRole('radio', { name: 'Skip' });
    await skip.focus();
    await page.keyboard.press('Space');
    await choices.locator('[data-series-book]').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('2 appointments are booked; skipped: 1.').waitFor();

    const first = await bookedAt(employee.id, fx.date, '15:00');
    const third = await bookedAt(employee.id, addDays(fx.date, 14), '15:00');
    expect(first).toBeDefined();
    expect(third).toBeDefined();
    expect(await bookedAt(employee.id, addDays(fx.date, 7), '15:00')).toBeUndefined();
    expect((await bookedAt(employee.id, addDays(fx.date, 7), '15:15'))?.id).toBe(taken.id);
    await itemLocator(page, first!.id).waitFor();
    await openCalendar(page, { view: 'daily', date: addDays(fx.date, 14) });
    await itemLocator(page, third!.id).waitFor();
  });

  it("lists only the employee's own services with that employee's length and price", async () => {
    // The demo: Emma (senior) has her own price and length for a women's cut; Tess (junior) does
    // no colour work and cuts for less.
    const { date, a: emma, b: tess } = await dayWith('Emma', 'Tess');
    const own = (id: number) => cut().employees.find((e) => e.employee_id === id)!;
    expect(own(emma.id)).toMatchObject({ duration: 50, price: 5800 });
    expect(own(tess.id)).toMatchObject({ duration: cut().duration, price: 4400 });
    const colours = services.filter((s) => s.group_name === 'Colour').map((s) => s.name);
    expect(colours.length).toBeGreaterThan(0);

    const page = await e2e.page('desktop');
    const dialog = await openBooking(page, emma.name, 11 * 60, date);
    await page.getByRole('combobox', { name: 'Service' }).click();
    const labels = () => page.locator('[role="option"]:visible').allTextContents();
    const labelOf = async (name: string) => (await labels()).find((l) => l.startsWith(`${name} ·`));
    await expect.poll(() => labelOf(cut().name)).toContain(formatPrice(5800, price));
    expect((await labels()).filter((l) => colours.some((name) => l.startsWith(`${name} ·`)))).toHaveLength(colours.length);
    await page.locator('[role="option"]:visible', { hasText: cut().name }).click();
    const linePrice = dialog.locator('[data-line-price]');
    const duration = dialog.locator('input[data-line-duration]');
    expect(await linePrice.textContent()).toBe(`Price: ${formatPrice(5800, price)}`);
    expect(await duration.getAttribute('placeholder')).toBe('50');

    // Tess: her own price at the service's length, and no colour services to choose from
    await dialog.getByRole('combobox', { name: 'Team member' }).click();
    await page.locator('[role="option"]:visible', { hasText: tess.name }).click();
    await expect.poll(() => linePrice.textContent()).toBe(`Price: ${formatPrice(4400, price)}`);
    expect(await duration.getAttribute('placeholder')).toBe(String(cut().duration));
    await page.getByRole('combobox', { name: 'Service' }).click();
    await expect.poll(() => labelOf(cut().name)).toContain(formatPrice(4400, price));
    expect((await labels()).filter((l) => colours.some((name) => l.startsWith(`${name} ·`)))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('is usable at phone size with Repeat on (no sideways scrolling, no serious axe violations)', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    await page.locator('[data-new-menu]').click();
    await page.getByRole('menuitem', { name: 'New appointment' }).click();
    const dialog = page.locator('[data-new-appointment]');
    await page.locator('[data-booking-form]').waitFor();
    await dialog.getByRole('switch', { name: 'Repeat' }).click();
    await dialog.locator('[data-repeat-summary]').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const overflow = await page.locator('[data-booking-form]').evaluate((form) => form.scrollWidth - form.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('[data-repeat-summary]').scrollIntoViewIfNeeded();
    await screenshot(page, 'calendar-booking-repeat-phone');
  });
});
