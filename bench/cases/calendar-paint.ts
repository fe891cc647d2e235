import fs from 'node:fs';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { launchBrowser } from '../../e2e/harness';
import { COLUMNS, ITEMS_PER_COLUMN, measureCalendar } from '../../e2e/calendar-perf-scenario';
import { median, type BenchCase, type BenchContext } from '../lib/framework';

/**
 * The calendar day view with 30 columns and 600 items in headless Chromium (the built app; the
 * three calendar reads are served from memory so only the browser's work is timed): from data
 * received to painted (the screen's performance marks), and the longest task while scrolling
 * through the day and across the team.
 */
export const benchCase: BenchCase = {
  name: 'calendar-paint',
  description: `calendar day view, ${COLUMNS} columns × ${ITEMS_PER_COLUMN} items, headless Chromium: paint from data received, long tasks while scrolling`,
  async run(ctx: BenchContext) {
    if (!fs.existsSync(SERVER_ENTRY)) ctx.skip('apps/api/dist/server.js is missing: run npm run build first');
    if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) ctx.skip('chromium is not installed');
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const paints: number[] = [];
      const longTasks: number[] = [];
      for (let i = 0; i < ctx.repeats; i += 1) {
        const result = await measureCalendar(browser, server.url, 3);
        if (result.itemsSeen !== COLUMNS * ITEMS_PER_COLUMN) throw new Error(`only ${result.itemsSeen} of ${COLUMNS * ITEMS_PER_COLUMN} items were drawn`);
        paints.push(...result.paints);
        longTasks.push(...result.longTasks);
      }
      ctx.metric({
        name: 'day view painted after data received (median)',
        value: median(paints),
        unit: 'ms',
        target: { max: 300 },
        note: `${paints.length} days: ${paints.map((ms) => Math.round(ms)).join(', ')} ms`,
      });
      ctx.metric({ name: 'slowest paint', value: Math.max(...paints), unit: 'ms' });
      ctx.metric({
        name: 'longest task while scrolling',
        value: longTasks.length ? Math.max(...longTasks) : 0,
        unit: 'ms',
        target: { max: 50 },
        note: longTasks.length ? `${longTasks.length} long task(s): ${longTasks.map((ms) => Math.round(ms)).join(', ')} ms` : 'no task over 50 ms',
      });
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
