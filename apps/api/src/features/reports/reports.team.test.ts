import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@chairside/shared/reports';
import { addDays, zonedDayRange, zonedToday } from '@chairside/shared/rules/calendar-time';
import { useTestApp } from '../../test/test-app';
import { xlsxRows } from '../../test/read-xlsx';

/**
 * The reports of money taken in advance and of the team (issue 16): customer deposits, memberships,
 * the staff summary and staff payments. Sales, deposits, a voucher and a membership are made through
 * the API; every total is computed here from the raw rows, not through the reports' queries.
 */

const t = useTestApp();
let owner: string;
let zone: string;
let from: string;
let to: string;
let venue: number;

interface Doc { id: number; kind: string; employee_id: number | null }
interface Line { sale_id: number; kind: string; employee_id: number | null; quantity: number; net: number; tax_amount: number; total: number; membership_id: number | null; customer_membership_id: number | null }
let docs: Doc[];
let lines: Line[];
let payments: { sale_id: number; method: string; amount: number }[];
let tips: { sale_id: number; employee_id: number; amount: number }[];

const all = <T>(query: ReturnType<typeof sql>) => t.database.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
const total = <T>(list: T[], pick: (x: T) => number) => list.reduce((acc, x) => acc + pick(x), 0);
const report = async (path: string, query: Record<string, string> = {}, token = owner) => {
  const response = await t.call('GET', `reports/${path}`, { token, query: { date_from: from, date_to: to, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResponse>();
};
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = async <T = { id: number; sale_id: number; totals: { due: number }; lines: { id: number; customer_membership_id: number | null }[] }>(path: string, body: unknown) => {
  const response = await t.call('POST', path, { token: owner, body, headers: key() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
const sell = async (body: Record<string, unknown>, pay: (due: number) => unknown[]) => {
  const cart = await post('checkouts/store', body);
  return post(`checkouts/pay/${cart.id}`, { payments: pay(cart.totals.due) });
};

beforeAll(async () => {
  owner = await t.login('owner');
  venue = t.seed.salon.id;
  zone = (await all<{ timezone: string }>(sql`select timezone from venues where id = ${venue}`))[0]!.timezone;
  const today = zonedToday(new Date(), zone);
  [from, to] = [addDays(today, -120), addDays(today, 120)];
  const [emma, sofia] = t.seed.salon.employeeIds as [number, number];
  const id = async (query: ReturnType<typeof sql>) => (await all<{ id: number }>(query))[0]!.id;
  const customer = await id(sql`select id from customers where venue_id = ${venue} order by id desc limit 1`);
  // Deposits: one taken and partly spent, one forfeited, one given back by voiding its sale.
  const deposit = (amount: number) => post('deposits/store', { customer_id: customer, amount, payments: [{ method: 'cash', amount, tendered: amount }] });
  await deposit(3000);
  const forfeited = await deposit(2500);
  await post(`deposits/forfeit/${forfeited.id}`, { reason: 'No-show' });
  const returned = await deposit(1500);
  await post(`sales/void/${returned.sale_id}`, { reason: 'Taken twice' });
  await sell({ customer_id: customer, items: [{ kind: 'custom', name: 'Colour', unit_price: 5000, employee_id: sofia }] },
    (due) => [{ method: 'deposit', amount: 2000 }, { method: 'card', amount: due - 2000 }]);
  // A gift voucher sold by Emma with a tip; a membership sold, then a service it covers.
  await sell({ items: [{ kind: 'voucher', unit_price: 2500, employee_id: emma, voucher: { recipient_name: 'Ana' } }], tips: [{ employee_id: emma, amount: 300 }] },
    (due) => [{ method: 'card', amount: due }]);
  const membership = await id(sql`select id from memberships where venue_id = ${venue} and name = 'Manicure 10'`);
  const sold = await sell({ customer_id: customer, items: [{ kind: 'membership', membership_id: membership, employee_id: emma }] }, (due) => [{ method: 'transfer', amount: due }]);
  const manicure = await id(sql`select s.id from membership_services m join services s on s.venue_id = m.venue_id and s.id = m.service_id
    where m.venue_id = ${venue} and m.membership_id = ${membership} order by s.id limit 1`);
  await sell({ customer_id: customer, items: [{ kind: 'service', service_id: manicure, employee_id: sofia, cover: { customer_membership_id: sold.lines[0]!.customer_membership_id } }] },
    (due) => [{ method: 'cash', amount: due, tendered: due }]);
  await t.database.db.execute(sql`update employees set commission_services = 1000, commission_products = 400 where venue_id = ${venue} and id in (${emma}, ${sofia})`);

  docs = await all<Doc>(sql`select id, kind, employee_id from sales where venue_id = ${venue} and business_date between ${from}::date and ${to}::date`);
  const ids = new Set(docs.map((d) => d.id));
  lines = (await all<Line>(sql`select sale_id, kind, employee_id, quantity, net, tax_amount, total, membership_id, customer_membership_id from sale_lines where venue_id = ${venue}`)).filter((l) => ids.has(l.sale_id));
  payments = (await all<{ sale_id: number; method: string; amount: number }>(sql`select sale_id, method, amount from sale_payments where venue_id = ${venue}`)).filter((p) => ids.has(p.sale_id));
  tips = (await all<{ sale_id: number; employee_id: number; amount: number }>(sql`select sale_id, employee_id, amount from sale_tips where venue_id = ${venue}`)).filter((x) => ids.has(x.sale_id));
});

describe('financial/customer-deposits', () => {
  it('taken, used, refunded, forfeited and the balance held, from the raw deposits and movements', async () => {
    const json = await report('financial/customer-deposits');
    expect(json.state).toBe('ready');
    const ids = new Set(docs.map((d) => d.id));
    const deposits = await all<{ amount: number; balance: number; status: string; sale_id: number }>(sql`select amount, balance, status, sale_id from customer_deposits where venue_id = ${venue}`);
    const taken = deposits.filter((d) => ids.has(d.sale_id));
    const moves = await all<{ kind: string; amount: number; sale_id: number | null; created_at: string }>(sql`select kind, amount, sale_id, created_at from deposit_movements where venue_id = ${venue}`);
    const used = moves.filter((m) => m.sale_id !== null && ids.has(m.sale_id));
    const { start, end } = zonedDayRange(from, to, zone);
    const forfeits = moves.filter((m) => m.kind === 'forfeit' && new Date(m.created_at) >= start && new Date(m.created_at) < end);
    const refunded = lines.filter((l) => l.kind === 'deposit' && docs.find((d) => d.id === l.sale_id)!.kind !== 'sale');
    expect(json.totals).toMatchObject({
      taken: taken.length,
      taken_value: total(taken, (d) => d.amount),
      used: total(used, (m) => (m.kind === 'apply' ? m.amount : m.kind === 'restore' ? -m.amount : 0)),
      refunds: total(refunded, (l) => -l.net),
      forfeited: total(forfeits, (m) => m.amount),
    });
    expect(json.totals.refunds).toBeGreaterThanOrEqual(1500);
    expect(json.totals.forfeited).toBeGreaterThanOrEqual(2500);
    expect(json.totals.used).toBeGreaterThanOrEqual(2000);
    // The last day's balance is what every deposit holds now.
    expect(json.rows.at(-1)!.held).toBe(total(deposits.filter((d) => d.status === 'held'), (d) => d.balance));
    expect(json.definitions.map((d) => d.key)).toEqual(['deposit', 'sale_day']);
    expect(json.previous).not.toBeNull();
  });
});

describe('financial/memberships', () => {
  it('sold and used per membership, from the raw lines', async () => {
    const json = await report('financial/memberships');
    const sold = lines.filter((l) => l.kind === 'membership' && l.membership_id !== null);
    const covered = lines.filter((l) => l.kind === 'service' && l.customer_membership_id !== null);
    expect(json.totals).toMatchObject({
      sold: total(sold, (l) => l.quantity), net_sales: total(sold, (l) => l.net), tax: total(sold, (l) => l.tax_amount),
      total: total(sold, (l) => l.total), used: total(covered, (l) => l.quantity),
    });
    expect(json.rows.find((r) => r.membership === 'Manicure 10')).toMatchObject({ sold: expect.any(Number), used: expect.any(Number) });
    expect(Number(json.totals.used)).toBeGreaterThan(0);
  });
});

describe('employees/summary', () => {
  it('agrees with services/sales, tips and commissions, and with the raw lines', async () => {
    const [json, services, tipReport, commissions] = await Promise.all([
      report('employees/summary'), report('services/sales'), report('employees/tips'), report('employees/commissions'),
    ]);
    expect(json.totals).toMatchObject({ appointments: services.totals.appointments, booked_value: services.totals.booked_value });
    const { start, end } = zonedDayRange(from, to, zone);
    const booked = (await all<{ n: number; v: number }>(sql`select count(*)::int as n, coalesce(sum(price), 0)::int as v from appointments where venue_id = ${venue}
      and type = 'appointment' and status <> 'cancelled' and starts_at >= ${start.toISOString()} and starts_at < ${end.toISOString()}`))[0]!;
    expect(json.totals).toMatchObject({ appointments: booked.n, booked_value: booked.v });
    const staffed = lines.filter((l) => l.employee_id !== null);
    const of = (kind: string) => total(staffed.filter((l) => l.kind === kind), (l) => l.net);
    expect(json.totals).toMatchObject({
      service_sales: of('service'), product_sales: of('product'), voucher_sales: of('voucher'), tips: total(tips, (x) => x.amount),
    });
    expect(json.totals.voucher_sales).toBeGreaterThanOrEqual(2500);
    expect(json.totals.tips).toBe(tipReport.totals.tips);
    expect(json.totals.commission).toBe(commissions.totals.commission);
    expect(json.totals.commission).toBeGreaterThan(0);
    // One team member: their own figures only.
    const [emma] = t.seed.salon.employeeIds as [number];
    const one = await report('employees/summary', { employee_ids: String(emma) });
    expect(one.rows).toHaveLength(1);
    expect(one.totals.voucher_sales).toBe(total(staffed.filter((l) => l.kind === 'voucher' && l.employee_id === emma), (l) => l.net));
    expect(one.totals.tips).toBe(total(tips.filter((x) => x.employee_id === emma), (x) => x.amount));
  });

  it('exports the same rows and totals as XLSX', async () => {
    const json = await report('employees/summary');
    const response = await t.call('GET', 'reports/employees/summary/export', { token: owner, query: { date_from: from, date_to: to, format: 'xlsx' } });
    expect(response.statusCode).toBe(200);
    const [, header, ...rest] = await xlsxRows(response.rawPayload);
    expect(header).toEqual(['Team member', 'Appointments', 'Booked value', 'Service sales', 'Product sales', 'Voucher sales', 'Tips', 'Commission']);
    const totals = rest.pop()!;
    expect(rest).toHaveLength(json.rows.length);
    expect(totals.slice(1)).toEqual([json.totals.appointments, ...['booked_value', 'service_sales', 'product_sales', 'voucher_sales', 'tips', 'commission'].map((k) => json.totals[k]! / 100)]);
  });
});

describe('employees/payments', () => {
  it('per team member and method, from the raw payments', async () => {
    const json = await report('employees/payments');
    const paid = (test: (m: string) => boolean) => total(payments.filter((p) => test(p.method)), (p) => p.amount);
    expect(json.totals).toMatchObject({
      payments_cash: paid((m) => m === 'cash'), payments_card: paid((m) => m === 'card'), payments_voucher: paid((m) => m === 'voucher'),
      payments_deposit: paid((m) => m === 'deposit'), payments_other: paid((m) => !['cash', 'card', 'voucher', 'deposit'].includes(m)), total: paid(() => true),
    });
    expect(json.totals.payments_deposit).toBeGreaterThanOrEqual(2000);
    const withPayment = new Set(payments.map((p) => p.sale_id));
    expect(json.totals.sales).toBe(docs.filter((d) => d.kind === 'sale' && withPayment.has(d.id)).length);
    expect(json.rows).toHaveLength(new Set(docs.filter((d) => withPayment.has(d.id)).map((d) => d.employee_id)).size);
    // The financial summary's payments are the same money.
    const summary = await report('financial/summary');
    expect(summary.totals.payments_cash! + summary.totals.payments_card! + summary.totals.payments_other!).toBe(json.totals.total);
  });
});

describe('tenancy and permission', () => {
  it('another venue never appears; staff without sales.reports get 403', async () => {
    const other = await t.login('other');
    const theirs = await all<{ v: number }>(sql`select coalesce(sum(p.amount), 0)::int as v from sale_payments p join sales s on s.venue_id = p.venue_id and s.id = p.sale_id
      where p.venue_id = ${t.seed.other.id} and s.business_date between ${from}::date and ${to}::date`);
    expect((await report('employees/payments', {}, other)).totals.total ?? 0).toBe(theirs[0]!.v);
    const deposits = await report('financial/customer-deposits', {}, other);
    const theirDeposits = await all<{ n: number }>(sql`select count(*)::int as n from customer_deposits where venue_id = ${t.seed.other.id}`);
    expect(deposits.totals.taken ?? 0).toBe(theirDeposits[0]!.n);
    expect((await report('financial/memberships', {}, other)).rows.some((r) => r.membership === 'Manicure 10')).toBe(false);
    const [emma] = t.seed.salon.employeeIds as [number];
    expect((await report('employees/summary', { employee_ids: String(emma) }, other)).rows).toEqual([]);
    const staff = await t.login('staff');
    for (const path of ['financial/customer-deposits', 'financial/memberships', 'employees/summary', 'employees/payments']) {
      expect((await t.call('GET', `reports/${path}`, { token: staff, query: { preset: 'today' } })).statusCode).toBe(403);
    }
  });
});
