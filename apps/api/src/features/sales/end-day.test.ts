import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, EndDayResponse, SaleDetail, SalesListResponse } from '@chairside/shared/sales';
import { DEMO_OWNER_PIN } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/test-app';

/** End of day at the HTTP edge: the figures against the day's documents, closing with a staff PIN, the lock on voids, exports, access. */

const TODAY = '2027-05-12';
const t = useTestApp({ now: () => new Date(`${TODAY}T14:00:00Z`) });
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
  expect((await t.call('POST', 'settings/venue/pin', { token: owner, body: { staff_pin: 1 } })).statusCode).toBe(200);
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, headers: Record<string, string> = key()) => t.call('POST', path, { token, body, headers });
const get = (path: string, token = owner) => t.call('GET', path, { token });
const serviceId = async (name: string) =>
  ((await t.database.db.execute(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${name}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
const staff = () => {
  const [emma, , lucas, , julia] = t.seed.salon.employeeIds as number[];
  return { emma: emma!, lucas: lucas!, julia: julia! };
};

async function sell(items: Record<string, unknown>[], payments: (due: number) => Record<string, unknown>[], tips: Record<string, unknown>[] = []) {
  const cart = await post('checkouts/store', { items, tips });
  expect(cart.statusCode, cart.body).toBe(200);
  const open = cart.json<{ data: Checkout }>().data;
  const paid = await post(`checkouts/pay/${open.id}`, { payments: payments(open.totals.due) });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ data: SaleDetail }>().data;
}

/** Every document of the day read one by one, summed here. */
async function sumsOfDay(date: string) {
  const details: SaleDetail[] = [];
  for (let page = 1; ; page++) {
    const list = (await get(`sales?from=${date}&to=${date}&per_page=100&page=${page}`)).json<SalesListResponse>();
    for (const row of list.data) details.push((await get(`sales/detail/${row.id}`)).json<{ data: SaleDetail }>().data);
    if (page >= list.meta.last_page) break;
  }
  const methods: Record<string, number> = {};
  const people: Record<string, { lines: number; tips: number }> = {};
  const person = (id: number | null) => (people[String(id)] ??= { lines: 0, tips: 0 });
  for (const doc of details) {
    for (const p of doc.payments) methods[p.method] = (methods[p.method] ?? 0) + p.amount;
    for (const line of doc.lines) person(line.employee_id).lines += line.total;
    for (const tip of doc.tips) person(tip.employee_id).tips += tip.amount;
  }
  const count = (kind: string) => details.filter((d) => d.kind === kind).length;
  return { methods, people, counts: { sales: count('sale'), voids: count('void'), refunds: count('refund') }, details };
}

describe('GET sales/end-day', () => {
  it('gives per method and per employee exactly what the day’s documents add up to (voids and refunds off, change off cash)', async () => {
    const cut = await serviceId("Men's cut");
    await sell([{ kind: 'service', service_id: cut, employee_id: staff().lucas }], (due) => [{ method: 'card', amount: due }], [{ employee_id: staff().lucas, amount: 300 }]);
    const cash = await sell([{ kind: 'service', service_id: cut, employee_id: staff().julia }], (due) => [{ method: 'cash', amount: due, tendered: due + 1700 }]);
    expect(cash.payments[0]!.change).toBe(1700);
    const split = await sell([{ kind: 'custom', name: 'Gift wrap', unit_price: 2500 }, { kind: 'service', service_id: cut, employee_id: staff().emma }],
      (due) => [{ method: 'card', amount: 1000 }, { method: 'cash', amount: due - 1000, tendered: due }]);
    const voided = await sell([{ kind: 'service', service_id: cut, employee_id: staff().lucas }], (due) => [{ method: 'cash', amount: due }]);
    expect((await post(`sales/void/${voided.id}`, { reason: 'Rung up twice' })).statusCode).toBe(200);
    const line = split.lines.find((l) => l.kind === 'custom')!;
    expect((await post(`sales/refund/${split.id}`, { lines: [{ line_id: line.id, quantity: 1 }], method: 'cash', reason: 'Not wanted' })).statusCode).toBe(200);

    const response = await get(`sales/end-day?date=${TODAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<EndDayResponse>().data;
    const sums = await sumsOfDay(TODAY);
    expect(sums.counts.voids).toBeGreaterThanOrEqual(1);
    expect(sums.counts.refunds).toBeGreaterThanOrEqual(1);
    expect(day.counts).toEqual(sums.counts);
    expect(Object.fromEntries(day.methods.map((m) => [m.method, m.expected]))).toEqual(sums.methods);
    for (const m of day.methods) expect(m.sales + m.voids + m.refunds).toBe(m.expected);
    expect(day.expected_cash).toBe(sums.methods.cash);
    expect(day.expected_total).toBe(Object.values(sums.methods).reduce((a, b) => a + b, 0));
    // Cash kept is what stayed in the drawer: the change handed back never counts as takings.
    const cashRow = day.methods.find((m) => m.method === 'cash')!;
    const cashSales = sums.details.filter((d) => d.kind === 'sale').flatMap((d) => d.payments).filter((p) => p.method === 'cash');
    expect(cashRow.sales).toBe(cashSales.reduce((s, p) => s + p.amount, 0));
    expect(cashRow.change).toBe(cashSales.reduce((s, p) => s + p.change, 0));
    expect(cashRow.change).toBeGreaterThanOrEqual(1700);
    expect(cashRow.sales).toBeLessThan(cashRow.tendered + cashSales.filter((p) => p.tendered === 0).reduce((s, p) => s + p.amount, 0));
    expect(Object.fromEntries(day.employees.map((e) => [String(e.employee_id), { lines: e.lines_total, tips: e.tips }]))).toEqual(sums.people);
    expect(day.employees.find((e) => e.employee_id === staff().lucas)).toMatchObject({ tips: 300 });
    expect(day.tips_total).toBe(sums.details.reduce((s, d) => s + d.tip_total, 0));
    expect(day.closed).toBeNull();

    // Without a date: the venue's today.
    expect((await get('sales/end-day')).json<EndDayResponse>().data).toEqual(day);
  });
});

describe('POST sales/end-day/close', () => {
  it('refuses a wrong PIN (422, translated), closes with the right one once, and locks the day’s voids', async () => {
    const sale = await sell([{ kind: 'custom', name: 'Hair clip', unit_price: 1200 }], (due) => [{ method: 'cash', amount: due }]);
    const before = (await get(`sales/end-day?date=${TODAY}`)).json<EndDayResponse>().data;

    const wrong = await t.call('POST', 'sales/end-day/close', { token: owner, headers: key(), lang: 'de', body: { date: TODAY, counted_cash: 1000, notes: '', pin: '0000' } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['pin']);
    expect(JSON.stringify(wrong.json().errors.pin)).not.toContain('staff_access.');
    expect((await get(`sales/end-day?date=${TODAY}`)).json<EndDayResponse>().data.closed).toBeNull();

    const counted = before.expected_cash - 350;
    const closed = await post('sales/end-day/close', { date: TODAY, counted_cash: counted, notes: 'Short by 3.50', pin: DEMO_OWNER_PIN });
    expect(closed.statusCode, closed.body).toBe(200);
    const day = closed.json<EndDayResponse>().data;
    expect(day.closed).toMatchObject({ employee_id: staff().emma, expected_cash: before.expected_cash, counted_cash: counted, difference: -350, notes: 'Short by 3.50' });
    expect((await get(`sales/end-day?date=${TODAY}`)).json<EndDayResponse>().data.closed).toEqual(day.closed);

    const again = await post('sales/end-day/close', { date: TODAY, counted_cash: counted, notes: '', pin: DEMO_OWNER_PIN });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['date']);

    const voiding = await t.call('POST', `sales/void/${sale.id}`, { token: owner, headers: key(), lang: 'pl', body: { reason: 'too late' } });
    expect(voiding.statusCode).toBe(422);
    expect(JSON.stringify(voiding.json().errors.id)).toContain('zamknięty');
    expect((await get(`sales/detail/${sale.id}`)).json<{ data: SaleDetail }>().data.voided).toBe(false);

    // A day not begun cannot be closed.
    expect((await post('sales/end-day/close', { date: '2027-05-13', counted_cash: 0, notes: '', pin: DEMO_OWNER_PIN })).statusCode).toBe(422);
  });
});

describe('demo data', () => {
  it('has past days of Demo Salon closed through the service, their expected cash the day’s own figure', async () => {
    const closed = ((await t.database.db.execute(sql`select business_date::text as date from sale_closed_days where venue_id = ${t.seed.salon.id} order by business_date`)) as unknown as { rows: { date: string }[] }).rows;
    expect(closed.length).toBeGreaterThanOrEqual(1);
    for (const { date } of closed) {
      const day = (await get(`sales/end-day?date=${date}`)).json<EndDayResponse>().data;
      expect(day.counts.sales).toBeGreaterThan(0);
      expect(day.closed).toMatchObject({ expected_cash: day.expected_cash });
      expect(day.closed!.difference).toBe(day.closed!.counted_cash - day.closed!.expected_cash);
    }
  });
});

describe('exports and access', () => {
  it('downloads a real PDF and XLSX of the day’s figures', async () => {
    const day = (await get(`sales/end-day?date=${TODAY}`)).json<EndDayResponse>().data;
    const pdf = await get(`sales/end-day/export?date=${TODAY}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('End of day');
    expect(text).toContain(TODAY);
    expect(text).toContain((day.expected_total / 100).toFixed(2));

    const xlsx = await get(`sales/end-day/export?date=${TODAY}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().flat().filter((v) => v !== undefined && v !== null);
    expect(values).toContain(day.expected_total / 100);
    expect(values).toContain('Expected cash');
  });

  it('needs sales.reports (403) and shows nothing of another venue', async () => {
    const employee = await t.login('staff');
    expect((await get(`sales/end-day?date=${TODAY}`, employee)).statusCode).toBe(403);
    expect((await get(`sales/end-day/export?date=${TODAY}`, employee)).statusCode).toBe(403);
    expect((await post('sales/end-day/close', { date: TODAY, counted_cash: 0, notes: '', pin: DEMO_OWNER_PIN }, employee)).statusCode).toBe(403);

    const other = await t.login('other');
    const theirs = (await get(`sales/end-day?date=${TODAY}`, other)).json<EndDayResponse>().data;
    expect(theirs).toMatchObject({ methods: [], employees: [], counts: { sales: 0, voids: 0, refunds: 0 }, expected_total: 0, closed: null });
  });
});
