/**
 * Undo in Chromium (issue 10 item 5): move, resize, a move and a resize interleaved, a status
 * change, a reschedule from the details and a cancel of a two-line booking, each undone (Ctrl+Z, the notice's Undo), and the
 * stored state read back through the API equals the state before the change.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { screenshot } from './harness';
import { book, calendarSuite, columnIndex, columnOf, drag, itemById, itemLocator, pointAt } from './calendar-helpers';

const suite = calendarSuite();
const { employee, openDay } = suite;

/** The stored state of a booking's lines: place, employee, length and split, status. */
async function stored(id: number) {
  const { lines } = await suite.api.get<{ lines: CalendarItem[] }>(`appointments/details/${id}`);
  return lines
    .map((l) => ({ id: l.id, date: l.date, start: l.start_time, end: l.end_time, employee: l.employee_id, resource: l.resource_id, duration: l.duration, split: JSON.parse(l.duration_detail) as unknown, status: l.status, reason: l.cancel_reason }))
    .sort((a, b) => a.id - b.id);
}

async function move(page: Page, fromCol: number, toCol: number, grab: number, drop: number) {
  const start = await pointAt(page, fromCol, grab);
  await drag(page, start, await pointAt(page, toCol, drop, { scroll: false }));
}

async function stretch(page: Page, id: number, minutes: number) {
  const handle = page.locator(`[data-item-key="a:${id}"] [data-part="resize"]`);
  // The item may still be re-rendering after the last change: wait until it stands still.
  let box = await handle.boundingBox();
  await expect.poll(async () => {
    await handle.scrollIntoViewIfNeeded().catch(() => {});
    const last = box;
    box = await handle.boundingBox();
    return box !== null && last !== null && box.x === last.x && box.y === last.y;
  }).toBe(true);
  box = box!;
  const ppm = Number(await page.locator('[data-calendar-grid]').getAttribute('data-ppm'));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await drag(page, { x, y }, { x, y: y + minutes * ppm });
}

const undoKeys = (page: Page) => page.keyboard.press('Control+z');

describe('calendar undo', () => {
  it('undoes a move, a resize and an interleaved move and resize exactly, processing split included', async () => {
    const item = await book(suite.api, { date: suite.fx.date, status: 'confirmed', services: [{ service_id: suite.fx.serviceId, employee_id: employee(0).id, start_time: '10:00', duration: 60, gap: 20, finish: 10 }] });
    const before = await stored(item.id);
    expect(before[0]!.split).toMatchObject({ initial: 30, gap: 20, finish: 10 });
    const page = await openDay();
    await itemLocator(page, item.id).waitFor();
    const a = await columnIndex(page, employee(0).name);
    const b = await columnIndex(page, employee(1).name);

    // move, then Ctrl+Z
    await move(page, a, b, 10 * 60 + 10, 11 * 60 + 10);
    await expect.poll(async () => (await itemById(suite.api, item.id)).employee_id).toBe(employee(1).id);
    await page.locator('[data-undo]').waitFor();
    await screenshot(page, 'calendar-undo-notice');
    await undoKeys(page);
    await expect.poll(() => stored(item.id)).toEqual(before);
    await expect.poll(() => columnOf(page, item.id)).toBe(a);

    // resize, then the notice's Undo
    await stretch(page, item.id, 30);
    await expect.poll(async () => (await itemById(suite.api, item.id)).duration).toBe(90);
    await page.locator('[data-undo]').click();
    await expect.poll(() => stored(item.id)).toEqual(before);
    await expect.poll(async () => (await itemLocator(page, item.id).boundingBox())?.height).toBeGreaterThan(0);

    // move then resize: the first undo takes back the resize only, the second the move
    await move(page, a, b, 10 * 60 + 10, 12 * 60 + 10);
    await expect.poll(async () => (await itemById(suite.api, item.id)).start_time.slice(0, 5)).toBe('12:00');
    const moved = await stored(item.id);
    await expect.poll(() => columnOf(page, item.id)).toBe(b);
    await stretch(page, item.id, 30);
    await expect.poll(async () => (await itemById(suite.api, item.id)).duration).toBe(90);
    await undoKeys(page);
    await expect.poll(() => stored(item.id)).toEqual(moved);
    await undoKeys(page);
    await expect.poll(() => stored(item.id)).toEqual(before);
    await expect.poll(() => page.locator('[data-undo-button]').isDisabled()).toBe(true);
  });

  it('undoes a status change, a reschedule and the cancel of a two-line booking, each line back as it was', async () => {
    const booking = await book(suite.api, {
      date: suite.fx.date,
      status: 'confirmed',
      services: [
        { service_id: suite.fx.serviceId, employee_id: employee(0).id, start_time: '15:00', duration: 30 },
        { service_id: suite.fx.serviceId, employee_id: employee(1).id, start_time: '15:30', duration: 45 },
      ],
    });
    const lines = await stored(booking.id);
    expect(lines).toHaveLength(2);
    expect((await suite.api.post(`appointments/update-status/${lines[1]!.id}`, { status: 'started' })).status).toBe(200);
    const before = await stored(booking.id);
    const page = await openDay();

    await itemLocator(page, booking.id).click();
    const details = page.locator('[data-details-dialog]');
    await page.locator('[data-details-body]').waitFor();
    await details.locator('[data-status="done"]').click();
    await expect.poll(async () => (await itemById(suite.api, booking.id)).status).toBe('done');
    await page.locator('[data-undo]').click();
    await expect.poll(() => stored(booking.id)).toEqual(before);

    // a move from the details' Reschedule panel is undone like a drag
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const panel = details.locator('[data-reschedule-panel]');
    await panel.getByLabel('Start').click();
    await page.getByRole('option', { name: '16:30', exact: true }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'detached' });
    await expect.poll(async () => (await itemById(suite.api, booking.id)).start_time.slice(0, 5)).toBe('16:30');
    await page.locator('[data-undo]').click();
    await expect.poll(() => stored(booking.id)).toEqual(before);
    await itemLocator(page, booking.id).click();
    await page.locator('[data-details-body]').waitFor();

    await details.locator('[data-open-cancel]').click();
    await details.locator('[data-confirm-cancel]').click();
    await details.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(booking.id)).map((l) => l.status)).toEqual(['cancelled', 'cancelled']);
    await expect.poll(() => itemLocator(page, booking.id).count()).toBe(0);
    await undoKeys(page);
    await expect.poll(() => stored(booking.id)).toEqual(before);
    await itemLocator(page, booking.id).waitFor();
    await screenshot(page, 'calendar-undo-cancel');
  });
});
