import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportHubResponse, ReportResponse } from '@chairside/shared/reports';
import { addDays, zonedDayRange, zonedToday } from '@chairside/shared/rules/calendar-time';
import { useTestApp } from '../../test/test-app';

/**
 * Reports at the HTTP edge (issue 16): every total is checked against sums the test makes itself
 * from the raw rows of Demo Salon (not through the report's query), exports read back, tenancy and
 * the sales.reports permission.
 */

const t = useTestApp();
let owner: string;
let zone: string;
let from: string;
let to: string;
let raw: Line[];
interface Line {
  id: number; group_id: number; status: string; cancel_reason: string | null; customer_id: number | null; employee_id: number;
  service_id: number | null; price: number; initial_minutes: number; gap_minutes: number; finish_minutes: number; starts_at: Date;
}

const report = async (path: string, query: Record<string, string> = {}, token = owner) => {
  const response = await t.call('GET', `reports/${path}`, { token, query: { date_from: from, date_to: to, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResponse>();
};
const sum = (list: Line[], pick: (l: Line) => number) => list.reduce((acc, l) => acc + pick(l), 0);
const kept = () => raw.filter((l) => l.status !== 'cancelled');

beforeAll(async () => {
  owner = await t.login('owner');
  const result = (await t.database.db.execute(sql`select timezone from venues where id = ${t.seed.salon.id}`)) as unknown as { rows: { timezone: string }[] };
  zone = result.rows[0]!.timezone;
  const today = zonedToday(new Date(), zone);
  // Every demo booking lies within a few weeks of the seed day.
  [from, to] = [addDays(today, -120), addDays(today, 120)];
  const { start, end } = zonedDayRange(from, to, zone);
  const lines = (await t.database.db.execute(sql`
    select id, group_id, status, cancel_reason, customer_id, employee_id, service_id, price, initial_minutes, gap_minutes, finish_minutes, starts_at
    from appointments where venue_id = ${t.seed.salon.id} and type = 'appointment' and starts_at >= ${start.toISOString()} and starts_at < ${end.toISOString()}`)) as unknown as { rows: Line[] };
  raw = lines.rows;
  expect(raw.length).toBeGreaterThan(20);
});

describe('appointment reports agree with the raw booked lines', () => {
  it('services/sales and group-sales: lines not cancelled, their minutes and booked value', async () => {
    const services = await report('services/sales');
    expect(services.state).toBe('ready');
    expect(services.totals).toMatchObject({
      appointments: kept().length,
      minutes: sum(kept(), (l) => l.initial_minutes + l.gap_minutes + l.finish_minutes),
      booked_value: sum(kept(), (l) => l.price),
    });
    expect(services.rows.reduce((acc, r) => acc + Number(r.appointments), 0)).toBe(kept().length);
    const groups = await report('services/group-sales');
    expect(groups.totals).toMatchObject({ appointments: services.totals.appointments, booked_value: services.totals.booked_value });
    expect(services.definitions.map((d) => d.key)).toContain('booked_value');
    expect(services.definitions[0]!.text.length).toBeGreaterThan(10);
  });

  it('customer/cancellation-reasons, no-shows and confirmations', async () => {
    const cancelled = raw.filter((l) => l.status === 'cancelled');
    const reasons = await report('customer/cancellation-reasons');
    expect(reasons.totals).toMatchObject({ cancellations: cancelled.length, booked_value: sum(cancelled, (l) => l.price) });
    const noShow = cancelled.filter((l) => l.cancel_reason === 'no_show');
    expect(reasons.rows.find((r) => r.reason === 'no_show')?.cancellations ?? 0).toBe(noShow.length);
    const noShows = await report('customer/no-shows');
    expect(noShows.totals).toMatchObject({ no_shows: noShow.filter((l) => l.customer_id).length });
    const confirmations = await report('customer/confirmations');
    expect(confirmations.totals.appointments).toBe(raw.length);
    for (const row of confirmations.rows) expect(row.appointments).toBe(raw.filter((l) => l.status === row.status).length);
  });

  it('customer/visits and summary: a visit is a booking with a line not cancelled', async () => {
    const visits = await report('customer/visits');
    const perCustomer = new Map<number, Set<number>>();
    for (const l of kept()) if (l.customer_id) perCustomer.set(l.customer_id, (perCustomer.get(l.customer_id) ?? new Set()).add(l.group_id));
    expect(visits.totals.visits).toBe([...perCustomer.values()].reduce((acc, set) => acc + set.size, 0));
    expect(visits.rows.length).toBe(perCustomer.size);
    const summary = await report('customer/summary');
    expect(summary.totals).toMatchObject({
      appointments: kept().length,
      cancelled: raw.filter((l) => l.status === 'cancelled' && l.cancel_reason !== 'no_show').length,
      no_shows: raw.filter((l) => l.cancel_reason === 'no_show' && l.status === 'cancelled').length,
    });
    const { start, end } = zonedDayRange(from, to, zone);
    const created = (await t.database.db.execute(sql`select count(*)::int as n from customers where venue_id = ${t.seed.salon.id}
      and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`)) as unknown as { rows: { n: number }[] };
    expect(summary.totals.new_customers).toBe(created.rows[0]!.n);
    expect(summary.previous).toMatchObject({ date_to: addDays(from, -1) });
  });

  it('employees/performance: booked minutes (initial + finish) over shift minutes, and the filter', async () => {
    const performance = await report('employees/performance');
    expect(performance.totals.booked_minutes).toBe(sum(kept(), (l) => l.initial_minutes + l.finish_minutes));
    expect(performance.totals.appointments).toBe(kept().length);
    const shifts = performance.totals.shift_minutes!;
    expect(shifts).toBeGreaterThan(0);
    expect(performance.totals.utilisation).toBe(Math.round((performance.totals.booked_minutes! / shifts) * 1000) / 10);
    const someone = kept()[0]!.employee_id;
    const one = await report('employees/performance', { employee_ids: String(someone) });
    expect(one.rows).toHaveLength(1);
    expect(one.totals.appointments).toBe(kept().filter((l) => l.employee_id === someone).length);
    const visits = await report('employees/visits');
    const groupsOf = new Map<number, Set<number>>();
    for (const l of kept()) groupsOf.set(l.employee_id, (groupsOf.get(l.employee_id) ?? new Set()).add(l.group_id));
    expect(visits.totals.visits).toBe([...groupsOf.values()].reduce((acc, set) => acc + set.size, 0));
  });

  it('inventory/stock-movements and products agree with the ledger', async () => {
    const { start, end } = zonedDayRange(from, to, zone);
    const ledger = (await t.database.db.execute(sql`select count(*)::int as n, coalesce(sum(quantity), 0)::int as q from stock_movements
      where venue_id = ${t.seed.salon.id} and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`)) as unknown as { rows: { n: number; q: number }[] };
    const movements = await report('inventory/stock-movements');
    expect(movements.rows.length).toBe(ledger.rows[0]!.n);
    expect(movements.totals.quantity).toBe(ledger.rows[0]!.q);
    const summary = await report('inventory/summary');
    expect(summary.totals.movements).toBe(ledger.rows[0]!.n);
    expect(summary.totals.units_in! - summary.totals.units_out!).toBe(ledger.rows[0]!.q);
    const products = await report('inventory/products');
    const stock = (await t.database.db.execute(sql`select coalesce(sum(on_hand), 0)::int as n from products
      where venue_id = ${t.seed.salon.id} and track_stock and not archived`)) as unknown as { rows: { n: number }[] };
    expect(products.totals.on_hand).toBe(stock.rows[0]!.n);
  });
});

describe('states, presets and the hub', () => {
  it('reports reading sales or reviews say so, with no numbers', async () => {
    expect(await report('financial/summary')).toMatchObject({ state: 'needs_sales', rows: [], totals: {}, previous: null });
    expect(await report('customer/nps')).toMatchObject({ state: 'needs_reviews', rows: [] });
    expect((await t.call('GET', 'reports/customer/nothing', { token: owner })).statusCode).toBe(404);
  });

  it('resolves presets on the venue clock and refuses a missing or reversed range', async () => {
    const year = await t.call('GET', 'reports/services/sales', { token: owner, query: { preset: 'this_year' } });
    const today = zonedToday(new Date(), zone);
    expect(year.json()).toMatchObject({ date_from: `${today.slice(0, 4)}-01-01`, date_to: `${today.slice(0, 4)}-12-31` });
    expect(year.json().previous.date_from).toBe(`${Number(today.slice(0, 4)) - 1}-01-01`);
    const reversed = await t.call('GET', 'reports/services/sales', { token: owner, query: { date_from: '2026-05-09', date_to: '2026-05-01' }, lang: 'de' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_from[0]).not.toMatch(/reports\./);
    expect((await t.call('GET', 'reports/services/sales', { token: owner })).statusCode).toBe(422);
  });

  it('the hub lists every group and today’s figures from the day’s lines', async () => {
    const response = await t.call('GET', 'reports/hub', { token: owner });
    expect(response.statusCode).toBe(200);
    const hub = response.json<ReportHubResponse>();
    expect(hub.groups.map((g) => g.group)).toEqual(['financial', 'customer', 'inventory', 'services', 'employees', 'expenses']);
    const today = raw.filter((l) => l.status !== 'cancelled' && zonedToday(new Date(l.starts_at), zone) === hub.date);
    expect(hub.today.appointments).toBe(today.length);
    expect(hub.today.takings).toBeNull();
  });
});

describe('tenancy and permission', () => {
  it('another venue never appears: its owner sees its own bookings only', async () => {
    const other = await t.login('other');
    const theirs = await report('services/sales', {}, other);
    const { start, end } = zonedDayRange(from, to, zone);
    const own = (await t.database.db.execute(sql`select count(*)::int as n, coalesce(sum(price), 0)::int as v from appointments where venue_id = ${t.seed.other.id}
      and type = 'appointment' and status <> 'cancelled' and starts_at >= ${start.toISOString()} and starts_at < ${end.toISOString()}`)) as unknown as { rows: { n: number; v: number }[] };
    expect(theirs.totals).toMatchObject({ appointments: own.rows[0]!.n, booked_value: own.rows[0]!.v });
    expect(theirs.totals.appointments).not.toBe(kept().length);
    // The salon's filter ids do not reach into another venue.
    const salonEmployee = kept()[0]!.employee_id;
    const foreign = await report('employees/performance', { employee_ids: String(salonEmployee) }, other);
    expect(foreign.rows).toEqual([]);
  });

  it('offers the filters by name, from the caller\'s venue only', async () => {
    const other = await t.login('other');
    const mine = (await t.call('GET', 'reports/filters', { token: owner })).json();
    const theirs = (await t.call('GET', 'reports/filters', { token: other })).json();
    expect(mine.employee_ids.length).toBeGreaterThan(1);
    expect(mine.service_ids.length).toBeGreaterThan(1);
    const ids = new Set(mine.employee_ids.map((e: { id: number }) => e.id));
    expect(theirs.employee_ids.some((e: { id: number }) => ids.has(e.id))).toBe(false);
  });

  it('refuses without sales.reports', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'reports/hub', { token: staff })).statusCode).toBe(403);
    expect((await t.call('GET', 'reports/filters', { token: staff })).statusCode).toBe(403);
    expect((await t.call('GET', 'reports/services/sales', { token: staff, query: { preset: 'today' } })).statusCode).toBe(403);
    expect((await t.call('GET', 'reports/services/sales/export', { token: staff, query: { preset: 'today', format: 'csv' } })).statusCode).toBe(403);
  });
});

describe('exports', () => {
  const download = (path: string, format: string, lang?: string) =>
    t.call('GET', `reports/${path}/export`, { token: owner, query: { date_from: from, date_to: to, format }, lang });

  it('XLSX reads back to the rows and totals of the JSON (money in major units)', async () => {
    const json = await report('services/sales');
    const response = await download('services/sales', 'xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const [title, header, ...rest] = values;
    expect(String(title![0])).toContain('Sales by service');
    expect(header).toEqual(['Service', 'Group', 'Appointments', 'Minutes', 'Booked value']);
    const totals = rest.pop()!;
    expect(rest).toEqual(json.rows.map((r) => [r.service, r.group, r.appointments, r.minutes, Number(r.booked_value) / 100]));
    expect(totals).toEqual(['Total', undefined, json.totals.appointments, json.totals.minutes, json.totals.booked_value! / 100].slice(0, totals.length));
  });

  it('CSV in the caller’s language with the totals line', async () => {
    const json = await report('customer/cancellation-reasons');
    const response = await download('customer/cancellation-reasons', 'csv', 'de');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = parse(response.rawPayload, { bom: true }) as string[][];
    expect(lines).toHaveLength(json.rows.length + 2);
    expect(lines.at(-1)![1]).toBe(String(json.totals.cancellations));
  });

  it('PDF has the title and the totals', async () => {
    const json = await report('services/group-sales');
    const response = await download('services/group-sales', 'pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Sales by service group');
    expect(text).toContain('Total');
    expect(text).toContain(String(json.totals.appointments));
    expect(text).toContain(String(json.totals.minutes));
  });
});
