/**
 * "New" in Chromium (issue 10 item 6): the appointment starts at the selected employee's next free
 * time, and a time outside their shift is warned about, naming the shift, but can still be booked.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import { screenshot } from './harness';
import { book, calendarSuite } from './calendar-helpers';

const suite = calendarSuite();

describe('new appointment defaults', () => {
  it('starts after the employee’s first booking of the day and warns outside the shift', async () => {
    const { employees } = await suite.api.get<{ employees: CalendarEmployee[] }>(`resources?date=${suite.fx.date}`);
    const first = employees[0]!;
    const shift = first.shifts[0];
    expect(shift, `${first.displayLabel} works on ${suite.fx.date}`).toBeDefined();
    await book(suite.api, { date: suite.fx.date, services: [{ service_id: suite.fx.serviceId, employee_id: first.id, start_time: shift!.start_time, duration: 45 }] });
    const free = Number(shift!.start_time.slice(0, 2)) * 60 + Number(shift!.start_time.slice(3)) + 45;
    const expected = `${String(Math.floor(free / 60)).padStart(2, '0')}:${String(free % 60).padStart(2, '0')}`;

    const page = await suite.openDay();
    await page.locator('[data-new-menu]').click();
    await page.getByRole('menuitem', { name: 'New appointment' }).click();
    const line = page.locator('[data-service-line="0"]');
    await line.waitFor();
    await expect.poll(() => line.getByLabel('Start').inputValue()).toBe(expected);
    expect(await page.locator('[data-hours-warning]').count()).toBe(0);

    await line.getByLabel('Start').click();
    await page.getByRole('option', { name: '06:00', exact: true }).click();
    const warning = page.locator('[data-hours-warning]');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`${first.displayLabel} works ${shift!.start_time}–${shift!.end_time} on`);
    await screenshot(page, 'calendar-new-hours-warning');
    await expect.poll(() => page.locator('[data-book]').isEnabled()).toBe(true);
  });
});
