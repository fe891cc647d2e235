/**
 * Booking on a phone (Chromium's phone emulation: 390×844, isMobile, hasTouch, device scale 3):
 * book, edit and cancel with touch events only (taps, and typing where a user types in a search
 * field; never a mouse click). Every dropdown opened lies fully on the screen and takes a tap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, type Locator, type Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { CustomersResponse } from '@chairside/shared/customers';
import { apiLogin, screenshot, setupE2E, signIn } from './harness';
import { apiAs, calendarFixture, itemById, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 7);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
});

/** An iPhone 13 as Chromium's device emulation draws it: the whole 390×844 screen, touch, a mobile viewport. */
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']!;
const PHONE = { ...iPhone, viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

async function phonePage(): Promise<Page> {
  const page = await e2e.page({ width: 390, height: 844 }, PHONE);
  page.on('pageerror', (error) => console.error('page error:', error));
  await signIn(page, e2e.server.url, 'owner');
  return page;
}

/** The open dropdown (the listbox's popover) once it has stopped moving; its box must lie fully on the screen. */
async function openDropdown(page: Page): Promise<Locator> {
  const dropdown = page.locator('[data-combobox-dropdown]:visible, .mantine-Popover-dropdown:visible').last();
  await dropdown.waitFor();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const box = (await dropdown.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x, 'dropdown left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'dropdown top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'dropdown right edge').toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, 'dropdown bottom edge').toBeLessThanOrEqual(viewport.height + 0.5);
  return dropdown;
}

/** Taps a picker open, checks its dropdown is on screen, types `search` if given and taps the option matching `option`. */
async function pick(page: Page, picker: Locator, option: RegExp | string, search?: string): Promise<void> {
  await picker.tap();
  if (search !== undefined) await page.keyboard.type(search, { delay: 30 });
  const dropdown = await openDropdown(page);
  const choice = dropdown.locator('[role="option"]', { hasText: option }).first();
  await choice.scrollIntoViewIfNeeded();
  await choice.tap();
  await dropdown.waitFor({ state: 'hidden' });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serviceOption = (name: string) => new RegExp(`^${escape(name)}( ·|$)`);

async function bookedAt(employeeId: number, start: string): Promise<CalendarItem | undefined> {
  const day = await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`);
  return day.appointments.find((a) => a.type === 'appointment' && a.employee_id === employeeId && a.start_time === start && a.status !== 'cancelled');
}

describe('the calendar on a phone, by touch', () => {
  it('books, edits and cancels an appointment with taps only', async () => {
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

    await pick(page, form.locator('input[data-customer-picker]'), customer.phone!, customer.last_name.slice(0, 4));
    await expect.poll(() => form.locator('input[data-customer-picker]').inputValue()).toContain(customer.last_name);
    await pick(page, form.locator('[data-service-line="0"]').getByRole('combobox', { name: 'Service' }), serviceOption(first.name));
    await screenshot(page, 'calendar-phone-new');
    await form.locator('[data-book]').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await bookedAt(employee.id, '10:00'))?.service?.id).toBe(first.id);
    const booked = (await bookedAt(employee.id, '10:00'))!;
    expect(booked.customer?.id).toBe(customer.id);

    // Tap it: its details; Edit, change the service with the picker, save.
    const item = page.locator(`[data-item-key="a:${booked.id}"]`);
    await item.scrollIntoViewIfNeeded();
    await item.tap();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.locator('[data-open-edit]').tap();
    const edit = details.locator('[data-edit-panel] [data-booking-form]');
    await edit.waitFor();
    await pick(page, edit.locator('[data-service-line="0"]').getByRole('combobox', { name: 'Service' }), serviceOption(second.name));
    await screenshot(page, 'calendar-phone-edit');
    await edit.locator('[data-book]').tap();
    await details.locator('[data-details-body]').waitFor();
    await expect.poll(async () => (await itemById(api, booked.id)).service?.id).toBe(second.id);

    // Cancel by tap.
    await details.locator('[data-open-cancel]').tap();
    const cancel = details.locator('[data-cancel-panel]');
    await cancel.waitFor();
    await cancel.locator('[data-reason="client_request"]').tap();
    await cancel.locator('[data-confirm-cancel]').tap();
    await details.waitFor({ state: 'detached' });
    await expect.poll(async () => (await itemById(api, booked.id)).status).toBe('cancelled');
  });
});
