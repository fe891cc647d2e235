/**
 * Calendar editing in Chromium (spec §2.4 "Item display and editing"): drag to move across
 * employees and times, undo, resize by the bottom edge, the forbidden drags (reserved slot move,
 * blocked resize, time-off) and a clash that asks before forcing.
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { book, calendarSuite, columnIndex, columnOf, drag, itemById, itemLocator, pointAt } from './calendar-helpers';

const suite = calendarSuite();
const { employee, openDay } = suite;

const line = (employeeIndex: number, start: string, duration = 30) => ({ service_id: suite.fx.serviceId, employee_id: employee(employeeIndex).id, start_time: start, duration });

describe('calendar drag and drop', () => {
  it('moves an appointment to another employee and time, and undo puts it back', async () => {
    const item = await book(suite.api, { date: suite.fx.date, status: 'confirmed', services: [line(0, '10:00')] });
    const page = await openDay();
    await itemLocator(page, item.id).waitFor();
    const from = await columnIndex(page, employee(0).name);
    const to = await columnIndex(page, employee(1).name);
    const start = await pointAt(page, from, 10 * 60 + 10);
    const end = await pointAt(page, to, 11 * 60 + 10, { scroll: false });
    await drag(page, start, end);

    await expect.poll(async () => {
      const moved = await itemById(suite.api, item.id);
      return [moved.employee_id, moved.start_time.slice(0, 5)];
    }).toEqual([employee(1).id, '11:00']);
    await expect.poll(() => columnOf(page, item.id)).toBe(to);
    await screenshot(page, 'calendar-drag-moved');

    await page.locator('[data-undo-button]').click();
    await expect.poll(async () => {
      const back = await itemById(suite.api, item.id);
      return [back.employee_id, back.start_time.slice(0, 5)];
    }).toEqual([employee(0).id, '10:00']);
    await expect.poll(() => columnOf(page, item.id)).toBe(from);
  });

  it('resizes an appointment by dragging its bottom edge', async () => {
    const item = await book(suite.api, { date: suite.fx.date, services: [line(0, '13:00', 30)] });
    const page = await openDay();
    const col = await columnIndex(page, employee(0).name);
    await pointAt(page, col, 13 * 60);
    const handle = page.locator(`[data-item-key="a:${item.id}"] [data-part="resize"]`);
    const box = (await handle.boundingBox())!;
    const ppm = Number(await page.locator('[data-calendar-grid]').getAttribute('data-ppm'));
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await drag(page, { x, y }, { x, y: y + 30 * ppm });
    await expect.poll(async () => (await itemById(suite.api, item.id)).duration).toBe(60);
    expect((await itemById(suite.api, item.id)).end_time.slice(0, 5)).toBe('14:00');
  });

  it('refuses to move a reserved slot, to resize blocked time and to touch time-off', async () => {
    const reserved = await book(suite.api, { type: 'reserved_slot', date: suite.fx.date, expires_in: 10_080, services: [{ employee_id: employee(0).id, start_time: '15:00', duration: 30 }] });
    const blockedAnswer = await suite.api.post<Record<string, unknown>>('block-time/store', { employee_id: employee(0).id, date: suite.fx.date, start_time: '16:00', end_time: '17:00', note: 'Stock take' });
    expect(blockedAnswer.status).toBe(200);
    const timeoff = await suite.api.post('employees/events/timeoff/new', { employee_id: employee(1).id, start: suite.fx.date, end: suite.fx.date, start_time: '15:00', end_time: '16:00', category: 'training' });
    expect(timeoff.status).toBe(200);
    const page = await openDay();
    const col = await columnIndex(page, employee(0).name);
    const other = await columnIndex(page, employee(1).name);

    // a reserved slot stays where it is
    const from = await pointAt(page, col, 15 * 60 + 10);
    await drag(page, from, await pointAt(page, col, 17 * 60 + 30, { scroll: false }));
    await page.getByText('A reserved slot stays where it is').waitFor();
    expect((await itemById(suite.api, reserved.id)).start_time.slice(0, 5)).toBe('15:00');

    // blocked time: the bottom edge does not resize (and does not move it either)
    const blocked = (await suite.api.get<{ appointments: Array<{ id: number; type: string; start_time: string; end_time: string }> }>(`appointments?date_from=${suite.fx.date}&date_to=${suite.fx.date}`))
      .appointments.find((item) => item.type === 'blocked' && item.start_time.startsWith('16:00'))!;
    await pointAt(page, col, 16 * 60);
    const edge = (await page.locator(`[data-item-key="a:${blocked.id}"] [data-part="resize"]`).boundingBox())!;
    await drag(page, { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 }, { x: edge.x + edge.width / 2, y: edge.y + 80 });
    await page.getByText('The length of blocked time cannot be changed here.').waitFor();
    const after = await itemById(suite.api, blocked.id);
    expect([after.start_time.slice(0, 5), after.end_time.slice(0, 5)]).toEqual(['16:00', '17:00']);

    // time-off is shown and cannot be dragged
    await pointAt(page, other, 15 * 60);
    const block = page.locator('[data-timeoff]').first();
    await block.waitFor();
    const tb = (await block.boundingBox())!;
    await drag(page, { x: tb.x + tb.width / 2, y: tb.y + 10 }, { x: tb.x + tb.width / 2, y: tb.y + 120 });
    await page.getByText('Time off cannot be edited, moved or resized here.').waitFor();
    const hours = await suite.api.get<{ employee_timeoffs: Array<{ employee_id: number; start_time: string }> }>(`whours?date_from=${suite.fx.date}&date_to=${suite.fx.date}`);
    expect(hours.employee_timeoffs.find((e) => e.employee_id === employee(1).id)?.start_time).toBe('15:00');
    await screenshot(page, 'calendar-forbidden');
  });

  it('asks before booking over another appointment, and forces only when told', async () => {
    const mine = await book(suite.api, { date: suite.fx.date, services: [line(0, '11:30')] });
    const theirs = await book(suite.api, { date: suite.fx.date, services: [line(1, '11:30')] });
    const page = await openDay();
    const a = await columnIndex(page, employee(0).name);
    const b = await columnIndex(page, employee(1).name);

    const tryMove = async () => {
      const start = await pointAt(page, b, 11 * 60 + 40);
      await drag(page, start, await pointAt(page, a, 11 * 60 + 40, { scroll: false }));
      await page.locator('[data-clash-dialog]').waitFor();
    };
    await tryMove();
    await screenshot(page, 'calendar-clash');
    await page.getByRole('button', { name: 'No, keep it as it was' }).click();
    await page.locator('[data-clash-dialog]').waitFor({ state: 'detached' });
    await expect.poll(() => columnOf(page, theirs.id)).toBe(b);
    expect((await itemById(suite.api, theirs.id)).employee_id).toBe(employee(1).id);

    await tryMove();
    await page.getByRole('button', { name: 'Book anyway' }).click();
    await expect.poll(async () => (await itemById(suite.api, theirs.id)).employee_id).toBe(employee(0).id);
    const forced = await itemById(suite.api, theirs.id);
    expect(forced.forced).toBe(true);
    expect((await itemById(suite.api, mine.id)).employee_id).toBe(employee(0).id);
  });
});
