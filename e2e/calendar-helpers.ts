/** Shared steps of the calendar browser tests (e2e/calendar-*.test.ts). */
import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { BookableService } from '@chairside/shared/catalog';
import { apiLogin, setupE2E, signIn, type DemoLogin, type E2E } from './harness';

const API = '/api/v1/b2b';

export interface Api {
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  post<T = Record<string, unknown>>(path: string, body: unknown, method?: string): Promise<{ status: number; body: T }>;
}

export function apiAs(serverUrl: string, token: string): Api {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${serverUrl}${API}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  return {
    async get(path) {
      const { status, body } = await call('GET', path);
      if (status !== 200) throw new Error(`GET ${path} → ${status}: ${JSON.stringify(body)}`);
      return body;
    },
    post: (path, body, method = 'POST') => call(method, path, body),
  };
}

/**
 * A service that needs no resource (and passes `accept`) with an employee who performs it and works
 * on `date`, for a test bound to today. Demo Salon is closed on Sundays: on a day nobody works, the
 * first employee who performs such a service gets a one-day shift, as a manager opens a closed day.
 */
export async function workingOn(
  api: Api, date: string, services: BookableService[], accept: (service: BookableService) => boolean = () => true,
): Promise<{ service: BookableService; employeeId: number }> {
  const day = await api.get<{ employees: Array<{ id: number; hasShifts: boolean }> }>(`resources?date=${date}`);
  const working = new Set(day.employees.filter((e) => e.hasShifts).map((e) => e.id));
  const candidates = services.filter((s) => !s.resource_required && accept(s) && s.employees.length > 0);
  const service = candidates.find((s) => s.employees.some((e) => working.has(e.employee_id)));
  if (service) return { service, employeeId: service.employees.find((e) => working.has(e.employee_id))!.employee_id };
  const open = candidates[0];
  if (!open) throw new Error('no bookable service without a resource');
  const employeeId = open.employees[0]!.employee_id;
  const shift = await api.post(`employees/working-hours/exception/${employeeId}`, { date, spans: [{ start_time: '07:00', end_time: '21:00' }] });
  if (shift.status !== 200) throw new Error(`opening ${date} for employee ${employeeId} → ${shift.status}: ${JSON.stringify(shift.body)}`);
  return { service: open, employeeId };
}

export interface CalendarFixture {
  /** an empty future date on which the first two employees work */
  date: string;
  employees: Array<{ id: number; name: string }>;
  serviceId: number;
}

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/**
 * A quiet day four weeks or more ahead (the demo books two weeks ahead) on which at least two
 * employees work, the employees that work then, and a bookable service.
 */
export async function calendarFixture(api: Api, weeksAhead = 4): Promise<CalendarFixture> {
  const { date: today } = await api.get<{ date: string }>('resources');
  const seeded = await api.get<{ appointments: CalendarItem[] }>(`appointments?date_from=${addDays(today, -14)}&date_to=${today}`);
  // A service without processing time, so the whole booking is one draggable block whatever day the demo was seeded on.
  const plain = (item: CalendarItem) => !(JSON.parse(item.duration_detail) as { gap?: number }).gap;
  const serviceId = seeded.appointments.find((item) => item.type === 'appointment' && item.service && plain(item))?.service?.id;
  if (!serviceId) throw new Error('no service found in the demo bookings');
  for (let offset = weeksAhead * 7; offset < weeksAhead * 7 + 7; offset += 1) {
    const date = addDays(today, offset);
    const day = await api.get<{ employees: Array<{ id: number; displayLabel: string; hasShifts: boolean }> }>(`resources?date=${date}`);
    const working = day.employees.filter((e) => e.hasShifts);
    if (working.length >= 2) return { date, employees: working.map((e) => ({ id: e.id, name: e.displayLabel })), serviceId };
  }
  throw new Error('no day with two working employees');
}

/** Books one line and returns the created item. */
export async function book(api: Api, body: Record<string, unknown>): Promise<CalendarItem> {
  const { status, body: answer } = await api.post<{ appointments: CalendarItem[] }>('appointments/store', body);
  if (status !== 200) throw new Error(`store → ${status}: ${JSON.stringify(answer)}`);
  const [item] = answer.appointments;
  if (!item) throw new Error('store returned no item');
  return item;
}

export async function itemById(api: Api, id: number): Promise<CalendarItem> {
  const { appointment } = await api.get<{ appointment: CalendarItem }>(`appointments/details/${id}`);
  return appointment;
}

/** Opens the calendar at a view and date and waits for the grid with its items. */
export async function openCalendar(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(`/calendar?${new URLSearchParams(query).toString()}`);
  await page.waitForSelector('[data-calendar-grid]', { timeout: 30_000 });
}

/** The screen point of `minute` in column `col`; with `scroll` the grid first scrolls it into view. */
export async function pointAt(page: Page, col: number, minute: number, { scroll = true, xFraction = 0.5 } = {}): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([colIndex, wanted, fraction, scrollFirst]) => {
      const grid = document.querySelector<HTMLElement>('[data-calendar-grid]')!;
      const scroller = document.querySelector<HTMLElement>('[data-calendar-scroller]')!;
      const from = Number(grid.dataset.from);
      const ppm = Number(grid.dataset.ppm);
      const column = document.querySelector<HTMLElement>(`[data-col-index="${colIndex}"]`)!;
      if (scrollFirst) {
        scroller.scrollTop = Math.max(0, (wanted - from) * ppm - 200);
        column.scrollIntoView({ inline: 'nearest', block: 'nearest' });
      }
      const rect = column.getBoundingClientRect();
      return { x: rect.left + rect.width * fraction, y: rect.top + (wanted - from) * ppm };
    },
    [col, minute, xFraction, scroll] as const,
  );
}

/** The visible box of an item by its id. */
export const itemLocator = (page: Page, id: number) => page.locator(`[data-item-key="a:${id}"]`);

/** Presses at `from`, moves in steps to `to` and releases: a mouse drag. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) / 3, from.y + (to.y - from.y) / 3, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The column index (in the grid) an item is drawn in. */
export const columnOf = (page: Page, id: number) =>
  page.locator(`[data-item-key="a:${id}"]`).evaluate((el) => Number(el.closest<HTMLElement>('[data-col-index]')?.dataset.colIndex ?? -1));

/** The index of the column headed by `name` (daily view). */
export async function columnIndex(page: Page, name: string): Promise<number> {
  const labels = await page.locator('[data-header-index]').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  const index = labels.findIndex((label) => label.includes(name));
  if (index === -1) throw new Error(`no column for ${name} in ${labels.join(' | ')}`);
  return index;
}

export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * One server and browser for the test file, the owner's API and a quiet day (loaded before the
 * tests); `openDay` signs the owner in on a desktop page showing that day.
 */
export function calendarSuite() {
  const e2e = setupE2E();
  const suite = {
    e2e,
    api: undefined as unknown as Api,
    fx: undefined as unknown as CalendarFixture,
    employee: (i: number) => suite.fx.employees[i]!,
    async openDay(): Promise<Page> {
      const page = await e2e.page('desktop');
      await signIn(page, e2e.server.url, 'owner');
      await openCalendar(page, { view: 'daily', date: suite.fx.date });
      return page;
    },
  };
  beforeAll(async () => {
    suite.api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
    suite.fx = await calendarFixture(suite.api);
  });
  return suite;
}

/**
 * A desk: a desktop browser signed in to Demo Salon with the daily calendar at `date` open. It hears
 * changes once its stream has answered: the server subscribes before it sends the headers.
 */
export async function openDesk(e2e: E2E, who: DemoLogin, date: string): Promise<Page> {
  const page = await e2e.page('desktop');
  await signIn(page, e2e.server.url, who, 'Demo Salon');
  const streaming = page.waitForResponse((response) => response.url().includes('/calendar/stream?'), { timeout: 30_000 });
  await openCalendar(page, { view: 'daily', date });
  await streaming;
  return page;
}
