import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Partner, Product } from '@chairside/shared/inventory';
import { activityLog, taxRates, venues } from '../../db/schema/index';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';

/** /inventory products, brands and suppliers at the HTTP edge: CRUD, SKU/barcode uniqueness, scans, tenancy, permission and the plan feature. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body?: unknown, token = owner) => t.call('POST', path, { token, body, headers: key() });
const products = async (query: Record<string, string> = {}) => {
  const response = await t.call('GET', 'products', { token: owner, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Product[]; exact_id: number | null; categories: string[] }>();
};
const unchanged = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table));

describe('products', () => {
  it('lists the demo products with brand, supplier, tax rate and stock', async () => {
    const { data, categories } = await products();
    // The twelve the tests read exactly, and the rest of the range: about 150, retail and professional.
    expect(data.length).toBeGreaterThanOrEqual(140);
    expect(new Set(data.map((p) => p.usage))).toEqual(new Set(['retail', 'professional']));
    const barcodes = data.map((p) => p.barcode).filter(Boolean);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    const oil = data.find((p) => p.sku === 'KER-EU-100')!;
    expect(oil).toMatchObject({ brand_name: 'Kérastase', supplier_name: 'Beauty Wholesale BV', retail_price: 4995, cost_price: 2500, usage: 'retail', on_hand: 1, low_stock: true });
    expect(categories).toContain('Colour');
  });

  it('adds one with the venue’s product tax rate by default, once per idempotency key, and logs it', async () => {
    const [rate] = await t.database.db.select().from(taxRates).where(and(eq(taxRates.venueId, t.seed.salon.id), eq(taxRates.defaultProduct, true)));
    const headers = key();
    const body = { name: ' Curl cream 150 ml ', category: 'Styling', sku: 'CUR-150', barcode: '5012345678900', retail_price: 1850, cost_price: 800, reorder_level: 3 };
    const first = await t.call('POST', 'products/store', { token: owner, body, headers });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ data: Product; message: string }>();
    expect(created.data).toMatchObject({ name: 'Curl cream 150 ml', tax_rate_id: rate!.id, tax_rate: rate!.rate, on_hand: 0, low_stock: true, track_stock: true, brand_id: null });
    expect(created.message).toBe('The product has been added.');
    const again = await t.call('POST', 'products/store', { token: owner, body, headers });
    expect(again.json().data.id).toBe(created.data.id);
    expect((await products({ search: 'Curl cream' })).data).toHaveLength(1);
    const [log] = await t.database.db.select().from(activityLog).where(and(eq(activityLog.entity, 'product'), eq(activityLog.entityId, created.data.id)));
    expect(log).toMatchObject({ action: 'create' });
  });

  it('finds a product by a scanned barcode or typed SKU first, and by name', async () => {
    const byBarcode = await products({ search: '3474636382996' });
    expect(byBarcode.data[0]).toMatchObject({ sku: 'KER-BS-250' });
    expect(byBarcode.exact_id).toBe(byBarcode.data[0]!.id);
    expect((await products({ search: 'OLA-3-100' })).data[0]!.name).toBe('No. 3 Hair Perfector 100 ml');
    const byName = await products({ search: 'olaplex' });
    expect(byName.data.map((p) => p.sku).sort()).toEqual(['OLA-1-525', 'OLA-3-100', 'OLA-4-250']);
    expect(byName.exact_id).toBeNull();
    expect((await products({ search: '100%_' })).data).toEqual([]);
  });

  it('refuses a SKU or barcode another active product has (422 on that field), allows it once that one is archived', async () => {
    const before = await databaseFingerprint(t.database.db);
    const sku = await post('products/store', { name: 'Copy', sku: 'KER-BS-250' });
    expect(sku.statusCode).toBe(422);
    expect(Object.keys(sku.json().errors)).toEqual(['sku']);
    const barcode = await post('products/store', { name: 'Copy', barcode: '3474636382996' }, owner);
    expect(barcode.statusCode).toBe(422);
    expect(barcode.json().errors.barcode[0]).toBe('Another product already has this barcode.');
    expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);

    const original = (await products({ search: 'KER-MN-200' })).data[0]!;
    expect((await post(`products/archive/${original.id}`)).json().data.archived).toBe(true);
    const reuse = await post('products/store', { name: 'New masque', sku: 'KER-MN-200' });
    expect(reuse.statusCode, reuse.body).toBe(200);
    // Restoring the old one would clash now.
    const restore = await post(`products/restore/${original.id}`);
    expect(restore.statusCode).toBe(422);
    expect(Object.keys(restore.json().errors)).toEqual(['sku']);
    await post(`products/archive/${reuse.json().data.id}`);
    const restored = await post(`products/restore/${original.id}`);
    expect(restored.json()).toMatchObject({ data: { archived: false, archived_at: null }, message: 'The product is back.' });
    expect((await products({ archived: '1' })).data.map((p) => p.name)).toContain('New masque');
  });

  it('updates a product (not its stock) and refuses another venue’s brand or an unknown tax rate', async () => {
    const polish = (await products({ search: 'OPI-NL-N25' })).data[0]!;
    const body = { name: 'Big Apple Red', brand_id: polish.brand_id, sku: polish.sku, barcode: polish.barcode, retail_price: 1695, cost_price: 700, usage: 'retail', reorder_level: 1, supplier_id: polish.supplier_id, tax_rate_id: polish.tax_rate_id };
    const updated = await t.call('POST', `products/update/${polish.id}`, { token: owner, body, lang: 'nld' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'Big Apple Red', retail_price: 1695, on_hand: polish.on_hand, low_stock: false }, message: 'Het product is opgeslagen.' });
    const badTax = await post(`products/update/${polish.id}`, { ...body, tax_rate_id: 999_999 });
    expect(badTax.statusCode).toBe(422);
    expect(Object.keys(badTax.json().errors)).toEqual(['tax_rate_id']);
    const detail = await t.call('GET', `products/detail/${polish.id}`, { token: owner });
    expect(detail.json().data.name).toBe('Big Apple Red');
  });
});

describe('brands and suppliers', () => {
  for (const segment of ['brands', 'suppliers'] as const) {
    it(`${segment}: add, change, archive and restore`, async () => {
      const created = await post(`${segment}/store`, { name: 'Davines', contact: 'Anna', email: 'Anna@Davines.test', phone: '+39 0521 965611' });
      expect(created.statusCode, created.body).toBe(200);
      const row = created.json<{ data: Partner }>().data;
      expect(row).toMatchObject({ name: 'Davines', email: 'anna@davines.test', product_count: 0, archived: false });
      const bad = await post(`${segment}/store`, { name: '', email: 'not-an-email' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
      const updated = await post(`${segment}/update/${row.id}`, { name: 'Davines Group', notes: 'Net 30' });
      expect(updated.json().data).toMatchObject({ name: 'Davines Group', notes: 'Net 30', contact: '' });
      expect((await post(`${segment}/archive/${row.id}`)).json().data.archived).toBe(true);
      const archived = (await t.call('GET', segment, { token: owner, query: { archived: '1' } })).json<{ data: Partner[] }>().data;
      expect(archived.map((p) => p.id)).toContain(row.id);
      // An archived brand / supplier is not offered to a new product.
      const field = segment === 'brands' ? 'brand_id' : 'supplier_id';
      const refused = await post('products/store', { name: 'Needs a partner', [field]: row.id });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
      expect((await post(`${segment}/restore/${row.id}`)).json().data.archived).toBe(false);
      expect((await t.call('GET', `${segment}/detail/${row.id}`, { token: owner })).json().data.name).toBe('Davines Group');
    });
  }

  it('counts a brand’s active products', async () => {
    const list = (await t.call('GET', 'brands', { token: owner })).json<{ data: Partner[] }>().data;
    expect(list.find((b) => b.name === 'Olaplex')?.product_count).toBe(3);
  });
});

describe('who may', () => {
  it('needs the inventory permission', async () => {
    const staff = await t.login('staff');
    for (const [method, path] of [['GET', 'products'], ['GET', 'brands'], ['GET', 'suppliers'], ['GET', 'stock'], ['GET', 'stock/movements'], ['POST', 'products/store'], ['POST', 'stock/adjust']] as const) {
      const response = await t.call(method, path, { token: staff, body: method === 'POST' ? { name: 'X' } : undefined, headers: key() });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 404 for another venue's product, brand and supplier even when that venue has the feature", async () => {
    const other = await t.login('other');
    const product = (await products()).data[0]!;
    const brand = (await t.call('GET', 'brands', { token: owner })).json().data[0].id as number;
    await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.other.id));
    try {
      const before = await databaseFingerprint(t.database.db);
      for (const path of [`products/detail/${product.id}`, `brands/detail/${brand}`]) expect((await t.call('GET', path, { token: other })).statusCode).toBe(404);
      for (const path of [`products/update/${product.id}`, `products/archive/${product.id}`, `brands/update/${brand}`, `brands/archive/${brand}`]) {
        expect((await post(path, { name: 'Mine now' }, other)).statusCode, path).toBe(404);
      }
      expect((await post('stock/adjust', { product_id: product.id, quantity: 5, kind: 'purchase_receipt' }, other)).statusCode).toBe(404);
      const supplier = (await t.call('GET', 'suppliers', { token: owner })).json().data[0].id as number;
      expect((await t.call('GET', `suppliers/detail/${supplier}`, { token: other })).statusCode).toBe(404);
      // A filter by another venue's product finds nothing of it (the list is the caller's venue's only).
      const history = await t.call('GET', 'stock/movements', { token: other, query: { product_id: String(product.id) } });
      expect(history.json()).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await t.call('GET', 'stock', { token: other, query: { search: product.sku } })).json().data).toEqual([]);
      expect((await post('products/store', { name: 'Theirs', brand_id: brand }, other)).statusCode).toBe(422);
      expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);
    } finally {
      await t.database.db.update(venues).set({ plan: 'manage' }).where(eq(venues.id, t.seed.other.id));
    }
  });
});

describe('the plan feature', () => {
  it('on manage (neither products nor inventory), every write answers 403 with limits and nothing changes; reads still work', async () => {
    const product = (await products()).data[0]!;
    const brand = (await t.call('GET', 'brands', { token: owner })).json().data[0].id as number;
    const supplier = (await t.call('GET', 'suppliers', { token: owner })).json().data[0].id as number;
    await t.database.db.update(venues).set({ plan: 'manage', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    try {
      const before = await databaseFingerprint(t.database.db);
      const writes: [string, unknown][] = [
        ['products/store', { name: 'X' }], [`products/update/${product.id}`, { name: 'X' }], [`products/archive/${product.id}`, undefined], [`products/restore/${product.id}`, undefined],
        ['stock/adjust', { product_id: product.id, quantity: 1, kind: 'purchase_receipt' }],
      ];
      for (const [segment, id] of [['brands', brand], ['suppliers', supplier]] as const) {
        writes.push([`${segment}/store`, { name: 'X' }], [`${segment}/update/${id}`, { name: 'X' }], [`${segment}/archive/${id}`, undefined], [`${segment}/restore/${id}`, undefined]);
      }
      for (const [path, body] of writes) {
        const response = await post(path, body);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(403);
        // Stock and suppliers are the `inventory` feature (grow); products and brands are `products` (start).
        const feature = /^(stock|suppliers)\//.test(path) ? 'inventory' : 'products';
        expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { [feature]: 0 } });
      }
      expect(unchanged(before, await databaseFingerprint(t.database.db))).toEqual([]);
      for (const path of ['products', 'brands', 'suppliers', 'stock', 'stock/movements']) expect((await t.call('GET', path, { token: owner })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    }
  });
});
