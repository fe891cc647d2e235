/**
 * The calendar on a phone (Chromium's phone emulation: 390×844, isMobile, hasTouch, device scale 3),
 * with touch events only: taps, and typing where a user types into a search field; never a mouse
 * click. Book, change the status, edit (another service through the picker) and cancel; then every
 * picker of the other dialogs (block time, time off, reminder, reschedule: team member, kind, date
 * fields with their date picker, times). Each dropdown opened lies fully on the screen and keeps
 * still while it is open, and the page stays as wide as the screen (a dropdown sticking out of a
 * phone's layout viewport widened the page, the full-screen dialog and its input with it, and the
 * dropdown chased its input off the screen and back: flicker, and taps that landed on nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, type Locator, type Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { WorkingHoursResponse } from '@chairside/shared/calendar-data';
import type { CustomersResponse } from '@chairside/shared/customers';
import { apiLogin, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, itemById, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 7);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

const SCREEN = { width: 390, height: 844 };
/** An iPhone 13 as Chromium's device emulation draws it (Chromium, not WebKit): the whole 390×844 screen, touch, a mobile viewport. */
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13']!;
const PHONE = { ...iPhone13, viewport: SCREEN, screen: SCREEN, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

async function phonePage(): Promise<Page> {
  const page = await e2e.page(SCREEN, PHONE);
  await signIn(page, e2e.server.url, 'owner');
  return page;
}

/**
 * The dropdown just opened (a Select's, the date picker's, a menu's), once it shows `ready` (the
 * option a search waits for). Over ten frames it stays shown, does not move, and lies fully on the
 * screen; the page stays as wide as the screen.
 */
async function openDropdown(page: Page, ready?: RegExp | string): Promise<Locator> {
  const dropdown = page.locator('.mantine-Popover-dropdown:visible, .mantine-Menu-dropdown:visible').last();
  await dropdown.waitFor();
  if (ready !== undefined) await dropdown.locator('[role="option"]', { hasText: ready }).first().waitFor();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Where it hangs from its input (the top edge below it, the bottom edge above it), frame by frame; its height may follow the list.
  const frames = await dropdown.evaluate(async (element) => {
    const seen: Array<{ at: string; box: { x: number; y: number; width: number; height: number } }> = [];
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const rect = element.getBoundingClientRect();
      const box = { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) };
      const placement = element.dataset.position ?? '';
      const edge = placement.startsWith('top') ? box.y + box.height : box.y;
      const shown = getComputedStyle(element).display !== 'none';
      seen.push({ at: JSON.stringify({ shown, placement, x: box.x, width: box.width, edge, page: window.innerWidth }), box });
    }
    return seen;
  });
  const places = [...new Set(frames.map((frame) => frame.at))];
  expect(places, `the dropdown moved or hid while open: ${places.join(' ')}`).toHaveLength(1);
  const { shown, page: width } = JSON.parse(places[0]!) as { shown: boolean; page: number };
  const box = frames.at(-1)!.box;
  expect(shown).toBe(true);
  expect(width, 'the page grew wider than the screen').toBe(SCREEN.width);
  expect(box.x, 'dropdown left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'dropdown top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'dropdown right edge').toBeLessThanOrEqual(SCREEN.width);
  expect(box.y + box.height, 'dropdown bottom edge').toBeLessThanOrEqual(SCREEN.height);
  return dropdown;
}

/**
 * Taps a picker open, types `search` if given (and waits for the server's answer to it), checks
 * its dropdown, and taps the option matching `option`; the dropdown closes.
 */
async function pick(page: Page, picker: Locator, option: RegExp | string, search?: string): Promise<void> {
  await picker.tap();
  if (search !== undefined) {
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === search);
    await page.keyboard.type(search, { delay: 30 });
    await answered;
  }
  const dropdown = await openDropdown(page, option);
  await dropdown.locator('[role="option"]', { hasText: option }).first().tap();
  await dropdown.waitFor({ state: 'hidden' });
}

/** Taps a date field open, checks its date picker, and taps the day `date` (in the month it shows). */
async function pickDate(page: Page, field: Locator, date: string): Promise<void> {
  await field.tap();
  const dropdown = await openDropdown(page);
  const day = String(Number(date.slice(8, 10)));
  await dropdown.locator('td button:not([data-outside])', { hasText: new RegExp(`^${day}$`) }).tap();
  await dropdown.waitFor({ state: 'hidden' });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A service option: its name, then its length and price. */
const serviceOption = (name: string) => new RegExp(`^${escape(name)}( ·|$)`);
/** A time option on either clock: '13:30' is "13:30" or "1:30 PM". */
const timeOption = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}\\s?${hours < 12 ? 'AM' : 'PM'}`;
  return new RegExp(`^(${time}|${twelve})$`, 'i');
};
/** The Save/Book button of a dialog, by its name. */
const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** A day in fx.date's month other than fx.date (the date pickers open on fx.date's month). */
const otherDay = () => {
  const day = Number(fx.date.slice(8, 10));
  return `${fx.date.slice(0, 8)}${String(day < 28 ? day + 1 : day - 1).padStart(2, '0')}`;
};

async function items(date: string): Promise<CalendarItem[]> {
  return (await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${date}&date_to=${date}`)).appointments;
}

/** Opens one of the New menu's entries by tap; the menu lies on the screen too. */
async function openNew(page: Page, entry: string, dialog: string): Promise<Locator> {
  await page.locator('[data-new-menu]').tap();
  const menu = await openDropdown(page);
  await menu.getByRole('menuitem', { name: entry }).tap();
  const found = page.locator(`[${dialog}] .mantine-Modal-content`);
  await found.waitFor();
  return found;
}

describe('the calendar on a phone, by touch', () => {
  it('books, changes the status, edits and cancels an appointment with taps only', async () => {
    const page = await phonePage();
    await openCalendar(page, { view: 'daily', date: fx.date });
    const header = (await page.locator('[data-header-index]').first().textContent()) ?? '';
    const employee = fx.employees.find((e) => header.includes(e.name))!;
    expect(employee).toBeTruthy();
    const performs = services.filter((s) => !s.resource_required && s.employees.some((e) => e.employee_id === employee.id));
    const [first, second] = performs as [BookableService, BookableService];
    expect(second).toBeTruthy();
    const { data: customers } = await api.get<CustomersResponse>('customers?per_page=50');
    const customer = customers.find((c) => c.phone && c.last_name.length >= 4)!;

    // A tap on empty time at 10:00 opens New appointment there.
    const at = await pointAt(page, 0, 10 * 60 + 5);
    await page.touchscreen.tap(at.x, at.y);
    const dialog = page.locator('[data-new-appointment]');
    const form = dialog.locator('[data-booking-form]');
    await form.waitFor();
    const line = form.locator('[data-service-line="0"]');

    // The customer is searched on the server as the user types; the service, the start and the repeat unit by tap.
    await pick(page, form.locator('input[data-customer-picker]'), customer.phone!, customer.last_name.slice(0, 4));
    await expect.poll(() => form.locator('input[data-customer-picker]').inputValue()).toContain(customer.last_name);
    await pick(page, line.getByRole('combobox', { name: 'Service' }), serviceOption(first.name));
    await pick(page, line.getByRole('combobox', { name: 'Team member' }), employee.name);
    await pick(page, line.getByRole('combobox', { name: 'Start' }), timeOption('10:30'));
    await form.getByRole('switch', { name: 'Repeat' }).tap();
    await pick(page, form.locator('[data-repeat-unit]'), 'months');
    expect(await form.locator('[data-repeat-unit]').inputValue()).toBe('months');
    await form.getByRole('switch', { name: 'Repeat' }).tap();
    await pickDate(page, form.getByLabel(/^Date/), fx.date);
    await screenshot(page, 'calendar-phone-new');
    await form.locator('[data-book]').tap();
    await dialog.waitFor({ state: 'detached' });
    const bookedAt = async () => (await items(fx.date)).find((a) => a.type === 'appointment' && a.employee_id === employee.id && a.start_time === '10:30');
    await expect.poll(async () => (await bookedAt())?.service?.id).toBe(first.id);
    const booked = (await bookedAt())!;
    expect(booked.customer?.id).toBe(customer.id);

    // Tap it: its details; a status by tap.
    const item = page.locator(`[data-item-key="a:${booked.id}"]`);
    await item.scrollIntoViewIfNeeded();
    await item.tap();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.locator('[data-status="confirmed"]').tap();
    await expect.poll(async () => (await itemById(api, booked.id)).status).toBe('confirmed');

    // Edit: another service through the picker, saved.
    await details.locator('[data-open-edit]').tap();
    const edit = details.locator('[data-edit-panel] [data-booking-form]');
    await edit.waitFor();
    await pick(page, edit.locator('[data-service-line="0"]').getByRole('combobox', { name: 'Service' }), serviceOption(second.name));
    await screenshot(page, 'calendar-phone-edit');
    await edit.locator('[data-book]').tap();
    await details.locator('[data-details-body]').waitFor();
    await expect.poll(async () => (await itemById(api, booked.id)).service?.id).toBe(second.id);
    expect((await itemById(api, booked.id)).start_time).toBe('10:30');

    // Cancel: the reason by tap, then confirm.
    await details.locator('[data-open-cancel]').tap();
    const cancel = details.locator('[data-cancel-panel]');
    await cancel.waitFor();
    await cancel.locator('[data-reason="no_show"]').tap();
    await cancel.locator('[data-confirm-cancel]').tap();
    await details.waitFor({ state: 'detached' });
    await expect.poll(async () => (await itemById(api, booked.id)).status).toBe('cancelled');
  });

  it('takes every picker of block time, time off, reminder and reschedule by tap', async () => {
    const [one, two] = fx.employees as [CalendarFixture['employees'][number], CalendarFixture['employees'][number]];
    const day = otherDay();
    const page = await phonePage();
    await openCalendar(page, { view: 'daily', date: fx.date });

    // Block time: team member, date, start and end.
    let dialog = await openNew(page, 'Block time', 'data-block-dialog');
    await pick(page, dialog.getByRole('combobox', { name: 'Team member' }), two.name);
    await pickDate(page, dialog.getByLabel('Date', { exact: true }), day);
    await pick(page, dialog.getByRole('combobox', { name: 'Start' }), timeOption('13:00'));
    await pick(page, dialog.getByRole('combobox', { name: 'End' }), timeOption('14:30'));
    await button(dialog, 'Save').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await items(day)).filter((i) => i.type === 'blocked' && i.employee_id === two.id).map((i) => `${i.start_time}-${i.end_time}`))
      .toEqual(['13:00-14:30']);

    // Time off: team member, kind, from and to dates, and (not whole days) its times.
    dialog = await openNew(page, 'Time off', 'data-timeoff-dialog');
    await pick(page, dialog.getByRole('combobox', { name: 'Team member' }), one.name);
    const kind = dialog.getByRole('combobox', { name: 'Kind of time off' });
    const before = await kind.inputValue();
    await kind.tap();
    const kinds = await openDropdown(page);
    const other = kinds.locator('[role="option"]').filter({ hasNotText: new RegExp(`^${escape(before)}$`) }).first();
    const chosenKind = (await other.textContent())!;
    await other.tap();
    await kinds.waitFor({ state: 'hidden' });
    expect(await kind.inputValue()).toBe(chosenKind);
    await pickDate(page, dialog.getByLabel('From', { exact: true }), day);
    await pickDate(page, dialog.getByLabel('Until', { exact: true }), day);
    await dialog.getByRole('switch', { name: 'Whole days' }).tap();
    await pick(page, dialog.getByRole('combobox', { name: 'Start' }), timeOption('08:00'));
    await pick(page, dialog.getByRole('combobox', { name: 'End' }), timeOption('09:15'));
    await button(dialog, 'Save').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const hours = await api.get<WorkingHoursResponse>(`whours?date_from=${day}&date_to=${day}`);
        return hours.employee_timeoffs.filter((e) => e.employee_id === one.id && e.type === 'timeoff').map((e) => `${e.date} ${e.start_time}-${e.end_time} ${e.all_day}`);
      })
      .toEqual([`${day} 08:00-09:15 false`]);

    // A reminder: team member, date, time; its text typed.
    dialog = await openNew(page, 'New reminder', 'data-reminder-dialog');
    await pick(page, dialog.getByRole('combobox', { name: 'Team member' }), two.name);
    await pickDate(page, dialog.getByLabel('Date', { exact: true }), day);
    await pick(page, dialog.getByRole('combobox', { name: 'Start' }), timeOption('16:45'));
    await dialog.getByLabel('Reminder').tap();
    await page.keyboard.type('Call back about the colour');
    await button(dialog, 'Save').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await items(day)).filter((i) => i.type === 'reminder' && i.employee_id === two.id).map((i) => `${i.start_time} ${i.note}`))
      .toEqual(['16:45 Call back about the colour']);

    // Reschedule a booking of the employee the phone shows: date, time and another team member.
    const header = (await page.locator('[data-header-index]').first().textContent()) ?? '';
    const shown = fx.employees.find((e) => header.includes(e.name))!;
    const service = services.find((s) => !s.resource_required && s.employees.some((e) => e.employee_id === shown.id) && s.employees.some((e) => e.employee_id !== shown.id))!;
    const target = fx.employees.find((e) => e.id !== shown.id && service.employees.some((p) => p.employee_id === e.id))!;
    const booked = await book(api, { date: fx.date, services: [{ service_id: service.id, employee_id: shown.id, start_time: '11:00' }] });
    const item = page.locator(`[data-item-key="a:${booked.id}"]`);
    await item.waitFor();
    await item.scrollIntoViewIfNeeded();
    await item.tap();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.getByRole('button', { name: 'Reschedule' }).tap();
    const panel = details.locator('[data-reschedule-panel]');
    await panel.waitFor();
    await pickDate(page, panel.getByLabel('Date', { exact: true }), day);
    await pick(page, panel.getByRole('combobox', { name: 'Start' }), timeOption('15:15'));
    await pick(page, panel.getByRole('combobox', { name: 'Team member' }), target.name);
    await screenshot(page, 'calendar-phone-reschedule');
    await button(panel, 'Save').tap();
    const clash = page.locator('[data-clash-dialog]');
    await Promise.race([details.waitFor({ state: 'detached' }), clash.waitFor()]);
    if (await clash.count()) await clash.getByRole('button', { name: 'Book anyway' }).tap();
    await details.waitFor({ state: 'detached' });
    const moved = await itemById(api, booked.id);
    expect([moved.date, moved.start_time, moved.employee_id]).toEqual([day, '15:15', target.id]);
  });
});
