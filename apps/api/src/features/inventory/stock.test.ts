import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Movement, Product, StockResponse } from '@chairside/shared/inventory';
import { products, stockMovements } from '../../db/schema/index';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';

/** /inventory/stock at the HTTP edge: the ledger and its on-hand sum, concurrency, never negative, idempotency, the list and the history. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const adjust = (body: Record<string, unknown>, key: string = crypto.randomUUID(), lang?: string) =>
  t.call('POST', 'stock/adjust', { token: owner, body, headers: { 'idempotency-key': key }, lang });
const product = async (sku: string) => (await t.call('GET', 'products', { token: owner, query: { search: sku } })).json<{ data: Product[] }>().data[0]!;
const stock = async (query: Record<string, string> = {}) => (await t.call('GET', 'stock', { token: owner, query })).json<StockResponse>();
const ledgerSum = async (productId: number) => {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.venueId, t.seed.salon.id), eq(stockMovements.productId, productId)));
  return row!.sum;
};

/** Every page of the stock list (100 a page), with the first page's totals and meta. */
const stockPages = async (query: Record<string, string> = {}) => {
  const first = await stock({ ...query, per_page: '100' });
  const data = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++) data.push(...(await stock({ ...query, per_page: '100', page: String(page) })).data);
  return { data, totals: first.totals, meta: first.meta };
};

describe('the stock list', () => {
  it('shows tracked products with on-hand, values at cost and retail, and low-stock flags; the totals cover every page', async () => {
    const { data, totals, meta } = await stockPages();
    expect(meta.total).toBe(data.length);
    const oil = data.find((row) => row.sku === 'KER-EU-100')!;
    expect(oil).toMatchObject({ on_hand: 1, reorder_level: 2, low_stock: true, value_cost: 2500, value_retail: 4995 });
    expect(data.find((row) => row.sku === 'OLA-3-100')).toMatchObject({ on_hand: 7, low_stock: false, value_cost: 7 * 1500 });
    expect(totals.value_cost).toBe(data.reduce((sum, row) => sum + row.value_cost, 0));
    expect(totals.value_retail).toBe(data.reduce((sum, row) => sum + row.value_retail, 0));
    expect(totals.low_stock).toBe(data.filter((row) => row.low_stock).length);
    const low = await stockPages({ low: '1' });
    expect(low.data.every((row) => row.low_stock)).toBe(true);
    expect(low.data.map((row) => row.sku)).toContain('KER-EU-100');
    expect(low.totals.low_stock).toBe(low.meta.total);
    // Every demo product's on_hand is its ledger's sum.
    const mismatched = (await t.database.db.execute(sql`
      select p.sku from products p
      where p.venue_id = ${t.seed.salon.id} and p.on_hand <> (select coalesce(sum(m.quantity), 0) from stock_movements m where m.venue_id = p.venue_id and m.product_id = p.id)`)) as unknown as { rows: { sku: string }[] };
    expect(mismatched.rows).toEqual([]);
    for (const row of data.slice(0, 5)) expect(await ledgerSum(row.product_id), row.sku).toBe(row.on_hand);
  });

  it('pages by name (10, 25, 50 or 100 a page), and finds a scanned barcode', async () => {
    const all = (await stockPages()).data;
    const first = await stock({ per_page: '10' });
    const second = await stock({ per_page: '10', page: '2' });
    expect(first.data.map((row) => row.product_id)).toEqual(all.slice(0, 10).map((row) => row.product_id));
    expect(second.data.map((row) => row.product_id)).toEqual(all.slice(10, 20).map((row) => row.product_id));
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: all.length, last_page: Math.ceil(all.length / 10) });
    expect(second.totals).toEqual(first.totals);
    expect((await stock()).meta.per_page).toBe(50);
    expect((await t.call('GET', 'stock', { token: owner, query: { per_page: '7' } })).statusCode).toBe(422);
    const scanned = await stock({ search: '3474630645714' });
    expect(scanned.data.map((row) => row.sku)).toEqual(['KER-EU-100']);
    expect(scanned.totals).toEqual({ value_cost: 2500, value_retail: 4995, low_stock: 1 });
    expect((await stock({ search: 'olaplex' })).data.map((row) => row.sku).sort()).toEqual(['OLA-1-525', 'OLA-3-100', 'OLA-4-250']);
  });
});

describe('adjusting stock', () => {
  it('records a movement with its reason and who, moves on-hand, once per idempotency key', async () => {
    const shampoo = await product('KER-BS-250');
    const key = crypto.randomUUID();
    const first = await adjust({ product_id: shampoo.id, quantity: -2, kind: 'damaged', note: 'Dropped', reference: 'shelf 3' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ data: Movement; on_hand: number; message: string }>();
    expect(body).toMatchObject({ on_hand: shampoo.on_hand - 2, message: 'The stock has been adjusted.' });
    expect(body.data).toMatchObject({ product_id: shampoo.id, quantity: -2, kind: 'damaged', note: 'Dropped', reference: 'shelf 3', employee_name: expect.any(String) });
    const again = await adjust({ product_id: shampoo.id, quantity: -2, kind: 'damaged', note: 'Dropped', reference: 'shelf 3' }, key);
    expect(again.json().data.id).toBe(body.data.id);
    expect((await product('KER-BS-250')).on_hand).toBe(shampoo.on_hand - 2);
    expect(await ledgerSum(shampoo.id)).toBe(shampoo.on_hand - 2);
  });

  it('refuses to go under zero with 422 OUT_OF_STOCK in the caller’s language, and writes nothing', async () => {
    const oil = await product('KER-EU-100');
    const before = await databaseFingerprint(t.database.db);
    const response = await adjust({ product_id: oil.id, quantity: -(oil.on_hand + 1), kind: 'lost' }, undefined, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Dafür ist nicht genug Bestand vorhanden.' });
    const after = await databaseFingerprint(t.database.db);
    expect(Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table))).toEqual([]);
    // Exactly to zero is fine.
    expect((await adjust({ product_id: oil.id, quantity: -oil.on_hand, kind: 'count_correction' })).json().on_hand).toBe(0);
  });

  it('refuses a zero quantity, a kind only sales may use, and a product whose stock is not tracked', async () => {
    const polish = await product('OPI-NL-N25');
    expect((await adjust({ product_id: polish.id, quantity: 0, kind: 'lost' })).statusCode).toBe(422);
    expect((await adjust({ product_id: polish.id, quantity: -1, kind: 'sale' })).statusCode).toBe(422);
    const untracked = await t.call('POST', 'products/store', {
      token: owner, body: { name: 'Gift wrap', track_stock: false }, headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const refused = await adjust({ product_id: untracked.json().data.id, quantity: 1, kind: 'purchase_receipt' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['product_id']);
    expect((await adjust({ product_id: 999_999, quantity: 1, kind: 'purchase_receipt' })).statusCode).toBe(404);
  });

  it('keeps the sum right under concurrent adjustments, and lets exactly the stock on hand go out', async () => {
    const cream = await product('WEL-TI-150');
    const start = cream.on_hand;
    const ins = await Promise.all(Array.from({ length: 20 }, () => adjust({ product_id: cream.id, quantity: 1, kind: 'purchase_receipt' })));
    expect(ins.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await product('WEL-TI-150')).on_hand).toBe(start + 20);
    // 30 concurrent removals of one unit with start + 20 on hand: exactly start + 20 succeed, the rest are OUT_OF_STOCK.
    const outs = await Promise.all(Array.from({ length: 30 }, () => adjust({ product_id: cream.id, quantity: -1, kind: 'used_in_service' })));
    const ok = outs.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(start + 20);
    expect(outs.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(true);
    const [row] = await t.database.db.select({ onHand: products.onHand }).from(products).where(eq(products.id, cream.id));
    expect(row!.onHand).toBe(0);
    expect(await ledgerSum(cream.id)).toBe(0);
  });
});

describe('the demo ledger', () => {
  it('agrees with the sales history: every sale or refund movement names a document of the venue, and the quantities match its product lines', async () => {
    const run = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const venue = t.seed.salon.id;
    const orphans = await run<{ id: number }>(sql`select m.id from stock_movements m where m.venue_id = ${venue} and m.kind in ('sale', 'refund')
      and not exists (select 1 from sales s where s.venue_id = m.venue_id and s.year || '-' || lpad(s.number::text, 6, '0') = m.reference)`); // saleNumber()
    expect(orphans).toEqual([]);
    const [moved] = await run<{ n: number }>(sql`select coalesce(-sum(quantity), 0)::int as n from stock_movements where venue_id = ${venue} and kind in ('sale', 'refund')`);
    const [sold] = await run<{ n: number }>(sql`select coalesce(sum(l.quantity * case when s.kind = 'sale' then 1 else -1 end), 0)::int as n
      from sale_lines l join sales s on s.venue_id = l.venue_id and s.id = l.sale_id
      join products p on p.venue_id = l.venue_id and p.id = l.product_id and p.track_stock
      where l.venue_id = ${venue} and l.kind = 'product'`);
    expect(moved!.n).toBeGreaterThan(0);
    expect(moved!.n).toBe(sold!.n);
  });
});

describe('the movement history', () => {
  it('filters by product, kind and date, paged', async () => {
    const colour = await product('WEL-KP-70');
    const all = await t.call('GET', 'stock/movements', { token: owner, query: { product_id: String(colour.id) } });
    expect(all.statusCode, all.body).toBe(200);
    const history = all.json<{ data: Movement[]; meta: { total: number } }>();
    expect(history.data.map((m) => m.quantity).sort((a, b) => a - b)).toEqual([-8, -3, 24]);
    expect(history.data.every((m) => m.product_name === 'Koleston Perfect 7/0 60 ml')).toBe(true);
    const receipts = (await t.call('GET', 'stock/movements', { token: owner, query: { kind: 'purchase_receipt', per_page: '5', page: '2' } })).json();
    expect(receipts.data.every((m: Movement) => m.kind === 'purchase_receipt')).toBe(true);
    expect(receipts.meta).toMatchObject({ page: 2, per_page: 5 });
    expect(receipts.meta.total).toBeGreaterThanOrEqual(12);
    const future = (await t.call('GET', 'stock/movements', { token: owner, query: { from: '2999-01-01' } })).json();
    expect(future).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    expect((await t.call('GET', 'stock/movements', { token: owner, query: { kind: 'stolen' } })).statusCode).toBe(422);
  });
});
