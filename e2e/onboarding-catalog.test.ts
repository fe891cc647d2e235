/**
 * A new venue can book within minutes of signing up (issue 12): a barber signs up on a phone, goes
 * through onboarding, keeps the starter services of a barbershop (one unticked, one price changed),
 * finishes, and books one of those services on the calendar — no seed data involved.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { addDays } from '@chairside/shared/rules/calendar-time';
import { mondayOf } from '@chairside/shared/rules/work-schedule';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage';
import { setupE2E } from './harness';
import { apiAs, columnIndex, openCalendar, pointAt } from './calendar-helpers';
import { expectCalendar, signUp, storedToken, waitForPath } from './shell-helpers';

const e2e = setupE2E();

async function next(page: Page, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForPath(page, path);
}

/** The page is no wider than the phone: nothing sticks out sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('onboarding starter catalogue', () => {
  it('a barber signs up, keeps the starter services with one price changed, finishes and books one of them', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signUp(page, `barber-${Date.now()}@example.test`, 'Joe the Barber');

    await page.getByRole('radio', { name: 'Barbershop' }).click();
    await page.getByRole('radio', { name: 'Just me' }).check();
    await next(page, '/onboarding/goals');
    await page.getByRole('checkbox', { name: 'Fill my calendar' }).click();
    await next(page, '/onboarding/details');
    await next(page, '/onboarding/location');
    await page.getByLabel(/^Street and number/).fill('5 High Street');
    await page.getByLabel(/^City/).fill('Bristol');
    await next(page, '/onboarding/schedule');
    await page.getByText('Step 5 of 7').waitFor();
    // The usual week: Monday to Friday 09:00–18:00, Saturday 10:00–16:00.
    await next(page, '/onboarding/services');

    // The barbershop's starter list, all ticked.
    await page.getByRole('heading', { name: 'What do you offer?' }).waitFor();
    await page.getByText('7 of 7 ticked').waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Haircuts', 'Beard & shave']);
    await page.getByRole('checkbox', { name: "Offer Kids' cut (under 12)" }).uncheck();
    await page.getByText('6 of 7 ticked').waitFor();
    await page.getByRole('checkbox', { name: 'Offer Hot towel shave' }).uncheck();
    await page.getByText('5 of 7 ticked').waitFor();
    const price = page.getByRole('textbox', { name: 'Price of Haircut', exact: true });
    await price.fill('27');
    await price.blur();
    // A length too short for the service is refused on the field, before anything is sent.
    const length = page.getByRole('textbox', { name: 'Length of Haircut & beard in minutes' });
    await length.fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Allow at least 5 minutes: the processing time needs its place.').waitFor();
    await length.fill('45');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await next(page, '/onboarding/plan');

    // Back to the services: the choice comes back as saved, and saving again adds nothing twice.
    await page.getByRole('radio', { name: /^Pro/ }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/onboarding/services');
    await page.getByText('5 of 7 ticked').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Offer Hot towel shave' }).isChecked()).toBe(false);
    await next(page, '/onboarding/plan');
    await page.getByRole('radio', { name: /^Pro/ }).click();
    await page.getByRole('button', { name: 'Finish and open the calendar' }).click();
    await expectCalendar(page);

    const token = (await storedToken(page))!;
    const api = apiAs(e2e.server.url, token);
    const { data } = await api.get<{ data: { id: number; name: string; duration: number; price: number; employees: { employee_id: number }[] }[] }>('employees/services');
    expect(data.map((s) => [s.name, s.duration, s.price])).toEqual([
      ['Haircut', 30, 2700], ['Skin fade', 45, 3000], ['Clipper cut (one length)', 20, 1500],
      ['Beard trim', 20, 1500], ['Haircut & beard', 45, 4000],
    ]);
    const ownerId = data[0]!.employees[0]!.employee_id;

    // The calendar on a desk: the owner's column on a Tuesday ahead, the Haircut at 10:00.
    const desk = await e2e.page('laptop', { locale: 'en-US' });
    await desk.context().addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.authToken, token] as const);
    const today = new Date().toISOString().slice(0, 10);
    const date = addDays(mondayOf(today), 8);
    await openCalendar(desk, { view: 'daily', date });
    const at = await pointAt(desk, await columnIndex(desk, 'Robin'), 10 * 60 + 5);
    await desk.mouse.click(at.x, at.y);
    const dialog = desk.locator('[data-new-appointment]');
    await dialog.locator('[data-booking-form]').waitFor();
    await desk.getByRole('combobox', { name: 'Service' }).click();
    await desk.locator('[role="option"]:visible', { hasText: /^Haircut/ }).first().click();
    await dialog.locator('[data-book]').click();
    await dialog.waitFor({ state: 'detached' });

    const booked = (await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${date}&date_to=${date}`)).appointments;
    expect(booked.map((a) => [a.employee_id, a.start_time, a.end_time, a.price])).toEqual([[ownerId, '10:00', '10:30', 2700]]);
    await desk.locator(`[data-item-key="a:${booked[0]!.id}"]`).first().waitFor();
  });
});
