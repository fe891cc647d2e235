import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@chairside/shared/inventory';
import type { PurchaseOrder, PurchaseOrderDetail, StockCountResponse, SuggestedOrders } from '@chairside/shared/inventory-orders';
import { mailAttachments, mailOutbox, stockMovements, venues } from '../../db/schema/index';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';

/** /inventory/orders and the stock count at the HTTP edge: send once with its PDF, receive into stock and cost, never more than ordered; counts write exactly the differences. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const post = (path: string, body?: unknown, token = owner) =>
  t.call('POST', path, { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const product = async (sku: string) => (await t.call('GET', 'products', { token: owner, query: { search: sku } })).json<{ data: Product[] }>().data[0]!;
const supplierId = async (name: string) => (await t.call('GET', 'suppliers', { token: owner })).json<{ data: { id: number; name: string }[] }>().data.find((s) => s.name === name)!.id;
const detail = async (id: number) => (await t.call('GET', `purchase-orders/detail/${id}`, { token: owner })).json<{ data: PurchaseOrderDetail }>().data;
const unchanged = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table));
const movementsOf = (productId: number) =>
  t.database.db.select().from(stockMovements).where(and(eq(stockMovements.venueId, t.seed.salon.id), eq(stockMovements.productId, productId))).orderBy(desc(stockMovements.id));

async function draft(lines: { sku: string; quantity: number; unit_cost?: number }[], supplier = 'Beauty Wholesale BV') {
  const body = { supplier_id: await supplierId(supplier), lines: await Promise.all(lines.map(async (l) => ({ product_id: (await product(l.sku)).id, quantity: l.quantity, unit_cost: l.unit_cost ?? null }))) };
  const response = await post('purchase-orders/store', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PurchaseOrderDetail }>().data;
}

describe('purchase orders', () => {
  it('lists the demo orders in every state, newest first, and filters by state', async () => {
    const list = (await t.call('GET', 'purchase-orders', { token: owner })).json<{ data: PurchaseOrder[] }>();
    expect(new Set(list.data.map((o) => o.status))).toEqual(new Set(['closed', 'received', 'partly_received', 'sent', 'draft', 'cancelled']));
    expect(list.data.map((o) => o.number)).toEqual([...list.data.map((o) => o.number)].sort((a, b) => b - a));
    const open = (await t.call('GET', 'purchase-orders', { token: owner, query: { status: 'open' } })).json<{ data: PurchaseOrder[] }>();
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((o) => o.status === 'sent' || o.status === 'partly_received')).toBe(true);
    const partly = open.data.find((o) => o.status === 'partly_received')!;
    expect(partly.received_quantity).toBeGreaterThan(0);
    expect(partly.received_quantity).toBeLessThan(partly.total_quantity);
  });

  it('creates a numbered draft, changes it while a draft, sends it once with its PDF, then refuses changes', async () => {
    const order = await draft([{ sku: 'KER-BS-250', quantity: 6 }, { sku: 'KER-MN-200', quantity: 2, unit_cost: 2100 }]);
    expect(order).toMatchObject({ status: 'draft', supplier_name: 'Beauty Wholesale BV', line_count: 2, total_quantity: 8, total_cost: 6 * 1450 + 2 * 2100 });
    expect(order.number).toBeGreaterThan(6);
    const changed = await post(`purchase-orders/update/${order.id}`, { supplier_id: order.supplier_id, note: 'Before Friday', lines: [{ product_id: order.lines[0]!.product_id, quantity: 10 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ note: 'Before Friday', line_count: 1, total_quantity: 10 });

    const sent = await post(`purchase-orders/send/${order.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ data: { status: 'sent' }, message: 'The purchase order has been sent to the supplier.' });
    const again = await post(`purchase-orders/send/${order.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'VALIDATION', errors: { status: [expect.any(String)] } });
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.venueId, t.seed.salon.id), eq(mailOutbox.to, 'orders@beautywholesale.test')));
    const mine = mails.filter((m) => m.subject.includes(`Purchase order ${order.number} `));
    expect(mine).toHaveLength(1);
    const files = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mine[0]!.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: `purchase-order-${order.number}.pdf`, contentType: 'application/pdf' });
    expect(files[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await post(`purchase-orders/update/${order.id}`, { supplier_id: order.supplier_id, lines: [{ product_id: order.lines[0]!.product_id, quantity: 1 }] })).statusCode).toBe(422);
  });

  it('refuses to send to a supplier without an e-mail address, writing nothing', async () => {
    const created = await post('suppliers/store', { name: 'No Mail Ltd' });
    const order = await post('purchase-orders/store', { supplier_id: created.json().data.id, lines: [{ product_id: (await product('OPI-NE-15')).id, quantity: 1 }] });
    const before = await databaseFingerprint(t.database.db);
    const refused = await post(`purchase-orders/send/${order.json().data.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.supplier_id).toBeDefined();
    expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });

  it('receives partly then fully: stock rises, the cost price follows, more than ordered is refused', async () => {
    const oil = await product('KER-EU-100');
    const order = await draft([{ sku: 'KER-EU-100', quantity: 6, unit_cost: 2600 }]);
    await post(`purchase-orders/send/${order.id}`);
    const line = order.lines[0]!;

    const first = await post(`purchase-orders/receive/${order.id}`, { lines: [{ line_id: line.id, quantity: 4 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'partly_received', received_quantity: 4 });
    expect(await product('KER-EU-100')).toMatchObject({ on_hand: oil.on_hand + 4, cost_price: 2600 });
    expect((await movementsOf(oil.id))[0]).toMatchObject({ quantity: 4, kind: 'purchase_receipt', reference: `PO-${order.number}` });

    const before = await databaseFingerprint(t.database.db);
    const over = await post(`purchase-orders/receive/${order.id}`, { lines: [{ line_id: line.id, quantity: 3 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'VALIDATION', errors: { 'lines.0.quantity': [expect.stringContaining('2')] } });
    expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);

    const rest = await post(`purchase-orders/receive/${order.id}`, { lines: [{ line_id: line.id, quantity: 2, unit_cost: 2700 }] });
    expect(rest.json().data).toMatchObject({ status: 'received', received_quantity: 6, received_at: expect.any(String) });
    expect(await product('KER-EU-100')).toMatchObject({ on_hand: oil.on_hand + 6, cost_price: 2700 });
    expect((await post(`purchase-orders/receive/${order.id}`, { lines: [{ line_id: line.id, quantity: 1 }] })).statusCode).toBe(422);

    const closed = await post(`purchase-orders/archive/${order.id}`);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
  });

  it('cannot receive a draft; archiving a draft cancels it', async () => {
    const order = await draft([{ sku: 'OLA-4-250', quantity: 2 }], 'Salon Supply Co.');
    expect((await post(`purchase-orders/receive/${order.id}`, { lines: [{ line_id: order.lines[0]!.id, quantity: 1 }] })).statusCode).toBe(422);
    expect((await post(`purchase-orders/archive/${order.id}`)).json().data.status).toBe('cancelled');
  });

  it('suggests the low products by supplier, less what is already on order', async () => {
    const suggested = (await t.call('GET', 'purchase-orders/suggested', { token: owner })).json<SuggestedOrders>();
    const lines = suggested.data.flatMap((group) => group.lines.map((line) => ({ ...line, supplier: group.supplier_name })));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.on_hand).toBeLessThanOrEqual(line.reorder_level);
      expect(line.quantity).toBeGreaterThan(0);
    }
    const stock = (await t.call('GET', 'stock', { token: owner, query: { low: '1', per_page: '100' } })).json<{ data: { product_id: number }[] }>();
    for (const line of lines) expect(stock.data.map((row) => row.product_id)).toContain(line.product_id);
  });

  it("answers 404 for another venue's order and product, and changes nothing", async () => {
    const other = await t.login('other');
    const order = (await t.call('GET', 'purchase-orders', { token: owner, query: { status: 'draft' } })).json<{ data: PurchaseOrder[] }>().data[0]!;
    const lines = (await detail(order.id)).lines;
    await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.other.id));
    try {
      const before = await databaseFingerprint(t.database.db);
      expect((await t.call('GET', `purchase-orders/detail/${order.id}`, { token: other })).statusCode).toBe(404);
      for (const path of ['update', 'archive', 'send', 'receive']) {
        const body = path === 'update' ? { supplier_id: order.supplier_id, lines: [{ product_id: lines[0]!.product_id, quantity: 1 }] } : path === 'receive' ? { lines: [{ line_id: lines[0]!.id, quantity: 1 }] } : undefined;
        expect((await post(`purchase-orders/${path}/${order.id}`, body, other)).statusCode, path).toBe(404);
      }
      expect((await post('stock/count', { counts: [{ product_id: lines[0]!.product_id, counted: 0 }] }, other)).statusCode).toBe(404);
      expect((await post('purchase-orders/store', { supplier_id: order.supplier_id, lines: [{ product_id: lines[0]!.product_id, quantity: 1 }] }, other)).statusCode).toBe(422);
      expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);
    } finally {
      await t.database.db.update(venues).set({ plan: 'manage' }).where(eq(venues.id, t.seed.other.id));
    }
  });
});

describe('the stock count', () => {
  it('finds a product by its scanned barcode, then writes exactly the differences as count corrections', async () => {
    const scan = (await t.call('GET', 'products', { token: owner, query: { search: '094100010118' } })).json<{ data: Product[]; exact_id: number }>();
    const envy = scan.data.find((p) => p.id === scan.exact_id)!;
    expect(envy.sku).toBe('OPI-NE-15');
    const polish = await product('OPI-NL-N25');
    const pads = await product('CON-PAD-100');
    const before = await Promise.all([envy, polish, pads].map(async (p) => (await movementsOf(p.id)).length));

    const response = await post('stock/count', { counts: [{ product_id: envy.id, counted: envy.on_hand + 2 }, { product_id: polish.id, counted: polish.on_hand }, { product_id: pads.id, counted: 0 }], note: 'Monthly count' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<StockCountResponse>();
    expect(body.movements).toBe(pads.on_hand === 0 ? 1 : 2);
    expect(body.data).toEqual(expect.arrayContaining([
      { product_id: envy.id, before: envy.on_hand, counted: envy.on_hand + 2, difference: 2 },
      { product_id: polish.id, before: polish.on_hand, counted: polish.on_hand, difference: 0 },
    ]));
    expect((await movementsOf(envy.id))[0]).toMatchObject({ quantity: 2, kind: 'count_correction', note: 'Monthly count' });
    expect(await movementsOf(polish.id)).toHaveLength(before[1]!);
    expect(await movementsOf(pads.id)).toHaveLength(before[2]! + 1);
    expect((await movementsOf(pads.id))[0]).toMatchObject({ quantity: -pads.on_hand, kind: 'count_correction' });
    expect((await product('OPI-NE-15')).on_hand).toBe(envy.on_hand + 2);
    expect((await product('CON-PAD-100')).on_hand).toBe(0);
  });
});

describe('the product photo', () => {
  it('stores an uploaded picture as the product photo and removes it', async () => {
    const oil = await product('KER-EU-100');
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 30 } } }).png().toBuffer();
    const uploaded = await t.call('POST', `products/photo/${oil.id}`, { token: owner, body: picture, headers: { 'content-type': 'image/png' } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ data: Product }>().data.photo!;
    expect(url).toMatch(/^\/api\/v1\/b2b\/images\/\d+\/[0-9a-f]{64}\.webp$/);
    const served = await t.call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 512, format: 'webp' });
    const removed = await post(`products/photo/delete/${oil.id}`);
    expect(removed.json().data.photo).toBeNull();
    expect((await t.call('POST', `products/photo/${oil.id}`, { token: owner, body: 'not a picture', headers: { 'content-type': 'image/png' } })).statusCode).toBe(422);
  });
});

describe('the plan feature', () => {
  it('on manage, order writes, the count and the photo answer 403 with limits and change nothing; reads still work', async () => {
    const order = (await t.call('GET', 'purchase-orders', { token: owner, query: { status: 'sent' } })).json<{ data: PurchaseOrder[] }>().data[0]!;
    const lines = (await detail(order.id)).lines;
    const oil = await product('KER-EU-100');
    await t.database.db.update(venues).set({ plan: 'manage', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    try {
      const before = await databaseFingerprint(t.database.db);
      const writes: [string, unknown][] = [
        ['purchase-orders/store', { supplier_id: order.supplier_id, lines: [{ product_id: oil.id, quantity: 1 }] }],
        [`purchase-orders/receive/${order.id}`, { lines: [{ line_id: lines[0]!.id, quantity: 1 }] }],
        [`purchase-orders/archive/${order.id}`, undefined],
        ['stock/count', { counts: [{ product_id: oil.id, counted: 9 }] }],
        [`products/photo/delete/${oil.id}`, undefined],
      ];
      for (const [path, body] of writes) {
        const response = await post(path, body);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(403);
        // Orders and counts are the `inventory` feature (grow); the product photo is `products` (start).
        expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { [path.startsWith('products/') ? 'products' : 'inventory']: 0 } });
      }
      expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);
      for (const path of ['purchase-orders', 'purchase-orders/suggested', `purchase-orders/detail/${order.id}`]) expect((await t.call('GET', path, { token: owner })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    }
  });
});
