import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail, SalesListResponse } from '@chairside/shared/sales';
import type { BasketResponse } from '@chairside/shared/sales';
import { products, sales } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/** Sales at the HTTP edge: checkout from a booking and walk-in, split and idempotent pay, numbering, receipts, voids, refunds, stock. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const serviceId = async (name: string) => (await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${name}`))[0]!.id;
const customerId = async () => (await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id limit 1`))[0]!.id;
/** Demo Salon's employees in seed order: Emma (owner), Sofia, Lucas (staff), Noah, Julia. */
const salonStaff = () => {
  const [emma, , lucas, , julia] = t.seed.salon.employeeIds as number[];
  return { emma: emma!, lucas: lucas!, julia: julia! };
};
const store = (token: string, date: string, services: Record<string, unknown>[], extra: Record<string, unknown>) =>
  t.call('POST', 'appointments/store', { token, body: { date, services, ...extra } });

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, headers: Record<string, string> = key()) => t.call('POST', path, { token, body, headers });
const checkout = async (body: Record<string, unknown>) => {
  const response = await post('checkouts/store', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checkout }>().data;
};
const pay = (id: number, payments: unknown[], headers = key()) => post(`checkouts/pay/${id}`, { payments }, owner, headers);
const product = async (sku: string) => {
  const [row] = await t.database.db.select().from(products).where(and(eq(products.venueId, t.seed.salon.id), eq(products.sku, sku)));
  return row!;
};
const walkIn = async (cents = 3200) => checkout({ items: [{ kind: 'custom', name: 'Gift wrap', unit_price: cents }] });
const booking = async (start: string) => {
  const staff = salonStaff();
  const response = await store(owner, TODAY, [
    { service_id: await serviceId("Women's cut"), employee_id: staff.emma, start_time: start },
    { service_id: await serviceId('Fringe trim'), employee_id: staff.julia, start_time: start, price: 900 },
  ], { customer_id: await customerId(), force: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ group_id: number; appointments: { id: number; price: number; employee_id: number }[] }>();
};

describe('checkout from a booking', () => {
  it('lists today’s unpaid booking in the basket, checks it out with its employees and booked prices, and marks it done when paid', async () => {
    const booked = await booking('09:00');
    const basket = (await t.call('GET', 'checkouts/basket', { token: owner })).json<BasketResponse>();
    const entry = basket.data.find((row) => row.appointment_group_id === booked.group_id)!;
    expect(entry).toMatchObject({ total: booked.appointments.reduce((s, a) => s + a.price, 0), checkout_id: null });

    const cart = await checkout({ appointment_id: booked.appointments[0]!.id, tips: [{ employee_id: salonStaff().julia, amount: 300 }] });
    expect(cart.lines.map((line) => [line.appointment_id, line.employee_id, line.unit_price])).toEqual(booked.appointments.map((a) => [a.id, a.employee_id, a.price]));
    expect(cart.totals.due).toBe(entry.total + 300);
    // A second store for the same booking answers the open cart.
    expect((await checkout({ appointment_id: booked.appointments[1]!.id })).id).toBe(cart.id);

    const paid = await pay(cart.id, [{ method: 'card', amount: cart.totals.due }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const sale = paid.json<{ data: SaleDetail; message: string }>().data;
    expect(sale).toMatchObject({ kind: 'sale', paid_total: cart.totals.due, tip_total: 300, customer_id: cart.customer_id });
    expect(sale.tips).toEqual([expect.objectContaining({ employee_id: salonStaff().julia, amount: 300 })]);
    const statuses = await rows<{ status: string }>(sql`select status from appointments where group_id = ${booked.group_id}`);
    expect(statuses.map((row) => row.status)).toEqual(['done', 'done']);
    const after = (await t.call('GET', 'checkouts/basket', { token: owner })).json<BasketResponse>();
    expect(after.data.some((row) => row.appointment_group_id === booked.group_id)).toBe(false);
    // Paid once: a new checkout of the same booking is refused.
    expect((await post('checkouts/store', { appointment_id: booked.appointments[0]!.id })).statusCode).toBe(422);
  });
});

describe('walk-in sales and payments', () => {
  it('sells services and products with discounts, split across card and cash with change', async () => {
    const shampoo = await product('KER-BS-250');
    const cart = await checkout({
      items: [
        { kind: 'service', service_id: await serviceId("Men's cut"), employee_id: salonStaff().lucas, discount: { kind: 'percent', value: 1000 } },
        { kind: 'product', product_id: shampoo.id, quantity: 2 },
      ],
    });
    expect(cart.lines[0]).toMatchObject({ unit_price: 3200, discount_amount: 320, total: 2880 });
    expect(cart.lines[1]).toMatchObject({ unit_price: shampoo.retailPrice, quantity: 2, total: shampoo.retailPrice * 2 });
    const due = cart.totals.due;
    expect(cart.totals.tax_summary.reduce((s, r) => s + r.tax, 0)).toBe(cart.totals.tax);

    const short = await pay(cart.id, [{ method: 'card', amount: due - 1 }]);
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['payments']);
    const paid = await pay(cart.id, [{ method: 'card', amount: 2000 }, { method: 'cash', amount: due - 2000, tendered: due - 2000 + 1500 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const sale = paid.json<{ data: SaleDetail }>().data;
    expect(sale.payments).toEqual([
      { method: 'card', amount: 2000, tendered: 0, change: 0 },
      { method: 'cash', amount: due - 2000, tendered: due - 2000 + 1500, change: 1500 },
    ]);
    // Stock moved out through the inventory ledger.
    expect((await product('KER-BS-250')).onHand).toBe(shampoo.onHand - 2);
    const movements = await rows<{ kind: string; quantity: number; reference: string }>(sql`select kind, quantity, reference from stock_movements where product_id = ${shampoo.id} order by id desc limit 1`);
    expect(movements[0]).toEqual({ kind: 'sale', quantity: -2, reference: sale.number });

    // A refund of one unit puts it back; more than is left is refused.
    const line = sale.lines.find((l) => l.product_id === shampoo.id)!;
    const refund = await post(`sales/refund/${sale.id}`, { lines: [{ line_id: line.id, quantity: 1 }], method: 'cash', reason: 'Wrong shade' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<{ data: SaleDetail }>().data).toMatchObject({ kind: 'refund', original_id: sale.id, total: -shampoo.retailPrice });
    expect((await product('KER-BS-250')).onHand).toBe(shampoo.onHand - 1);
    const tooMuch = await post(`sales/refund/${sale.id}`, { lines: [{ line_id: line.id, quantity: 2 }], method: 'cash', reason: 'again' });
    expect(tooMuch.statusCode).toBe(422);
    // The rest in full: all refunds together give back exactly the lines' total, never more.
    const rest = await post(`sales/refund/${sale.id}`, { method: 'card', reason: 'Unhappy' });
    expect(rest.statusCode, rest.body).toBe(200);
    const detail = (await t.call('GET', `sales/detail/${sale.id}`, { token: owner })).json<{ data: SaleDetail }>().data;
    expect(detail.refundable).toBe(0);
    expect(detail.corrections.reduce((s, c) => s + c.total, 0)).toBe(-sale.total);
    expect((await post(`sales/refund/${sale.id}`, { method: 'card', reason: 'third' })).statusCode).toBe(422);
    expect((await product('KER-BS-250')).onHand).toBe(shampoo.onHand);
  });

  it('refuses to sell more of a tracked product than is in stock (OUT_OF_STOCK) and records nothing', async () => {
    const oil = await product('KER-EU-100');
    const cart = await checkout({ items: [{ kind: 'product', product_id: oil.id, quantity: oil.onHand + 1 }] });
    const before = (await t.call('GET', 'sales', { token: owner })).json<SalesListResponse>().totals.count;
    const refused = await pay(cart.id, [{ method: 'card', amount: cart.totals.due }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    expect((await t.call('GET', 'sales', { token: owner })).json<SalesListResponse>().totals.count).toBe(before);
  });

  it('refuses a back-bar (professional) product at the till, in the caller’s language, and makes no cart', async () => {
    const [backBar] = await t.database.db.select().from(products)
      .where(and(eq(products.venueId, t.seed.salon.id), eq(products.usage, 'professional'), eq(products.archived, false))).limit(1);
    const carts = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from checkouts where venue_id = ${t.seed.salon.id}`))[0]!.n;
    const before = await carts();
    const refused = await t.call('POST', 'checkouts/store', {
      token: owner, headers: { ...key(), 'content-language': 'pl' }, body: { items: [{ kind: 'product', product_id: backBar!.id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['items.0.product_id']).toEqual(['Ten produkt jest do użytku w zabiegach (zaplecze), nie na sprzedaż.']);
    expect(await carts()).toBe(before);
  });
});

describe('paying once', () => {
  it('replays the same Idempotency-Key and makes one sale of 20 concurrent pays', async () => {
    const cart = await walkIn();
    const headers = key();
    const first = await pay(cart.id, [{ method: 'card', amount: cart.totals.due }], headers);
    const again = await pay(cart.id, [{ method: 'card', amount: cart.totals.due }], headers);
    expect(first.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);

    const next = await walkIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(next.id, [{ method: 'card', amount: next.totals.due }])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 422)).toBe(true);
    const made = await rows<{ n: number }>(sql`select count(*)::int as n from sales where checkout_id = ${next.id}`);
    expect(made[0]!.n).toBe(1);
  });

  it('numbers 50 concurrent checkouts without gaps or duplicates', async () => {
    const carts = await Promise.all(Array.from({ length: 50 }, () => walkIn(1000)));
    const answers = await Promise.all(carts.map((cart) => pay(cart.id, [{ method: 'cash', amount: cart.totals.due }])));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const numbers = (await rows<{ number: number }>(sql`select number from sales where venue_id = ${t.seed.salon.id} and year = 2027 order by number`)).map((r) => r.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('voids', () => {
  it('needs sales.invoices.void (403) and a reason, voids once on the same day, and not after', async () => {
    const cart = await walkIn(5000);
    const sale = (await pay(cart.id, [{ method: 'card', amount: cart.totals.due }])).json<{ data: SaleDetail }>().data;
    const staff = await t.login('staff');
    expect((await post(`sales/void/${sale.id}`, { reason: 'mistake' }, staff)).statusCode).toBe(403);
    expect((await post(`sales/void/${sale.id}`, { reason: '' })).statusCode).toBe(422);
    const voided = await post(`sales/void/${sale.id}`, { reason: 'Rang up twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<{ data: SaleDetail }>().data).toMatchObject({ kind: 'void', total: -5000, original_id: sale.id, reason: 'Rang up twice' });
    expect(voided.json<{ data: SaleDetail }>().data.payments).toEqual([{ method: 'card', amount: -5000, tendered: 0, change: 0 }]);
    expect((await post(`sales/void/${sale.id}`, { reason: 'again' })).statusCode).toBe(422);
    const list = (await t.call('GET', 'sales', { token: owner, query: { from: TODAY, to: TODAY, per_page: '100' } })).json<SalesListResponse>();
    expect(list.data.find((row) => row.id === sale.id)?.voided).toBe(true);

    const older = await walkIn(4000);
    const oldSale = (await pay(older.id, [{ method: 'card', amount: older.totals.due }])).json<{ data: SaleDetail }>().data;
    await t.database.db.update(sales).set({ businessDate: '2027-03-09' }).where(and(eq(sales.venueId, t.seed.salon.id), eq(sales.id, oldSale.id)));
    expect((await post(`sales/void/${oldSale.id}`, { reason: 'too late' })).statusCode).toBe(422);
  });
});

describe('receipts and other venues', () => {
  it('prints a real PDF with the venue’s name, the total and Polish letters, thermal and A4', async () => {
    const cart = await checkout({ items: [{ kind: 'custom', name: 'Żółta farba – próbka', unit_price: 1234 }] });
    const sale = (await pay(cart.id, [{ method: 'cash', amount: 1234, tendered: 2000 }])).json<{ data: SaleDetail }>().data;
    for (const format of ['thermal', 'a4']) {
      const response = await t.call('GET', `sales/receipt/${sale.id}.pdf`, { token: owner, query: { format }, lang: 'pl' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
      expect(text).toContain('Demo Salon');
      expect(text).toContain('12,34');
      expect(text).toContain('Żółta farba');
      expect(text).toContain('Paragon');
    }
    expect((await t.call('GET', 'sales/receipt/2147483000.pdf', { token: owner })).statusCode).toBe(404);
  });

  it('answers 404 for another venue’s checkouts and sales', async () => {
    const cart = await walkIn();
    const sale = (await pay(cart.id, [{ method: 'card', amount: cart.totals.due }])).json<{ data: SaleDetail }>().data;
    const other = await t.login('other');
    expect((await t.call('GET', `sales/detail/${sale.id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `sales/receipt/${sale.id}.pdf`, { token: other })).statusCode).toBe(404);
    expect((await post(`sales/void/${sale.id}`, { reason: 'x' }, other)).statusCode).toBe(404);
    expect((await post(`sales/refund/${sale.id}`, { method: 'cash', reason: 'x' }, other)).statusCode).toBe(404);
    const open = await walkIn();
    expect((await post(`checkouts/pay/${open.id}`, { payments: [{ method: 'card', amount: open.totals.due }] }, other)).statusCode).toBe(404);
    expect((await t.call('GET', 'sales', { token: other })).json<SalesListResponse>().data.some((row) => row.id === sale.id)).toBe(false);
  });
});

describe('demo data', () => {
  it('has checked-out bookings, product sales, voids and refunds made through the service', async () => {
    const counts = await rows<{ kind: string; n: number }>(sql`select kind, count(*)::int as n from sales where venue_id = ${t.seed.salon.id} and year < 2027 group by kind order by kind`);
    const byKind = Object.fromEntries(counts.map((row) => [row.kind, row.n]));
    expect(byKind.sale).toBeGreaterThan(20);
    expect(byKind.void).toBeGreaterThan(0);
    expect(byKind.refund).toBeGreaterThan(0);
    const productLines = await rows<{ n: number }>(sql`select count(*)::int as n from sale_lines where venue_id = ${t.seed.salon.id} and kind = 'product'`);
    expect(productLines[0]!.n).toBeGreaterThan(0);
    const moves = await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements where venue_id = ${t.seed.salon.id} and reference like '20%-%'`);
    expect(moves[0]!.n).toBeGreaterThan(0);
  });
});

describe('a walk-in sale’s customer', () => {
  it('is set, changed and cleared on the open cart, and lands on the sale; a booking’s cart keeps its customer; another venue’s is refused', async () => {
    const [first, second] = await rows<{ id: number; first_name: string }>(sql`select id, first_name from customers where venue_id = ${t.seed.salon.id} order by id limit 2`);
    const items = [{ kind: 'custom', name: 'Fringe trim', unit_price: 1200 }];
    const cart = await checkout({ items });
    expect(cart.customer_id).toBeNull();
    const update = (id: number, body: Record<string, unknown>) => post(`checkouts/update/${id}`, { items, ...body });

    expect((await update(cart.id, { customer_id: first!.id })).json<{ data: Checkout }>().data.customer_id).toBe(first!.id);
    // Absent: left as it is.
    expect((await update(cart.id, {})).json<{ data: Checkout }>().data.customer_id).toBe(first!.id);
    expect((await update(cart.id, { customer_id: null })).json<{ data: Checkout }>().data.customer_id).toBeNull();
    const [foreign] = await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.other.id} order by id limit 1`);
    const refused = await update(cart.id, { customer_id: foreign!.id });
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['customer_id']]);
    expect((await update(cart.id, { customer_id: second!.id })).statusCode).toBe(200);

    const paid = await pay(cart.id, [{ method: 'card', amount: 1200 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ data: SaleDetail }>().data).toMatchObject({ customer_id: second!.id, customer_name: expect.stringContaining(second!.first_name) });

    const booked = await booking('16:00');
    const bookingCart = await checkout({ appointment_id: booked.appointments[0]!.id });
    const moved = await post(`checkouts/update/${bookingCart.id}`, { items: bookingCart.lines.map((line) => ({ kind: line.kind, appointment_id: line.appointment_id, service_id: line.service_id, employee_id: line.employee_id, unit_price: line.unit_price, quantity: line.quantity, name: line.name })), customer_id: second!.id });
    expect([moved.statusCode, Object.keys(moved.json().errors ?? {})]).toEqual([422, ['customer_id']]);
  });
});
