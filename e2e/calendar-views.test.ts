/**
 * Calendar views in Chromium (spec §2.4): daily/weekly switching and header rules, keyboard use,
 * calendar.own (the staff login sees only its own column), booking from empty time, details with
 * status and cancel (no-show), and one column at a time on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, axeViolations, screenshot, setupE2E, signIn } from './harness';
import { apiAs, book, calendarFixture, columnIndex, itemById, itemLocator, openCalendar, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 5);
});

const headers = (page: Page) => page.locator('[data-header-index]').evaluateAll((els) => els.map((el) => el.getAttribute('data-header-label') ?? ''));
const view = (page: Page) => page.locator('[data-calendar]').getAttribute('data-view');

describe('calendar views', () => {
  it('switches between daily and weekly by the spec rules', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    const daily = await headers(page);
    expect(daily.length).toBeGreaterThanOrEqual(2);
    const first = daily[0]!;

    // weekly with nothing selected selects the first employee; a column per week day
    await page.locator('[data-view-switch]').getByText('Week').click();
    await expect.poll(() => view(page)).toBe('weekly');
    await expect.poll(async () => (await headers(page)).length).toBe(7);
    expect(await page.locator('input[data-selected-column]').inputValue()).toBe(first);
    await screenshot(page, 'calendar-weekly');

    // clearing the selection returns to the daily view
    // (Mantine keeps its clear button out of the tab order; the Day switch is the keyboard path)
    await page.locator('button[aria-label="Back to all columns"]').click();
    await expect.poll(() => view(page)).toBe('daily');
    expect(new URL(page.url()).searchParams.get('view')).toBe('daily');

    // clicking an employee header selects that employee (its week)
    const second = fx.employees[1]!.name;
    await page.locator('[data-header-index]').nth(await columnIndex(page, second)).click();
    await expect.poll(() => view(page)).toBe('weekly');
    expect(await page.locator('input[data-selected-column]').inputValue()).toBe(second);

    // a week-day header opens that day; today's header is highlighted when shown
    const dayHeaders = page.locator('[data-header-index]');
    await dayHeaders.nth(3).click();
    await expect.poll(() => view(page)).toBe('daily');
    expect(new URL(page.url()).searchParams.get('date')).not.toBeNull();
    await page.locator('[data-view-switch]').getByText('Week').click();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.locator('[data-header-index][aria-current="date"]').count()).resolves.toBe(1);
  });

  it('works by keyboard: arrows move between items and slots, Enter opens, Escape closes', async () => {
    const item = await book(api, { date: fx.date, status: 'confirmed', services: [{ service_id: fx.serviceId, employee_id: fx.employees[0]!.id, start_time: '09:30', duration: 30 }] });
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    await itemLocator(page, item.id).focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.slotCursor !== undefined ? 'slot' : ((document.activeElement as HTMLElement | null)?.dataset.focusKey ?? 'none'));
    expect(await focused()).toBe('slot');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(`a:${item.id}`);
    await page.keyboard.press('Enter');
    await page.locator('[data-details-body]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-details-dialog]').waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(`a:${item.id}`);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('slot');
    await page.keyboard.press('Enter');
    await page.locator('[data-booking-form]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-new-appointment]').waitFor({ state: 'detached' });
  });

  it('books from a click on empty time, then changes the status and cancels as a no-show', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    const col = await columnIndex(page, fx.employees[1]!.name);
    const at = await pointAt(page, col, 14 * 60 + 20);
    await page.mouse.click(at.x, at.y);
    const dialog = page.locator('[data-new-appointment]');
    await page.locator('[data-booking-form]').waitFor();
    await dialog.getByRole('combobox', { name: 'Service' }).click();
    await page.locator('[role="option"]:visible').first().click();
    await screenshot(page, 'calendar-new-appointment');
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });
    const day = await api.get<{ appointments: Array<{ id: number; employee_id: number; start_time: string; status: string }> }>(`appointments?date_from=${fx.date}&date_to=${fx.date}`);
    const created = day.appointments.find((a) => a.employee_id === fx.employees[1]!.id && a.start_time.startsWith('14:15'));
    expect(created).toBeDefined();

    await itemLocator(page, created!.id).click();
    const details = page.locator('[data-details-dialog]');
    await page.locator('[data-details-body]').waitFor();
    await details.locator('[data-status="confirmed"]').click();
    await expect.poll(async () => (await itemById(api, created!.id)).status).toBe('confirmed');
    await details.locator('[data-open-cancel]').click();
    await details.locator('[data-reason="no_show"]').click();
    await details.getByRole('button', { name: 'Record as no-show' }).click();
    await expect.poll(async () => {
      const cancelled = await itemById(api, created!.id);
      return [cancelled.status, cancelled.cancel_reason];
    }).toEqual(['cancelled', 'no_show']);
    await expect.poll(() => page.locator(`[data-item-key="a:${created!.id}"]`).count()).toBe(0);
  });

  it('shows the staff login only its own column', async () => {
    const page = await e2e.page('desktop');
    await signIn(page, e2e.server.url, 'staff');
    await openCalendar(page, { view: 'daily', date: fx.date });
    await expect.poll(() => headers(page)).toHaveLength(1);
    expect((await headers(page))[0]).toContain('Lucas Jansen');
    expect(await page.getByText('Resources', { exact: true }).count()).toBe(0);
    await screenshot(page, 'calendar-staff-own');
  });

  it('shows one column at a time on a phone and swipes between employees and days', async () => {
    const page = await e2e.page('phone');
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    await expect.poll(() => headers(page)).toHaveLength(1);
    const firstName = (await headers(page))[0];
    await page.getByRole('button', { name: 'Next column' }).click();
    await expect.poll(async () => (await headers(page))[0]).not.toBe(firstName);
    const secondName = (await headers(page))[0];

    // a horizontal swipe (touch) on the grid goes back to the previous employee
    const box = (await page.locator('[data-col-index="0"]').boundingBox())!;
    await page.evaluate(([x, y]) => {
      const target = document.elementFromPoint(x, y)!;
      const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, button: 0, buttons: 1 };
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
      for (let i = 1; i <= 6; i += 1) window.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + i * 25, clientY: y + 2 }));
      window.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + 150, clientY: y + 2, buttons: 0 }));
    }, [box.x + 40, box.y + 200] as const);
    await expect.poll(async () => (await headers(page))[0]).toBe(firstName);
    expect(secondName).not.toBe(firstName);
    await screenshot(page, 'calendar-phone-daily');

    await page.locator('[data-view-switch]').getByText('Week').click();
    await expect.poll(() => headers(page)).toHaveLength(1);
    await screenshot(page, 'calendar-phone-weekly');
  });

  it.each(['laptop', 'phone'] as const)('has no serious or critical axe violations at %s size (views and dialogs)', async (viewport) => {
    const item = await book(api, { date: fx.date, services: [{ service_id: fx.serviceId, employee_id: fx.employees[0]!.id, start_time: viewport === 'phone' ? '16:30' : '16:00', duration: 30 }] });
    const page = await e2e.page(viewport);
    await signIn(page, e2e.server.url, 'owner');
    await openCalendar(page, { view: 'daily', date: fx.date });
    const settled = () => page.waitForFunction(() => document.getAnimations().length === 0);
    await settled();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-view-switch]').getByText('Week').click();
    await page.locator('[data-calendar][data-view="weekly"]').waitFor();
    await settled();
    expect(await axeViolations(page)).toEqual([]);
    await openCalendar(page, { view: 'daily', date: fx.date, id: '' });
    if (viewport === 'laptop') {
      await itemLocator(page, item.id).click();
      await page.locator('[data-details-body]').waitFor();
      await settled();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('[data-details-dialog]').waitFor({ state: 'detached' });
    }
    await page.locator('[data-new-menu]').click();
    await page.getByRole('menuitem', { name: 'New appointment' }).click();
    await page.locator('[data-booking-form]').waitFor();
    await settled();
    // The customer box may open its list at once: the check waits for the first search's answer (a
    // list still searching has no options yet, which axe counts as a listbox without its children).
    await page.locator('[data-customer-searching]').waitFor({ state: 'detached' });
    await settled();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `calendar-new-${viewport}`);
  });
});
