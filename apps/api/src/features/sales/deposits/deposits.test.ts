import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { Deposit, DepositsListResponse } from '@chairside/shared/sales-deposits';
import { useTestApp } from '../../../test/test-app';

/** Customer deposits (/sales/customer-deposits): taking one, spending it at checkout, giving it back, forfeiting it, other venues. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
let customerId: number;
beforeAll(async () => {
  owner = await t.login('owner');
  const result = (await t.database.db.execute(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id desc limit 1`)) as unknown as { rows: { id: number }[] };
  customerId = result.rows[0]!.id;
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, lang?: string) => t.call('POST', path, { token, body, headers: key(), lang });

async function take(amount: number, customer = customerId): Promise<Deposit> {
  const response = await post('deposits/store', { customer_id: customer, amount, note: 'Colour appointment', payments: [{ method: 'cash', amount, tendered: amount }] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Deposit }>().data;
}
async function cart(price: number, customer: number | null = customerId, token = owner): Promise<Checkout> {
  const response = await post('checkouts/store', { customer_id: customer, items: [{ kind: 'custom', name: 'Colour', unit_price: price }] }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checkout }>().data;
}
const pay = (id: number, payments: unknown[], token = owner, lang?: string) => post(`checkouts/pay/${id}`, { payments }, token, lang);
const held = async (customer = customerId) =>
  (await t.call('GET', 'deposits', { token: owner, query: { customer_id: String(customer), status: 'held' } })).json<DepositsListResponse>().totals.held;

describe('customer deposits', () => {
  it('takes a deposit at the desk: a sale with an untaxed deposit line, held against the customer', async () => {
    const before = await held();
    const deposit = await take(2000);
    expect(deposit).toMatchObject({ customer_id: customerId, amount: 2000, balance: 2000, status: 'held', note: 'Colour appointment' });
    const sale = (await t.call('GET', `sales/detail/${deposit.sale_id}`, { token: owner })).json<{ data: SaleDetail }>().data;
    expect(sale.lines).toEqual([expect.objectContaining({ kind: 'deposit', tax_amount: 0, total: 2000 })]);
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 2000 })]);
    expect(await held()).toBe(before + 2000);
    expect((await post('deposits/store', { amount: 100, payments: [{ method: 'cash', amount: 100 }] })).statusCode).toBe(422);
    expect((await post('deposits/store', { customer_id: 2_000_000_000, amount: 100, payments: [{ method: 'cash', amount: 100 }] })).json()).toMatchObject({ errors: { customer_id: [expect.any(String)] } });
  });

  it('applies held deposits at checkout (method deposit), never more than held, only with the cart’s customer', async () => {
    const [other] = ((await t.database.db.execute(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id desc offset 1 limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    await take(1500, other!.id);
    const start = await held(other!.id);
    const open = await cart(5000, other!.id);
    const tooMuch = await pay(open.id, [{ method: 'deposit', amount: start + 100 }, { method: 'card', amount: 5000 - start - 100 }], owner, 'pl');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ errors: { 'payments.0.method': ['Ten klient ma mniej zaliczek niż ta kwota.'] } });
    const paid = await pay(open.id, [{ method: 'deposit', amount: 1000 }, { method: 'card', amount: 4000 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await held(other!.id)).toBe(start - 1000);
    const walkIn = await cart(500, null);
    expect((await pay(walkIn.id, [{ method: 'deposit', amount: 500 }])).json()).toMatchObject({ errors: { 'payments.0.method': [expect.any(String)] } });

    // A void puts it back.
    const sale = paid.json<{ data: SaleDetail }>().data;
    expect((await post(`sales/void/${sale.id}`, { reason: 'Wrong customer' })).statusCode).toBe(200);
    expect(await held(other!.id)).toBe(start);
    const list = (await t.call('GET', 'deposits', { token: owner, query: { customer_id: String(other!.id) } })).json<DepositsListResponse>();
    expect(list.data.flatMap((d) => d.movements.map((m) => m.kind))).toEqual(expect.arrayContaining(['apply', 'restore']));
  });

  it('concurrent pays against one customer’s deposits never spend more than held', async () => {
    const [someone] = ((await t.database.db.execute(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id desc offset 2 limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    await take(3000, someone!.id);
    const start = await held(someone!.id);
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await cart(start / 3 > 0 ? Math.ceil(start / 3) : 1000, someone!.id));
    const answers = await Promise.all(carts.map((c) => pay(c.id, [{ method: 'deposit', amount: c.totals.due }])));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(Math.floor(start / Math.ceil(start / 3)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
    expect(await held(someone!.id)).toBe(start - ok * Math.ceil(start / 3));
  });

  it('forfeits a held deposit with a reason (sales.invoices.void), once', async () => {
    const deposit = await take(2500);
    const staff = await t.login('staff');
    expect((await post(`deposits/forfeit/${deposit.id}`, { reason: 'No-show' }, staff)).statusCode).toBe(403);
    expect((await post(`deposits/forfeit/${deposit.id}`, {})).statusCode).toBe(422);
    const forfeited = await post(`deposits/forfeit/${deposit.id}`, { reason: 'No-show, no notice' });
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect(forfeited.json<{ data: Deposit }>().data).toMatchObject({ status: 'forfeited', balance: 0, forfeit_reason: 'No-show, no notice', movements: [expect.objectContaining({ kind: 'forfeit', amount: 2500 })] });
    expect((await post(`deposits/forfeit/${deposit.id}`, { reason: 'again' })).statusCode).toBe(422);
    // Its sale can no longer be voided: the money was kept.
    expect((await post(`sales/void/${deposit.sale_id}`, { reason: 'x' })).statusCode).toBe(422);
  });

  it('answers 404 for another venue’s deposits, and lists only its own', async () => {
    const deposit = await take(700);
    const other = await t.login('other');
    expect((await post(`deposits/forfeit/${deposit.id}`, { reason: 'x' }, other)).statusCode).toBe(404);
    expect((await t.call('GET', 'deposits', { token: other })).json<DepositsListResponse>().data.some((d) => d.id === deposit.id)).toBe(false);
    const theirs = await cart(700, null, other);
    expect((await pay(theirs.id, [{ method: 'deposit', amount: 700 }], other)).statusCode).toBe(422);
  });

  it('has demo deposits made through the till: held, applied and one forfeited', async () => {
    const list = (await t.call('GET', 'deposits', { token: owner, query: { per_page: '100' } })).json<DepositsListResponse>();
    const demo = list.data.filter((d) => d.created_at < '2027-01-01');
    expect(new Set(demo.map((d) => d.status))).toEqual(new Set(['held', 'applied', 'forfeited']));
  });
});
