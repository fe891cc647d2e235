/**
 * Live calendar across desks: a second browser on the same venue sees every change without
 * reloading (server-sent events fed by PostgreSQL LISTEN/NOTIFY). The latency is printed, not
 * asserted: the goal is "within a second".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, setupE2E } from './harness';
import { apiAs, book, calendarFixture, columnIndex, columnOf, drag, itemLocator, openDesk, pointAt, type Api, type CalendarFixture } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let fx: CalendarFixture;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  fx = await calendarFixture(api, 6);
});

const desk = (who: 'owner' | 'multi') => openDesk(e2e, who, fx.date);

describe('live calendar', () => {
  it('shows a second desk every booking, move and cancellation without reloading', async () => {
    const first = await desk('owner');
    const second = await desk('multi');
    const latencies: Record<string, number> = {};

    // a booking made elsewhere appears on both desks (one plain stretch: the drag below starts inside it, never in a processing gap)
    let started = Date.now();
    const item = await book(api, { date: fx.date, status: 'confirmed', services: [{ service_id: fx.serviceId, employee_id: fx.employees[0]!.id, start_time: '10:00', duration: 45, gap: 0, finish: 0 }] });
    await itemLocator(second, item.id).waitFor({ timeout: 10_000 });
    latencies.created = Date.now() - started;
    await itemLocator(first, item.id).waitFor({ timeout: 10_000 });

    // a move on the first desk shows on the second
    const from = await columnIndex(first, fx.employees[0]!.name);
    const to = await columnIndex(first, fx.employees[1]!.name);
    const target = await columnIndex(second, fx.employees[1]!.name);
    const start = await pointAt(first, from, 10 * 60 + 15);
    await drag(first, start, await pointAt(first, to, 12 * 60 + 15, { scroll: false }));
    started = Date.now();
    await expect.poll(() => columnOf(second, item.id), { timeout: 10_000, interval: 50 }).toBe(target);
    latencies.moved = Date.now() - started;

    // a cancellation removes it from the second desk
    started = Date.now();
    const cancelled = await api.post(`appointments/cancel/${item.id}`, { reason: 'client_request' });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => second.locator(`[data-item-key="a:${item.id}"]`).count(), { timeout: 10_000, interval: 50 }).toBe(0);
    latencies.cancelled = Date.now() - started;

    console.log(`live update latency on the second desk (ms): ${JSON.stringify(latencies)}`);
    expect(Object.keys(latencies)).toHaveLength(3);
  });
});
