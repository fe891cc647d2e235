import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@chairside/shared/sales';
import { mailOutbox, products } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/**
 * Stock at the till, at the HTTP edge: 20 concurrent checkouts of a product with 5 in stock sell
 * exactly 5 while negative stock is off (the venue setting, off by default), and all 20 with it on;
 * a movement that takes a product to its reorder level e-mails the staff who asked for low-stock
 * news, once per crossing, through the outbox.
 */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: key() });

async function newProduct(name: string, onHand: number, reorderLevel = 0): Promise<number> {
  const stored = await post('products/store', { name, retail_price: 1000, reorder_level: reorderLevel, reorder_quantity: 6 });
  expect(stored.statusCode, stored.body).toBe(200);
  const id = stored.json<{ data: { id: number } }>().data.id;
  if (onHand) expect((await post('stock/adjust', { product_id: id, quantity: onHand, kind: 'purchase_receipt' })).statusCode).toBe(200);
  return id;
}
const cart = async (items: { product_id: number; quantity: number }[]) => {
  const response = await post('checkouts/store', { items: items.map((item) => ({ kind: 'product', ...item })) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checkout }>().data;
};
const pay = (checkout: Checkout) => post(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'card', amount: checkout.totals.due }] });
/** Sells `quantity` in one checkout; returns the status of the pay. */
const sell = async (productId: number, quantity = 1) => (await pay(await cart([{ product_id: productId, quantity }]))).statusCode;
const onHand = async (id: number) => (await t.database.db.select({ n: products.onHand }).from(products).where(eq(products.id, id)))[0]!.n;
const ledgerSum = async (id: number) =>
  ((await t.database.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from stock_movements where product_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const setNegative = async (on: 0 | 1) => {
  const saved = await post('settings/venue/update', { section: 'profile', allow_negative_stock: on });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.allow_negative_stock).toBe(on);
};
/** The low-stock mails about one product, oldest first. */
const lowMails = async (productName: string) =>
  (await t.database.db.select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox)
    .where(and(eq(mailOutbox.venueId, t.seed.salon.id), eq(mailOutbox.subject, `Low stock: ${productName}`))).orderBy(mailOutbox.id))
    .map((mail) => ({ ...mail, to: mail.to }));

describe('negative stock at the till', () => {
  it('is off by default: of 20 concurrent checkouts of 5 in stock exactly 5 are paid, the rest 422 OUT_OF_STOCK', async () => {
    const profile = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'profile' } });
    expect(profile.json().data.allow_negative_stock).toBe(0);
    const id = await newProduct('Last five hair masks', 5);
    const carts = await Promise.all(Array.from({ length: 20 }, () => cart([{ product_id: id, quantity: 1 }])));
    const answers = await Promise.all(carts.map(pay));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, a.json().code])).toEqual(Array(15).fill([422, 'OUT_OF_STOCK']));
    expect(await onHand(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    const made = (await t.database.db.execute(sql`select count(*)::int as n from sales where checkout_id in ${carts.map((c) => c.id)}`)) as unknown as { rows: { n: number }[] };
    expect(made.rows[0]!.n).toBe(5);
  });

  it('when the venue allows it, all 20 are paid and the stock goes under zero; adjustments still may not', async () => {
    await setNegative(1);
    try {
      const id = await newProduct('Five styling waxes', 5);
      const carts = await Promise.all(Array.from({ length: 20 }, () => cart([{ product_id: id, quantity: 1 }])));
      const answers = await Promise.all(carts.map(pay));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(await onHand(id)).toBe(-15);
      expect(await ledgerSum(id)).toBe(-15);
      const damaged = await post('stock/adjust', { product_id: id, quantity: -1, kind: 'damaged' });
      expect([damaged.statusCode, damaged.json().code]).toEqual([422, 'OUT_OF_STOCK']);
      // A refund puts one back, as always.
      const sale = answers[0]!.json<{ data: { id: number } }>().data;
      const refund = await post(`sales/refund/${sale.id}`, { method: 'card', reason: 'Unopened' });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(await onHand(id)).toBe(-14);
    } finally {
      await setNegative(0);
    }
    const id = await newProduct('One comb', 1);
    expect(await sell(id, 2)).toBe(422);
  });
});

describe('low stock e-mails', () => {
  it('go to the staff who asked for them when a sale takes a product to its reorder level: once per crossing', async () => {
    // Demo Salon: Emma (owner@demo.test) has low-stock e-mails on; Sofia (manager) has the role's default, in-app only.
    const name = 'Argan oil 50 ml';
    const id = await newProduct(name, 5, 2);
    expect(await lowMails(name)).toEqual([]);
    expect(await sell(id, 2)).toBe(200); // 5 → 3: above the level
    expect(await lowMails(name)).toEqual([]);
    expect(await sell(id)).toBe(200); // 3 → 2: crosses
    const first = await lowMails(name);
    expect(first.map((mail) => mail.to)).toEqual(['owner@demo.test']);
    expect(first[0]!.text).toContain('Argan oil 50 ml is down to 2 in stock at Demo Salon (reorder level 2)');
    expect(await sell(id)).toBe(200); // 2 → 1: still under, no new mail
    expect(await lowMails(name)).toHaveLength(1);

    // Sofia opts in, Emma out; a delivery lifts it above the level, and the next crossing mails Sofia only.
    const [emma, sofia] = t.seed.salon.employeeIds as number[];
    for (const [who, email] of [[sofia!, 1], [emma!, 0]] as const) {
      const changed = await t.call('PUT', `notification-settings/employee/update/${who}`, { token: owner, body: { value: { low_stock: { email } } } });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    expect((await post('stock/adjust', { product_id: id, quantity: 9, kind: 'purchase_receipt' })).statusCode).toBe(200); // 1 → 10
    // 20 concurrent single sales of 10 on hand: 10 are paid, and the one that reaches 2 mails, once.
    const carts = await Promise.all(Array.from({ length: 20 }, () => cart([{ product_id: id, quantity: 1 }])));
    const answers = await Promise.all(carts.map(pay));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect((await lowMails(name)).map((mail) => mail.to)).toEqual(['owner@demo.test', 'multi@demo.test']);
    for (const [who, email] of [[sofia!, 0], [emma!, 1]] as const) {
      await t.call('PUT', `notification-settings/employee/update/${who}`, { token: owner, body: { value: { low_stock: { email } } } });
    }
  });

  it('are not sent by a checkout that is refused, nor by a count or adjustment that stays above the level', async () => {
    const name = 'Volume spray';
    const id = await newProduct(name, 4, 3);
    const scarce = await newProduct('Scarce serum', 1);
    // The spray would cross (4 → 2), but the serum is short: the whole sale is refused and nothing is mailed.
    expect((await pay(await cart([{ product_id: id, quantity: 2 }, { product_id: scarce, quantity: 2 }]))).statusCode).toBe(422);
    expect(await onHand(id)).toBe(4);
    expect(await lowMails(name)).toEqual([]);
    // A count to 3 crosses: mailed once, like any movement.
    const counted = await post('stock/count', { counts: [{ product_id: id, counted: 3 }] });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await lowMails(name)).toHaveLength(1);
  });
});
