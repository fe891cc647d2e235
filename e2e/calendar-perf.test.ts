/**
 * The 600-item day view (30 columns) in headless Chromium: paint time from data received
 * (performance marks of the screen) and long tasks while scrolling. The numbers are printed and
 * kept in test-results/calendar-perf.json; the ≤ 300 ms / ≤ 50 ms goals are checked by the bench
 * (bench/cases/calendar-paint.ts), not here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, setupE2E } from './harness';
import { COLUMNS, ITEMS_PER_COLUMN, measureCalendar } from './calendar-perf-scenario';

const e2e = setupE2E();

describe('calendar performance', () => {
  it('renders a 30-column day with 600 items and reports paint and scroll figures', async () => {
    const result = await measureCalendar(e2e.browser, e2e.server.url, 3);
    expect(result.itemsRendered).toBeGreaterThan(0);
    expect(result.itemsSeen).toBe(COLUMNS * ITEMS_PER_COLUMN);
    expect(result.paints).toHaveLength(3);
    const report = {
      paint_ms: result.paints.map((ms) => Math.round(ms)),
      long_tasks_while_scrolling_ms: result.longTasks.map((ms) => Math.round(ms)),
      scroll_frames: result.scrollFrames,
      items_drawn_first: result.itemsRendered,
      items_seen_while_scrolling: result.itemsSeen,
    };
    console.log(`calendar 30×20 day view: ${JSON.stringify(report)}`);
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'test-results', 'calendar-perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  });
});
