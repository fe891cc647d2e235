/**
 * A form filled from a booking (Chromium): the booking's details on the calendar offer the customer's
 * forms; "Fill now" there saves a response tied to that booking.
 */
import { describe, expect, it } from 'vitest';
import type { FormResponse, ResponsesResponse } from '@chairside/shared/customer-forms';
import { axeViolations } from './harness';
import { book, calendarSuite, itemLocator } from './calendar-helpers';

const s = calendarSuite();

describe('forms from a booking', () => {
  it('fills a form from the booking’s details and ties the response to the booking', async () => {
    const { data: [customer] } = await s.api.get<{ data: { id: number; first_name: string }[] }>('customers?search=a&per_page=10');
    const created = await s.api.post<FormResponse>('forms/store', {
      name: 'Scalp check',
      fields: [{ id: 'itchy', type: 'yes_no', label: 'Itchy scalp lately?', required: true }],
      ask_by_link: false,
      ask_at_desk: true,
    });
    expect(created.status).toBe(200);
    const item = await book(s.api, { customer_id: customer!.id, date: s.fx.date, force: true, services: [{ service_id: s.fx.serviceId, employee_id: s.employee(0).id, start_time: '13:00' }] });

    const page = await s.openDay();
    await itemLocator(page, item.id).click();
    const details = page.locator('[data-details-dialog]');
    await details.locator('[data-details-body]').waitFor();
    await details.locator('[data-open-forms]').click();
    await details.locator('[data-details-forms]').waitFor();
    await details.getByRole('button', { name: 'Fill now' }).click();
    await page.getByRole('menuitem', { name: 'Scalp check' }).click();
    const fill = page.locator('[data-fill-form]');
    await fill.waitFor();
    expect(await axeViolations(page, { include: '[data-details-dialog]' }), 'forms in the booking’s details').toEqual([]);
    await fill.getByText('No', { exact: true }).click();
    await fill.getByRole('button', { name: 'Save answers' }).click();
    await fill.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await s.api.get<ResponsesResponse>(`form-responses?customer_id=${customer!.id}&per_page=100`)).data.find((r) => r.form_name === 'Scalp check')?.appointment_id ?? null)
      .toBe(item.id);
  });
});
