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
    // Visits per day: the bookings with a line not cancelled that day (stored counts and marked days), with and without a filter (read from the lines).
    const visitDays = (list: Line[]) => new Set(list.map((l) => `${zonedToday(new Date(l.starts_at), zone)}|${l.group_id}`)).size;
    expect(summary.totals.visits).toBe(visitDays(kept()));
    const someone = kept()[0]!.employee_id;
    const one = await report('customer/summary', { employee_ids: String(someone) });
    expect(one.totals.visits).toBe(visitDays(kept().filter((l) => l.employee_id === someone)));
    expect(one.totals.appointments).toBe(kept().filter((l) => l.employee_id === someone).length);
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
  it('reports reading reviews say so, with no numbers', async () => {
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
    // Net sales of the day: the documents' net less what their gift-voucher and deposit lines took in advance.
    const sold = (await t.database.db.execute(sql`select (coalesce(sum(s.net_total), 0) - coalesce((select sum(l.net) from sale_lines l join sales d on d.venue_id = l.venue_id and d.id = l.sale_id
        where d.venue_id = ${t.seed.salon.id} and d.business_date = ${hub.date}::date and l.kind in ('voucher', 'deposit')), 0))::int as n
      from sales s where s.venue_id = ${t.seed.salon.id} and s.business_date = ${hub.date}::date`)) as unknown as { rows: { n: number }[] };
    expect(hub.today.takings).toBe(sold.rows[0]!.n);
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
    const foreign = await report('services/sales', { employee_ids: String(salonEmployee) }, other);
    expect(foreign.rows).toEqual([]);
  });

  it('keeps the Pro reports for plans with reports_advanced: 403 with limits elsewhere, the rest open', async () => {
    const other = await t.login('other'); // Other Venue is on the free plan (manage)
    for (const path of ['customer/visits', 'employees/performance', 'employees/commissions', 'services/group-sales']) {
      for (const suffix of ['', '/export']) {
        const response = await t.call('GET', `reports/${path}${suffix}`, { token: other, query: { preset: 'this_month', format: 'csv' } });
        expect(response.statusCode, `${path}${suffix}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { reports_advanced: 0 } });
      }
      // Demo Salon is on Pro: the same report answers.
      expect((await t.call('GET', `reports/${path}`, { token: owner, query: { preset: 'this_month' } })).statusCode).toBe(200);
    }
    for (const path of ['services/sales', 'customer/summary', 'financial/summary', 'employees/tips']) {
      expect((await t.call('GET', `reports/${path}`, { token: other, query: { preset: 'this_month' } })).statusCode, path).toBe(200);
    }
    const hub = (await t.call('GET', 'reports/hub', { token: other })).json<ReportHubResponse>();
    const gated = hub.groups.flatMap((g) => g.reports.filter((r) => r.plan_gated).map((r) => `${g.group}/${r.report}`));
    expect(gated).toContain('employees/performance');
    expect(gated).not.toContain('financial/summary');
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

describe('sales reports agree with the raw documents', () => {
  interface Doc { id: number; kind: string; business_date: string; employee_id: number | null; customer_id: number | null; discount_total: number; net_total: number; net: number; tax_total: number; total: number; tip_total: number }
  let docs: Doc[];
  let payments: { sale_id: number; method: string; amount: number }[];
  interface SaleLine { sale_id: number; kind: string; product_id: number | null; employee_id: number | null; quantity: number; net: number; tax_amount: number; total: number; tax_rate: number }
  let lines: SaleLine[];
  let tips: { sale_id: number; employee_id: number; amount: number }[];
  let today: string;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  const post = async (path: string, body: unknown) => {
    const response = await t.call('POST', path, { token: owner, body, headers: key() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: number; totals: { due: number }; lines: { id: number }[] } }>().data;
  };
  const sell = async (items: unknown[], pay: (due: number) => unknown[], tipsBody: unknown[] = []) => {
    const cart = await post('checkouts/store', { items, tips: tipsBody });
    return post(`checkouts/pay/${cart.id}`, { payments: pay(cart.totals.due) });
  };
  const mine = (d: Doc) => d.business_date >= from && d.business_date <= to;
  const total = <T>(list: T[], pick: (x: T) => number) => list.reduce((acc, x) => acc + pick(x), 0);

  beforeAll(async () => {
    today = zonedToday(new Date(), zone);
    const [emma, sofia] = t.seed.salon.employeeIds as [number, number];
    await sell([{ kind: 'custom', name: 'Gift wrap', unit_price: 5000, employee_id: sofia, discount: { kind: 'percent', value: 1000 } }], (due) => [{ method: 'card', amount: due }], [{ employee_id: sofia, amount: 400 }]);
    await sell([{ kind: 'custom', name: 'Treatment', unit_price: 3000 }], (due) => [{ method: 'cash', amount: due, tendered: due + 500 }]);
    const refunded = await sell([{ kind: 'custom', name: 'Mask', unit_price: 2500 }, { kind: 'custom', name: 'Oil', unit_price: 1200 }], (due) => [{ method: 'card', amount: 1000 }, { method: 'transfer', amount: due - 1000 }]);
    await post(`sales/refund/${refunded.id}`, { lines: [{ line_id: refunded.lines[0]!.id, quantity: 1 }], method: 'cash', reason: 'Allergy' });
    const voided = await sell([{ kind: 'custom', name: 'Rang twice', unit_price: 4100, employee_id: emma }], (due) => [{ method: 'card', amount: due }], [{ employee_id: emma, amount: 200 }]);
    await post(`sales/void/${voided.id}`, { reason: 'Rang up twice' });
    // A customer buys a product and a service; one unit comes back. The team has commission rates.
    const pick = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const productId = await pick(sql`select id from products where venue_id = ${t.seed.salon.id} and not archived and on_hand >= 3 order by id limit 1`);
    const serviceId = await pick(sql`select id from services where venue_id = ${t.seed.salon.id} and not archived order by id limit 1`);
    const customerId = await pick(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id limit 1`);
    await t.database.db.execute(sql`update employees set commission_services = 1250, commission_products = 500 where venue_id = ${t.seed.salon.id} and id in (${emma}, ${sofia})`);
    const cart = await post('checkouts/store', { customer_id: customerId, items: [
      { kind: 'product', product_id: productId, quantity: 2, employee_id: sofia },
      { kind: 'service', service_id: serviceId, employee_id: emma, unit_price: 4550 },
    ] });
    const bought = await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] });
    await post(`sales/refund/${bought.id}`, { lines: [{ line_id: bought.lines[0]!.id, quantity: 1 }], method: 'card', reason: 'Opened by mistake' });
    const all = <T>(query: ReturnType<typeof sql>) => t.database.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
    docs = (await all<Doc>(sql`select id, kind, to_char(business_date, 'YYYY-MM-DD') as business_date, employee_id, customer_id, discount_total, net_total, tax_total, total, tip_total
      from sales where venue_id = ${t.seed.salon.id}`)).filter(mine);
    const ids = new Set(docs.map((d) => d.id));
    payments = (await all<{ sale_id: number; method: string; amount: number }>(sql`select sale_id, method, amount from sale_payments where venue_id = ${t.seed.salon.id}`)).filter((p) => ids.has(p.sale_id));
    lines = (await all<SaleLine>(sql`select sale_id, kind, product_id, employee_id, quantity, net, tax_amount, total, tax_rate from sale_lines where venue_id = ${t.seed.salon.id}`)).filter((l) => ids.has(l.sale_id));
    tips = (await all<{ sale_id: number; employee_id: number; amount: number }>(sql`select sale_id, employee_id, amount from sale_tips where venue_id = ${t.seed.salon.id}`)).filter((x) => ids.has(x.sale_id));
    // Gift vouchers and deposits sold are prepayments, not sales: a document's net sales leave their lines out.
    const prepaid = (l: SaleLine) => l.kind === 'voucher' || l.kind === 'deposit';
    docs = docs.map((d) => ({ ...d, net: d.net_total - total(lines.filter((l) => l.sale_id === d.id && prepaid(l)), (l) => l.net) }));
    lines = lines.filter((l) => !prepaid(l));
    expect(docs.some((d) => d.kind === 'void') && docs.some((d) => d.kind === 'refund')).toBe(true);
  });

  it('financial/summary: gross, discounts, refunds, voids, net, tax, tips and payments per method', async () => {
    const summary = await report('financial/summary');
    expect(summary.state).toBe('ready');
    const of = (kind: string) => docs.filter((d) => d.kind === kind);
    const paid = (test: (m: string) => boolean) => total(payments.filter((p) => test(p.method)), (p) => p.amount);
    expect(summary.totals).toMatchObject({
      sales: of('sale').length,
      gross_sales: total(of('sale'), (d) => d.net + d.discount_total),
      discounts: total(of('sale'), (d) => d.discount_total),
      refunds: total(of('refund'), (d) => d.net),
      voids: total(of('void'), (d) => d.net),
      net_sales: total(docs, (d) => d.net),
      tax: total(docs, (d) => d.tax_total),
      tips: total(docs, (d) => d.tip_total),
      payments_cash: paid((m) => m === 'cash'),
      payments_card: paid((m) => m === 'card'),
      payments_other: paid((m) => m !== 'cash' && m !== 'card'),
    });
    expect(summary.totals.refunds).toBeLessThan(0);
    expect(summary.totals.voids).toBeLessThan(0);
    expect(summary.totals.discounts).toBeGreaterThan(0);
    expect(summary.totals.payments_other).toBeGreaterThan(0);
    // What was paid is what the documents cost with tax, plus tips.
    const t2 = summary.totals;
    expect(t2.payments_cash! + t2.payments_card! + t2.payments_other!).toBe(total(docs, (d) => d.total + d.tip_total));
    expect(summary.definitions.map((d) => d.key)).toEqual(['gross_net', 'sale_day']);
  });

  it('summary net sales equal the transactions report and the tax report, with and without a filter', async () => {
    const summary = await report('financial/summary');
    const transactions = await report('financial/transactions');
    expect(transactions.totals.net_sales).toBe(summary.totals.net_sales);
    expect(transactions.totals).toMatchObject({ tax: summary.totals.tax, tips: summary.totals.tips, total: total(docs, (d) => d.total) });
    if (!transactions.truncated) {
      expect(transactions.rows).toHaveLength(docs.length);
      expect(total(transactions.rows, (r) => Number(r.net_sales))).toBe(summary.totals.net_sales);
    }
    const tax = await report('financial/tax');
    expect(tax.totals).toMatchObject({ net_sales: total(lines, (l) => l.net), tax: total(lines, (l) => l.tax_amount), gross: total(lines, (l) => l.total) });
    expect(tax.totals.net_sales).toBe(summary.totals.net_sales);
    expect(tax.rows.map((r) => r.tax_rate)).toEqual([...new Set(lines.map((l) => l.tax_rate))].sort((a, b) => b - a).map((r) => r / 100));
    const someone = docs.find((d) => d.employee_id)?.employee_id;
    if (someone) {
      const query = { employee_ids: String(someone) };
      const [one, oneList] = await Promise.all([report('financial/summary', query), report('financial/transactions', query)]);
      expect(one.totals.net_sales).toBe(total(docs.filter((d) => d.employee_id === someone), (d) => d.net));
      expect(oneList.totals.net_sales).toBe(one.totals.net_sales);
    }
  });

  it('financial/summary compares with the period before it: the totals of that period asked alone', async () => {
    const someone = docs.find((d) => d.employee_id)?.employee_id;
    const filters: Record<string, string>[] = [{}, ...(someone ? [{ employee_ids: String(someone) }] : [])];
    for (const filter of filters) {
      const ahead = await report('financial/summary', { date_from: addDays(today, 1), date_to: addDays(today, 7), ...filter });
      const before = await report('financial/summary', { date_from: addDays(today, -6), date_to: today, ...filter });
      expect(ahead.previous).toEqual({ date_from: addDays(today, -6), date_to: today, totals: before.totals });
      expect(ahead.rows).toEqual([]);
    }
    expect((await report('financial/summary', { date_from: addDays(today, -6), date_to: today })).totals.sales).toBeGreaterThan(0);
  });

  it('employees/tips: per team member, from the raw tips', async () => {
    const report_ = await report('employees/tips');
    expect(report_.totals).toMatchObject({ tips: total(tips, (x) => x.amount), tipped_sales: tips.length });
    expect(report_.rows.length).toBe(new Set(tips.map((x) => x.employee_id)).size);
  });

  it('customer/revenue, inventory/retail-sales and brands from the raw documents and product lines', async () => {
    const revenue = await report('customer/revenue');
    const withCustomer = docs.filter((d) => d.customer_id);
    expect(revenue.totals).toMatchObject({ net_sales: total(withCustomer, (d) => d.net), total: total(withCustomer, (d) => d.total), sales: withCustomer.filter((d) => d.kind === 'sale').length });
    expect(revenue.rows.length).toBe(new Set(withCustomer.map((d) => d.customer_id)).size);
    const products = lines.filter((l) => l.kind === 'product');
    expect(products.some((l) => l.quantity < 0)).toBe(true);
    const retail = await report('inventory/retail-sales');
    expect(retail.totals).toMatchObject({ units: total(products, (l) => l.quantity), net_sales: total(products, (l) => l.net), tax: total(products, (l) => l.tax_amount), gross: total(products, (l) => l.total) });
    expect(retail.rows.length).toBe(new Set(products.map((l) => l.product_id)).size);
    const brands = await report('inventory/brands');
    expect(brands.totals).toMatchObject({ units: retail.totals.units, net_sales: retail.totals.net_sales, gross: retail.totals.gross });
    const one = products[0]!.product_id!;
    const filtered = await report('inventory/retail-sales', { product_ids: String(one) });
    expect(filtered.totals.units).toBe(total(products.filter((l) => l.product_id === one), (l) => l.quantity));
  });

  it('employees/commissions: each member’s rates times the net of their service and product lines', async () => {
    const rates = ((await t.database.db.execute(sql`select id, commission_services as s, commission_products as p from employees where venue_id = ${t.seed.salon.id}`)) as unknown as
      { rows: { id: number; s: number; p: number }[] }).rows;
    const half = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
    const expected = rates.map((r) => {
      const mine = lines.filter((l) => l.employee_id === r.id);
      const services = total(mine.filter((l) => l.kind === 'service'), (l) => l.net);
      const goods = total(mine.filter((l) => l.kind === 'product'), (l) => l.net);
      return { has: mine.length > 0, services, goods, commission: half((services * r.s) / 10000) + half((goods * r.p) / 10000) };
    }).filter((x) => x.has);
    const report_ = await report('employees/commissions');
    expect(report_.totals).toMatchObject({
      service_sales: total(expected, (x) => x.services), product_sales: total(expected, (x) => x.goods), commission: total(expected, (x) => x.commission),
    });
    expect(report_.totals.commission).toBeGreaterThan(0);
  });

  it('XLSX of the transactions reads back equal to the JSON', async () => {
    const json = await report('financial/transactions', { date_from: today, date_to: today });
    expect(json.rows.length).toBeGreaterThanOrEqual(6);
    const response = await t.call('GET', 'reports/financial/transactions/export', { token: owner, query: { date_from: today, date_to: today, format: 'xlsx' } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const [, header, ...rest] = values;
    expect(header).toEqual(['Date', 'Number', 'Document', 'Customer', 'Team member', 'Net sales', 'Tax', 'Total', 'Tips']);
    const totals = rest.pop()!;
    const words: Record<string, string> = { sale: 'Sale', void: 'Void', refund: 'Refund' };
    const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
    expect(rest.map((r) => r.map(blank))).toEqual(json.rows.map((r) => [r.date, r.number, words[String(r.document)], r.customer, r.employee,
      Number(r.net_sales) / 100, Number(r.tax) / 100, Number(r.total) / 100, Number(r.tips) / 100].map(blank)));
    expect(totals.slice(5)).toEqual([json.totals.net_sales! / 100, json.totals.tax! / 100, json.totals.total! / 100, json.totals.tips! / 100]);
    expect(json.totals.net_sales).toBe(total(docs.filter((d) => d.business_date === today), (d) => d.net));
  });

  it('another venue never appears, and sales reports need sales.reports', async () => {
    const other = await t.login('other');
    const theirs = await report('financial/transactions', {}, other);
    const own = (await t.database.db.execute(sql`select count(*)::int as n, coalesce(sum(net_total), 0)::int as v from sales where venue_id = ${t.seed.other.id}
      and business_date between ${from}::date and ${to}::date`)) as unknown as { rows: { n: number; v: number }[] };
    expect(theirs.totals.net_sales).toBe(own.rows[0]!.v);
    expect(theirs.rows.length).toBe(Math.min(own.rows[0]!.n, 500));
    expect((await report('financial/summary', {}, other)).totals.net_sales).toBe(own.rows[0]!.v);
    expect((await report('financial/tax', {}, other)).totals.net_sales ?? 0).toBe(own.rows[0]!.v);
    const theirTips = (await t.database.db.execute(sql`select coalesce(sum(x.amount), 0)::int as v from sale_tips x join sales s on s.venue_id = x.venue_id and s.id = x.sale_id
      where x.venue_id = ${t.seed.other.id} and s.business_date between ${from}::date and ${to}::date`)) as unknown as { rows: { v: number }[] };
    expect((await report('employees/tips', {}, other)).totals.tips).toBe(theirTips.rows[0]!.v);
    const staff = await t.login('staff');
    for (const path of ['financial/summary', 'financial/transactions', 'financial/tax', 'employees/tips', 'customer/revenue', 'inventory/retail-sales', 'employees/commissions']) {
      expect((await t.call('GET', `reports/${path}`, { token: staff, query: { preset: 'today' } })).statusCode).toBe(403);
    }
  });
});
