import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { CustomersResponse } from '@chairside/shared/customers';
import type { MovementsResponse, StockResponse } from '@chairside/shared/inventory';
import type { Database } from '../db/client';
import { customers, products } from '../db/schema/index';
import type { SeedResult } from '../db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { countQueries } from '../test/test-app';
import { startTwoInstances, type Instance } from '../test/two-instances';

/**
 * The answer caches of the customers list and the stock screens (lib/answer-cache.ts) on two API
 * instances over one database: a repeated read is answered from memory; a change shows at once on the
 * instance that wrote it and on the other as soon as it heard it, even a change made in plain SQL
 * (the tables' triggers announce it); one venue's answer is never another's.
 */

let database: Database;
let a: Instance;
let b: Instance;
let settle: () => Promise<void>;
let close: () => Promise<void>;
const seed = JSON.parse(inject('testDb').seed) as SeedResult;

beforeAll(async () => {
  ({ database, a, b, settle, close } = await startTwoInstances());
});
afterAll(() => close());

async function login(who: keyof typeof DEMO_LOGINS): Promise<string> {
  const answer = await a.call('POST', 'auth/login', { body: { email: DEMO_LOGINS[who], password: DEMO_PASSWORD } });
  expect(answer.statusCode, answer.body).toBe(302);
  return answer.json<{ token: string }>().token;
}

async function read<T>(on: Instance, path: string, token: string): Promise<T> {
  const response = await on.call('GET', path, { token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
}
const names = (list: CustomersResponse) => list.data.map((row) => `${row.first_name} ${row.last_name}`);

describe('the customers list’s answer cache', () => {
  it('answers a repeated search from memory, and shows a change on both instances: at once where it was written', async () => {
    const token = await login('owner');
    const search = 'customers?search=Zebulon&per_page=25';
    for (const on of [a, b]) expect((await read<CustomersResponse>(on, search, token)).meta.total).toBe(0);
    expect(await countQueries(async () => {
      for (const on of [a, b]) expect((await read<CustomersResponse>(on, search, token)).meta.total).toBe(0);
    })).toBe(0);

    // Plain SQL, as no route writes: the trigger announces it.
    const [made] = await database.db.insert(customers).values({ venueId: seed.salon.id, firstName: 'Zebulon', lastName: 'Cachewell' }).returning({ id: customers.id });
    await settle();
    for (const on of [a, b]) expect(names(await read<CustomersResponse>(on, search, token))).toEqual(['Zebulon Cachewell']);

    // Through the API on a: a shows it before anything is awaited; b once it has heard.
    expect((await a.call('POST', `customers/archive/${made!.id}`, { token })).statusCode).toBe(200);
    expect((await read<CustomersResponse>(a, search, token)).meta.total).toBe(0);
    await settle();
    expect((await read<CustomersResponse>(b, search, token)).meta.total).toBe(0);
  });

  it('never serves one venue’s answer to another', async () => {
    const [salon, other] = await Promise.all([login('owner'), login('other')]);
    await database.db.insert(customers).values([
      { venueId: seed.salon.id, firstName: 'Quillon', lastName: 'Salonside' },
      { venueId: seed.other.id, firstName: 'Quillon', lastName: 'Otherside' },
    ]);
    await settle();
    const search = 'customers?search=Quillon';
    for (let round = 0; round < 2; round++) {
      expect(names(await read<CustomersResponse>(a, search, salon))).toEqual(['Quillon Salonside']);
      expect(names(await read<CustomersResponse>(a, search, other))).toEqual(['Quillon Otherside']);
    }
    // A change in one venue leaves the other's answer cached.
    await database.db.insert(customers).values({ venueId: seed.salon.id, firstName: 'Quillon', lastName: 'Secondsalon' });
    await settle();
    expect(await countQueries(async () => expect(names(await read<CustomersResponse>(a, search, other))).toEqual(['Quillon Otherside']))).toBe(0);
    expect(names(await read<CustomersResponse>(a, search, salon))).toEqual(['Quillon Salonside', 'Quillon Secondsalon']);
  });
});

describe('the stock screens’ answer cache', () => {
  it('shows an adjustment in the stock list and the history on both instances, and a change in plain SQL once heard', async () => {
    const token = await login('owner');
    const [product] = await database.db
      .select({ id: products.id, name: products.name, onHand: products.onHand })
      .from(products)
      .where(and(eq(products.venueId, seed.salon.id), eq(products.trackStock, true), eq(products.archived, false)))
      .orderBy(products.id)
      .limit(1);
    const list = `stock?search=${encodeURIComponent(product!.name)}`;
    const history = `stock/movements?product_id=${product!.id}`;
    const onHand = async (on: Instance) => (await read<StockResponse>(on, list, token)).data.find((row) => row.product_id === product!.id)!.on_hand;
    const moves = async (on: Instance) => (await read<MovementsResponse>(on, history, token)).meta.total;

    const before = { onHand: await onHand(a), moves: await moves(a) };
    await onHand(b);
    await moves(b);
    expect(await countQueries(async () => {
      for (const on of [a, b]) {
        expect(await onHand(on)).toBe(before.onHand);
        expect(await moves(on)).toBe(before.moves);
      }
    })).toBe(0);

    const adjusted = await a.call('POST', 'stock/adjust', { token, body: { product_id: product!.id, quantity: 3, kind: 'purchase_receipt' } });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await onHand(a)).toBe(before.onHand + 3);
    expect(await moves(a)).toBe(before.moves + 1);
    await settle();
    expect(await onHand(b)).toBe(before.onHand + 3);
    expect(await moves(b)).toBe(before.moves + 1);

    await database.db.update(products).set({ onHand: sql`${products.onHand} + 10` }).where(eq(products.id, product!.id));
    await settle();
    for (const on of [a, b]) expect(await onHand(on)).toBe(before.onHand + 13);
  });
});
