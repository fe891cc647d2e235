/**
 * Date pickers and money in the user's language (issue 10, items 3, 4, 8 and 9), in Chromium, in
 * German and Polish: every calendar dialog with a date field opens its picker styled (a fresh page,
 * the toolbar's picker never opened), with month and week-day names of the language, the week
 * starting on the venue's first day, named previous/next buttons and no serious or critical axe
 * violation; prices follow the venue's price format whatever the language; the processing-time
 * switch shows a service's processing time; the clash dialog focuses the safe choice.
 */
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { BookableService } from '@chairside/shared/catalog';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { apiLogin, expectAxeClean, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, columnIndex, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;
let services: BookableService[];

/** What a native reader expects, written out here rather than taken from the app's own locale data. */
const LANGUAGES = {
  de: {
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    sundayFirst: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    heading: 'Kalender',
  },
  pl: {
    months: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
    sundayFirst: ['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So'],
    previousMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    heading: 'Kalendarz',
  },
} as const;
type Lang = keyof typeof LANGUAGES;

/** The venue's price format for this file: zł after the amount, a dot, three decimals (not the demo's "€ 65,00"). */
const VENUE_PRICE = { currency_symbol: 'zł', currency_symbol_position: 'after', decimal_separator: 'dot', price_decimal_places: 3 } as const;
const venuePrice = (minor: number) => `${(minor / 100).toFixed(3)} zł`;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 5);
  services = (await api.get<{ data: BookableService[] }>('employees/services')).data;
  const profile = await api.post('settings/venue/update', { section: 'profile', ...VENUE_PRICE });
  expect(profile.status).toBe(200);
  // Sunday first: neither the interface languages' Monday nor dayjs's default can pass for it.
  const calendar = await api.post('settings/venue/update', { section: 'calendar', start_of_week: 0 });
  expect(calendar.status).toBe(200);
});

/** A fresh page in `lang`, signed in, on the calendar at the fixture's day. */
async function calendarIn(lang: Lang): Promise<Page> {
  const page = await e2e.page('desktop');
  await page.context().addInitScript((value) => localStorage.setItem('lang_type', value), lang);
  await signIn(page, e2e.server.url, 'owner');
  await openCalendar(page, { view: 'daily', date: fx.date });
  return page;
}

async function newBookingAt(page: Page, employee: string, minute: number): Promise<Locator> {
  const at = await pointAt(page, await columnIndex(page, employee), minute + 5);
  await page.mouse.click(at.x, at.y);
  await page.locator('[data-booking-form]').waitFor();
  return page.locator('[data-new-appointment]');
}

/** Opens the New menu's `item` (0 appointment, 1 blocked time, 2 reminder, 3 time off) and returns its date field. */
async function fromNewMenu(page: Page, item: number): Promise<Locator> {
  await page.locator('[data-new-menu]').click();
  await page.getByRole('menuitem').nth(item).click();
  const field = page.locator('[role="dialog"] [data-date-field]').first();
  await field.waitFor();
  return field;
}

/**
 * Opens the date field's picker and checks it: styled (a grid of fixed-size day buttons, not a bare
 * table), the month of `date` and the week days in `lang` from Sunday, named previous/next buttons.
 */
async function checkPicker(page: Page, field: Locator, lang: Lang, date: string) {
  const words = LANGUAGES[lang];
  await field.click();
  const previous = page.getByRole('button', { name: words.previousMonth, exact: true });
  await previous.waitFor();
  await expect.poll(() => page.getByRole('button', { name: words.nextMonth, exact: true }).isVisible()).toBe(true);

  const dropdown = page.locator('.mantine-Popover-dropdown:visible').last();
  const month = words.months[Number(date.slice(5, 7)) - 1]!;
  // The text as written (the stylesheet may capitalise it for display).
  await expect.poll(() => dropdown.locator('[class*="calendarHeaderLevel"]').first().textContent()).toBe(`${month} ${date.slice(0, 4)}`);
  const weekdays = await dropdown.locator('th').allTextContents();
  expect(weekdays.map((w) => w.trim())).toEqual(words.sundayFirst);

  // Styled: Mantine's stylesheet gives the chevron a fixed size and day cells a fixed height.
  const chevron = await previous.locator('svg').boundingBox();
  expect(chevron?.width ?? 999).toBeLessThanOrEqual(24);
  const day = await dropdown.locator('td button').first().boundingBox();
  expect(day?.height ?? 0).toBeGreaterThanOrEqual(28);
  expect(day?.height ?? 999).toBeLessThanOrEqual(48);
}

const ownPrice = (service: BookableService, employeeId: number) => (service.employees.find((e) => e.employee_id === employeeId) ?? service).price;

describe.each(['de', 'pl'] as const)('date pickers and prices in %s', (lang) => {
  it('the new-appointment dialog: picker in the language from the venue’s first day, venue price format, axe clean', async () => {
    const page = await calendarIn(lang);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: LANGUAGES[lang].heading }).count()).toBe(1);
    const employee = fx.employees[0]!;
    const dialog = await newBookingAt(page, employee.name, 11 * 60);

    const service = services.find((s) => s.id === fx.serviceId)!;
    await dialog.locator('[data-line-service]').click();
    await page.locator('[role="option"]:visible', { hasText: service.name }).first().click();
    await expect.poll(() => dialog.locator('[data-line-price]').innerText()).toContain(venuePrice(ownPrice(service, employee.id)));
    expect(await dialog.locator('[data-line-price]').innerText()).not.toContain('€');

    await checkPicker(page, dialog.locator('[data-date-field]').first(), lang, fx.date);
    await expectAxeClean(page, `${lang}-new-appointment`);
  });

  it('the toolbar’s month picker speaks the language too', async () => {
    const page = await calendarIn(lang);
    const title = page.locator('[data-calendar-title]');
    await title.click();
    const words = LANGUAGES[lang];
    await page.getByRole('button', { name: words.previousMonth, exact: true }).waitFor();
    const dropdown = page.locator('.mantine-Popover-dropdown:visible').last();
    expect((await dropdown.locator('th').allTextContents()).map((w) => w.trim())).toEqual(words.sundayFirst);
    await expectAxeClean(page, `${lang}-toolbar-picker`);
  });

  it.each([
    ['blocked time', 1],
    ['reminder', 2],
    ['time off', 3],
  ] as const)('the %s dialog (New menu item %i): picker in the language, axe clean', async (name, item) => {
    const page = await calendarIn(lang);
    const field = await fromNewMenu(page, item);
    await checkPicker(page, field, lang, fx.date);
    await expectAxeClean(page, `${lang}-${name.replace(' ', '-')}`);
  });
});

describe('the details dialog and the clash dialog (German)', () => {
  it('reschedule: picker in German, axe clean', async () => {
    const employee = fx.employees[1]!;
    const item = await book(api, { date: fx.date, services: [{ service_id: fx.serviceId, employee_id: employee.id, start_time: '15:00' }] });
    const page = await calendarIn('de');
    await page.locator(`[data-item-key="a:${item.id}"]`).click();
    const details = page.locator('[data-details-dialog]');
    await details.getByRole('button', { name: 'Verlegen' }).click();
    await checkPicker(page, page.locator('[role="dialog"] [data-date-field]').first(), 'de', fx.date);
    await expectAxeClean(page, 'de-reschedule');
  });

  it('the cancel panel: its red confirm button and the rest pass axe', async () => {
    const employee = fx.employees[1]!;
    const item = await book(api, { date: fx.date, services: [{ service_id: fx.serviceId, employee_id: employee.id, start_time: '17:00' }] });
    const page = await calendarIn('de');
    await page.locator(`[data-item-key="a:${item.id}"]`).click();
    await page.locator('[data-details-dialog] [data-open-cancel]').click();
    await page.locator('[data-confirm-cancel]').waitFor();
    await expectAxeClean(page, 'de-cancel');
  });

  it('a clash focuses "keep it": Enter books nothing; the dialog passes axe', async () => {
    const employee = fx.employees[0]!;
    const page = await calendarIn('de');
    const dialog = await newBookingAt(page, employee.name, 10 * 60);
    const service = services.find((s) => s.id === fx.serviceId)!;
    await dialog.locator('[data-line-service]').click();
    await page.locator('[role="option"]:visible', { hasText: service.name }).first().click();
    // Another desk takes the slot while this one fills the form.
    const taken = await book(api, { date: fx.date, services: [{ service_id: fx.serviceId, employee_id: employee.id, start_time: '10:00' }] });
    // A retry clicks the same empty slot, so the booking that took it goes when the test ends.
    onTestFinished(async () => void (await api.post(`appointments/cancel/${taken.id}`, { reason: 'client_request' })));
    const before = await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`);
    await dialog.locator('[data-book]').click();
    await page.locator('[data-clash-dialog]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-clash-keep') ?? false)).toBe(true);
    await expectAxeClean(page, 'de-clash');
    await page.keyboard.press('Enter');
    await page.locator('[data-clash-dialog]').waitFor({ state: 'detached' });
    const after = await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`);
    expect(after.appointments.length).toBe(before.appointments.length);
  });
});

describe('the processing-time switch', () => {
  it('is on for a service that has processing time', async () => {
    const working = new Set(fx.employees.map((e) => e.id));
    const pair = services
      .flatMap((s) => s.employees.filter((e) => working.has(e.employee_id) && e.gap > 0).map((e) => ({ service: s, employeeId: e.employee_id })))
      .at(0);
    expect(pair, 'the demo has a service with processing time').toBeDefined();
    const plain = services.find((s) => s.employees.some((e) => e.employee_id === pair!.employeeId && e.gap === 0));
    const page = await calendarIn('de');
    const dialog = await newBookingAt(page, fx.employees.find((e) => e.id === pair!.employeeId)!.name, 12 * 60);
    const processing = dialog.locator('input[data-line-processing]');
    const choose = async (name: string) => {
      await dialog.locator('[data-line-service]').click();
      await page.locator('[role="option"]:visible', { hasText: name }).first().click();
    };
    await choose(pair!.service.name);
    await expect.poll(() => processing.isChecked()).toBe(true);
    if (plain) {
      await choose(plain.name);
      await expect.poll(() => processing.isChecked()).toBe(false);
    }
  });
});
