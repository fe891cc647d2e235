/**
 * The calendar's paint and scroll measurement, shared by the browser test and the bench:
 * a day view with 30 employee columns and 600 items (served by intercepting the three calendar
 * reads), timed with the screen's own performance marks (`calendar:paint`, from data received
 * to painted) and scrolled while a PerformanceObserver records long tasks.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { newPage, signIn } from './harness';

export const COLUMNS = 30;
export const ITEMS_PER_COLUMN = 20;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const STATUSES = ['new', 'confirmed', 'started', 'running-late', 'done'] as const;
const COLORS = ['appt_default', 'appt_green', 'appt_light_blue', 'appt_violet', 'appt_orange', 'appt_red'] as const;
const SERVICES = ['Cut & blow-dry', 'Full colour', 'Balayage', 'Beard trim', 'Gel manicure', 'Lash lift', 'Massage 45'];
const NAMES = ['Anna', 'Bram', 'Chloé', 'Daan', 'Eva', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jesse', 'Kiki', 'Lars'];

/** 30 employees working 08:00–20:00, 600 items (overlaps and processing gaps among them). */
export function syntheticDay(date: string) {
  const employees = Array.from({ length: COLUMNS }, (_, i) => ({
    id: 1001 + i, avatar: null, displayLabel: `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + (i % 26))}.`,
    color: '#1971c2', bookable: true, hasShifts: true, shifts: [{ start_time: '08:00', end_time: '20:00' }],
  }));
  const appointments = employees.flatMap((employee, col) =>
    Array.from({ length: ITEMS_PER_COLUMN }, (_, i) => {
      const id = 500_000 + col * 100 + i;
      const start = 8 * 60 + i * 33 - (i % 5 === 4 ? 15 : 0);
      const gap = i % 4 === 1 ? 20 : 0;
      const finish = gap ? 10 : 0;
      const duration = 25 + ((i * 7 + col) % 4) * 10 + gap + finish;
      return {
        id, group_id: id, date, start_time: clock(start), end_date: date, end_time: clock(start + duration),
        status: STATUSES[(i + col) % STATUSES.length], type: 'appointment', color: COLORS[(i + col) % COLORS.length],
        duration_detail: JSON.stringify({ initial: duration - gap - finish, gap, finish }), duration,
        employee_id: employee.id, resource_id: null,
        customer: { id: id, first_name: NAMES[(i + col) % NAMES.length], last_name: `Client ${i}`, phone: '' },
        service: { id: 1 + (i % SERVICES.length), name: SERVICES[i % SERVICES.length] }, variant: null,
        price: 4500, note: '', forced: false, online_bookable: false, expires_at: null, cancel_reason: null,
      };
    }),
  );
  const employee_hours = employees.map((e) => ({ employee_id: e.id, date, start_time: '08:00', end_time: '20:00' }));
  return {
    resources: { date, employees, resources: [] },
    appointments: { appointments, basket: [] },
    whours: { employee_hours, employee_timeoffs: [], venue_hours: [{ date, start_time: '08:00', end_time: '20:00' }] },
  };
}

async function serve(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const name = url.pathname.split('/').pop() ?? '';
  const date = url.searchParams.get('date') ?? url.searchParams.get('date_from') ?? '2030-01-07';
  const day = syntheticDay(date);
  const body = name === 'resources' ? day.resources : name === 'appointments' ? day.appointments : day.whours;
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

/**
 * Scrolls like a person (40 px a frame): down through the day, across the team, back up, back
 * across, while a PerformanceObserver records long tasks and the drawn items are counted.
 * Plain JavaScript in a string, so no bundler helper leaks into the page.
 */
const SCROLL_SCRIPT = `(async () => {
  const scroller = document.querySelector('[data-calendar-scroller]');
  const seen = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  const keys = new Set();
  const maxY = scroller.scrollHeight - scroller.clientHeight;
  const maxX = scroller.scrollWidth - scroller.clientWidth;
  const path = [];
  for (let y = 0; y <= maxY; y += 40) path.push([y, 0]);
  for (let x = 0; x <= maxX; x += 40) path.push([maxY, x]);
  for (let y = maxY; y >= 0; y -= 40) path.push([y, maxX]);
  for (let x = maxX; x >= 0; x -= 40) path.push([0, x]);
  let frames = 0;
  for (const [y, x] of path) {
    scroller.scrollTop = y;
    scroller.scrollLeft = x;
    frames += 1;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (frames % 4 === 0) document.querySelectorAll('[data-item-key]').forEach((el) => keys.add(el.dataset.itemKey));
  }
  // Long tasks observed but not delivered yet, taken now instead of after a fixed pause.
  observer.takeRecords().forEach((entry) => seen.push(entry.duration));
  observer.disconnect();
  document.querySelectorAll('[data-item-key]').forEach((el) => keys.add(el.dataset.itemKey));
  return { longTasks: seen, frames, seen: keys.size };
})()`;

export interface PaintResult {
  /** ms from data received to painted, one per day shown */
  paints: number[];
  /** long tasks (> 50 ms) seen while scrolling, their durations in ms */
  longTasks: number[];
  /** scroll steps taken (one per animation frame) */
  scrollFrames: number;
  /** items drawn when the day first shows (off-screen columns are drawn as they scroll near) */
  itemsRendered: number;
  /** distinct items drawn at some point while scrolling the whole day */
  itemsSeen: number;
}

const itemCount = (page: Page) => page.locator('[data-item-key]').count();

async function waitForPaint(page: Page, count: number): Promise<number> {
  try {
    await page.waitForFunction((n) => performance.getEntriesByName('calendar:paint').length >= n, count, { timeout: 30_000 });
  } catch (error) {
    const state = await page.evaluate(() => ({
      data: performance.getEntriesByName('calendar:data').length,
      paints: performance.getEntriesByName('calendar:paint').length,
      items: document.querySelectorAll('[data-item-key]').length,
      url: location.href,
      text: document.body.innerText.slice(0, 300),
    }));
    throw new Error(`no calendar:paint #${count}: ${JSON.stringify(state)}`, { cause: error });
  }
  return page.evaluate((n) => performance.getEntriesByName('calendar:paint')[n - 1]!.duration, count);
}

/** Opens the 600-item day `samples` times (day after day) and scrolls it; the page is closed after. */
export async function measureCalendar(browser: Browser, serverUrl: string, samples = 3): Promise<PaintResult> {
  const page = await newPage(browser, { width: 1440, height: 900 }, { baseURL: serverUrl });
  try {
    await signIn(page, serverUrl, 'owner');
    await page.route((url) => /\/api\/v1\/b2b\/(resources|appointments|whours)$/.test(url.pathname), serve);
    const paints: number[] = [];
    await page.goto('/calendar?view=daily&date=2030-01-07');
    paints.push(await waitForPaint(page, 1));
    const itemsRendered = await itemCount(page);
    for (let i = 1; i < samples; i += 1) {
      await page.getByRole('button', { name: 'Next day' }).click();
      paints.push(await waitForPaint(page, i + 1));
    }
    const { longTasks, frames, seen } = (await page.evaluate(SCROLL_SCRIPT)) as { longTasks: number[]; frames: number; seen: number };
    return { paints, longTasks, scrollFrames: frames, itemsRendered, itemsSeen: seen };
  } finally {
    await page.context().close();
  }
}
