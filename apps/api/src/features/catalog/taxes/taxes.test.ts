import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxesResponse, TaxRate } from '@chairside/shared/catalog-taxes';
import { taxRates, venues } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';

/** /catalogs/taxation at the HTTP edge: rates in basis points, the defaults and the pricing mode. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const taxes = async (token = owner) => {
  const response = await t.call('GET', 'taxes', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaxesResponse>();
};
const venueRow = async (id = t.seed.salon.id) =>
  (await t.database.db.select({ mode: venues.taxCalculation, service: venues.taxDefaultService, product: venues.taxDefaultProduct }).from(venues).where(eq(venues.id, id)))[0]!;

describe('the demo rates', () => {
  it('are Dutch VAT 21 % (default for services and products), 9 % and 0 %, prices including tax', async () => {
    const body = await taxes();
    expect(body.data.map((r) => r.rate)).toEqual([2100, 900, 0]);
    const high = body.data[0]!;
    expect(high).toMatchObject({ default_service: true, default_product: true, archived: false });
    expect(body).toMatchObject({ tax_calculation: 'included', default_service_id: high.id, default_product_id: high.id });
    expect(await venueRow()).toEqual({ mode: 'included', service: 21, product: 21 });
  });
});

describe('rates', () => {
  it('adds a rate once per idempotency key, changes it and archives and restores it', async () => {
    const key = crypto.randomUUID();
    const body = { name: 'Reduced 5.5 %', rate: 550 };
    const first = await t.call('POST', 'taxes/store', { token: owner, body, headers: { 'idempotency-key': key } });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ data: TaxRate; message: string }>();
    expect(created.data).toMatchObject({ name: 'Reduced 5.5 %', rate: 550, default_service: false, default_product: false, archived: false });
    expect(created.message).toBe('The tax rate has been added.');
    const again = await t.call('POST', 'taxes/store', { token: owner, body, headers: { 'idempotency-key': key } });
    expect(again.json().data.id).toBe(created.data.id);
    expect((await taxes()).data.filter((r) => r.rate === 550)).toHaveLength(1);

    const updated = await t.call('POST', `taxes/update/${created.data.id}`, { token: owner, body: { name: 'Reduced 6 %', rate: 600 }, lang: 'de' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'Reduced 6 %', rate: 600 }, message: 'Der Steuersatz wurde gespeichert.' });

    const archived = await t.call('POST', `taxes/archive/${created.data.id}`, { token: owner });
    expect(archived.json().data.archived).toBe(true);
    const list = await taxes();
    expect(list.data.at(-1)).toMatchObject({ id: created.data.id, archived: true });
    expect((await t.call('POST', `taxes/restore/${created.data.id}`, { token: owner })).json().data.archived).toBe(false);
  });

  it('refuses a rate outside 0–100 % or without a name, in the caller’s language', async () => {
    const before = await databaseFingerprint(t.database.db);
    for (const body of [{ name: 'Too high', rate: 10_001 }, { name: 'Negative', rate: -1 }, { name: 'Fraction', rate: 21.5 }, { name: ' ', rate: 2100 }]) {
      const response = await t.call('POST', 'taxes/store', { token: owner, body, lang: 'pl', headers: { 'idempotency-key': crypto.randomUUID() } });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([body.name.trim() ? 'rate' : 'name']);
    }
    const english = await t.call('POST', 'taxes/store', { token: owner, body: { name: '', rate: 100 }, headers: { 'idempotency-key': crypto.randomUUID() } });
    const polish = await t.call('POST', 'taxes/store', { token: owner, body: { name: '', rate: 100 }, lang: 'pl', headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(polish.json().errors.name[0]).not.toBe(english.json().errors.name[0]);
    const after = await databaseFingerprint(t.database.db);
    expect(Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table))).toEqual([]);
  });

  it('will not archive a default rate', async () => {
    const { default_service_id } = await taxes();
    const response = await t.call('POST', `taxes/archive/${default_service_id}`, { token: owner, lang: 'nld' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.id).toEqual(['Dit tarief is een standaardtarief. Kies eerst een ander standaardtarief.']);
    expect((await taxes()).data.find((r) => r.id === default_service_id)?.archived).toBe(false);
  });
});

describe('defaults and the pricing mode', () => {
  it('sets the service and product defaults and tax-exclusive prices, mirrored in the venue profile', async () => {
    const { data } = await taxes();
    const low = data.find((r) => r.rate === 900)!;
    const zero = data.find((r) => r.rate === 0)!;
    const response = await t.call('POST', 'taxes/settings', { token: owner, body: { default_service_id: low.id, default_product_id: zero.id, tax_calculation: 'excluded' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ default_service_id: low.id, default_product_id: zero.id, tax_calculation: 'excluded', message: expect.any(String) });
    expect(await venueRow()).toEqual({ mode: 'excluded', service: 9, product: 0 });
    const profile = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'profile' } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('"tax_default_service":9');
    expect(JSON.stringify(profile.json())).toContain('"tax_calculation":"excluded"');
    // one default of each kind
    const flags = await t.database.db.select().from(taxRates).where(eq(taxRates.venueId, t.seed.salon.id));
    expect(flags.filter((r) => r.defaultService).map((r) => r.id)).toEqual([low.id]);
    expect(flags.filter((r) => r.defaultProduct).map((r) => r.id)).toEqual([zero.id]);
    // changing the default rate's percentage follows into the venue's column
    await t.call('POST', `taxes/update/${low.id}`, { token: owner, body: { name: low.name, rate: 1000 } });
    expect((await venueRow()).service).toBe(10);
    // a partial change leaves the rest; null clears a default
    const cleared = await t.call('POST', 'taxes/settings', { token: owner, body: { default_product_id: null, tax_calculation: 'included' } });
    expect(cleared.json()).toMatchObject({ default_service_id: low.id, default_product_id: null, tax_calculation: 'included' });
  });

  it('refuses an archived rate or one of another venue as a default', async () => {
    const { data } = await taxes();
    const spare = data.find((r) => !r.default_service && !r.default_product)!;
    await t.call('POST', `taxes/archive/${spare.id}`, { token: owner });
    const archived = await t.call('POST', 'taxes/settings', { token: owner, body: { default_service_id: spare.id } });
    expect(archived.statusCode).toBe(422);
    expect(archived.json().errors.default_service_id).toHaveLength(1);
    const [foreign] = await t.database.db.select().from(taxRates).where(eq(taxRates.venueId, t.seed.other.id)).limit(1);
    const theirs = await t.call('POST', 'taxes/settings', { token: owner, body: { default_product_id: foreign!.id } });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.default_product_id).toHaveLength(1);
  });
});

describe('who may', () => {
  it('needs the taxes permission', async () => {
    const staff = await t.login('staff');
    const id = (await taxes()).data[0]!.id;
    for (const [method, path] of [
      ['GET', 'taxes'], ['POST', 'taxes/store'], ['POST', `taxes/update/${id}`], ['POST', `taxes/archive/${id}`], ['POST', `taxes/restore/${id}`], ['POST', 'taxes/settings'],
    ] as const) {
      const response = await t.call(method, path, { token: staff, body: method === 'POST' ? { name: 'X', rate: 100 } : undefined });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 404 for another venue's rate and changes nothing", async () => {
    const other = await t.login('other');
    const id = (await taxes()).data[0]!.id;
    const before = await databaseFingerprint(t.database.db);
    for (const path of [`taxes/update/${id}`, `taxes/archive/${id}`, `taxes/restore/${id}`]) {
      const response = await t.call('POST', path, { token: other, body: { name: 'Mine', rate: 100 } });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
    }
    const after = await databaseFingerprint(t.database.db);
    expect(Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions')).toEqual([]);
    expect((await taxes(other)).data.map((r) => r.id)).not.toContain(id);
  });
});
