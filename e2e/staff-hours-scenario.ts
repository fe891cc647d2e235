/**
 * The working-hours grid's paint measurement, shared by the browser test and the bench: a week of
 * 30 employees (two or three intervals a day, exceptions, time-off, a closed day), served by
 * intercepting GET employees/working-hours, timed with the screen's own performance marks
 * (`staff-hours:paint`, from data received to painted).
 */
import type { Browser, Page, Route } from 'playwright-core';
import { newPage, signIn } from './harness';

export const GRID_EMPLOYEES = 30;

const NAMES = ['Anna', 'Bram', 'Chloé', 'Daan', 'Eva', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jesse', 'Kiki', 'Lars'];
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A week from `monday` of 30 employees with breaks, one-day changes, time-off and a closed Sunday. */
export function syntheticWeek(monday: string) {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const employees = Array.from({ length: GRID_EMPLOYEES }, (_, i) => ({
    id: 2001 + i, first_name: NAMES[i % NAMES.length]!, last_name: `${String.fromCharCode(65 + (i % 26))}.`, color: '#1971c2', avatar: null,
  }));
  const cells = employees.flatMap((employee, row) =>
    dates.map((date, col) => {
      const off = (row + col) % 6 === 5 || col === 6;
      const spans = off ? [] : (row + col) % 3 === 0
        ? [{ start_time: '08:00', end_time: '12:00' }, { start_time: '12:30', end_time: '16:00' }, { start_time: '17:00', end_time: '20:00' }]
        : [{ start_time: '09:00', end_time: '13:00' }, { start_time: '13:30', end_time: '18:00' }];
      return {
        employee_id: employee.id, date, spans, source: col === 6 ? 'closed' : off ? 'none' : (row + col) % 7 === 0 ? 'exception' : 'pattern',
        outside_opening: (row + col) % 3 === 0 && !off,
      };
    }),
  );
  const timeoffs = employees.filter((_, i) => i % 5 === 0).map((employee, i) => ({
    id: 900_000 + i, group_hash: null, employee_id: employee.id, type: 'timeoff', category: 'vacation', title: 'Holiday',
    start: dates[1]!, end: dates[3]!, date: dates[1]!, start_time: '00:00', end_time: '24:00', all_day: true, color: '#2f9e44', note: '',
  }));
  return {
    from: dates[0]!, to: dates[6]!, employees, cells, timeoffs,
    days: dates.map((date, col) => ({
      date, closed: col === 6, closed_name: col === 6 ? 'Sunday' : null,
      opening: col === 6 ? [] : [{ start_time: '09:00', end_time: '18:00' }],
    })),
  };
}

async function serve(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const body = syntheticWeek(url.searchParams.get('from') ?? '2030-01-07');
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

async function waitForPaint(page: Page, count: number): Promise<number> {
  await page.waitForFunction((n) => performance.getEntriesByName('staff-hours:paint').length >= n, count, { timeout: 30_000 });
  return page.evaluate((n) => performance.getEntriesByName('staff-hours:paint')[n - 1]!.duration, count);
}

export interface GridPaintResult {
  /** ms from data received to painted, one per week shown */
  paints: number[];
  /** cells drawn in the first week */
  cells: number;
}

/** Opens the 30-employee week `samples` times (week after week); the page is closed after. */
export async function measureHoursGrid(browser: Browser, serverUrl: string, samples = 3): Promise<GridPaintResult> {
  const page = await newPage(browser, { width: 1440, height: 900 }, { baseURL: serverUrl });
  try {
    await signIn(page, serverUrl, 'owner');
    await page.route((url) => /\/api\/v1\/b2b\/employees\/working-hours$/.test(url.pathname), serve);
    await page.goto('/staff/working-hours?date=2030-01-07');
    const paints = [await waitForPaint(page, 1)];
    const cells = await page.locator('[data-cell]').count();
    for (let i = 1; i < samples; i += 1) {
      await page.locator('[data-next-week]').click();
      paints.push(await waitForPaint(page, i + 1));
    }
    return { paints, cells };
  } finally {
    await page.context().close();
  }
}
