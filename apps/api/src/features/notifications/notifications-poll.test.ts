import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { NotificationsResponse } from '@chairside/shared/notifications';
import type { Database } from '../../db/client';
import { employees, notifications, users } from '../../db/schema/index';
import type { SeedResult } from '../../db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { countQueries } from '../../test/test-app';
import { startTwoInstances, type Instance } from '../../test/two-instances';

/**
 * The bell's poll cache (notifications.poll.ts) on two API instances over one database: a repeated
 * poll is answered from memory; a new item, a read and read-all show on the next poll of the
 * instance that wrote at once and on the other as soon as it heard the change, even when the change
 * was made in plain SQL; one employee's or venue's cached answer is never another's.
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

async function login(who: keyof typeof DEMO_LOGINS, venueId = seed.salon.id): Promise<string> {
  const answer = await a.call('POST', 'auth/login', { body: { email: DEMO_LOGINS[who], password: DEMO_PASSWORD } });
  const { action, token } = answer.json<{ action: string; token: string }>();
  if (action === 'select_venue') {
    const chosen = await a.call('POST', 'auth/select-venue', { token, body: { venue_id: venueId } });
    expect(chosen.statusCode, chosen.body).toBe(302);
  }
  return token;
}

async function employeeOf(who: keyof typeof DEMO_LOGINS, venueId = seed.salon.id): Promise<number> {
  const [row] = await database.db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(users.email, DEMO_LOGINS[who]), eq(employees.venueId, venueId)));
  return row!.id;
}

/** A bell item written in plain SQL, as no route of the app would: the trigger must announce it. */
async function told(venueId: number, employeeId: number, name: string): Promise<void> {
  await database.db.insert(notifications).values({ venueId, employeeId, event: 'low_stock', params: { product: name, on_hand: 1, level: 2 }, link: null });
}

async function poll(on: Instance, token: string, lang?: string): Promise<NotificationsResponse> {
  const response = await on.call('GET', 'notifications', { token, lang });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<NotificationsResponse>();
}
const titles = (list: NotificationsResponse) => list.data.map((item) => item.title);

describe('the bell’s poll cache', () => {
  it('answers a repeated poll from memory on each instance, in the caller’s language', async () => {
    const token = await login('owner');
    await told(seed.salon.id, await employeeOf('owner'), 'Cached conditioner');
    await settle();
    const first = await poll(a, token);
    await poll(b, token);
    const german = await poll(a, token, 'de');
    expect(await countQueries(async () => {
      expect(await poll(a, token)).toEqual(first);
      expect(await poll(b, token)).toEqual(first);
      expect(await poll(a, token, 'de')).toEqual(german);
    })).toBe(0);
    expect(titles(first)).toContain('Low stock: Cached conditioner');
    expect(titles(german)).toContain('Niedriger Bestand: Cached conditioner');
  });

  it('shows a new item, a read and read-all on the next poll: at once where it was written, on the other instance once heard', async () => {
    const token = await login('owner');
    const owner = await employeeOf('owner');
    for (const on of [a, b]) await poll(on, token);

    await told(seed.salon.id, owner, 'Fresh shampoo');
    await settle();
    for (const on of [a, b]) expect(titles(await poll(on, token))).toContain('Low stock: Fresh shampoo');
    const before = await poll(a, token);
    const item = before.data.find((one) => one.title === 'Low stock: Fresh shampoo')!;

    expect((await a.call('GET', `notifications/${item.id}`, { token })).statusCode).toBe(200);
    const afterRead = await poll(a, token);
    expect(afterRead.unread).toBe(before.unread - 1);
    expect(afterRead.data.find((one) => one.id === item.id)!.read).toBe(1);
    await settle();
    expect(await poll(b, token)).toEqual(afterRead);

    expect((await b.call('POST', 'notifications/read-all', { token })).statusCode).toBe(200);
    expect((await poll(b, token)).unread).toBe(0);
    await settle();
    expect((await poll(a, token)).unread).toBe(0);
    expect((await poll(a, token)).data.every((one) => one.read === 1)).toBe(true);
  });

  it('never serves one employee’s or one venue’s answer to another', async () => {
    const [owner, manager, managerAtSpa, other] = await Promise.all([login('owner'), login('multi'), login('multi', seed.spa.id), login('other', seed.other.id)]);
    await told(seed.salon.id, await employeeOf('owner'), 'Owner only wax');
    await told(seed.salon.id, await employeeOf('multi'), 'Manager only gel');
    await told(seed.spa.id, await employeeOf('multi', seed.spa.id), 'Spa only oil');
    await settle();
    // Each poll twice, so the second comes from the cache.
    for (let round = 0; round < 2; round++) {
      expect(titles(await poll(a, owner))).toContain('Low stock: Owner only wax');
      const mine = titles(await poll(a, manager));
      expect(mine).toContain('Low stock: Manager only gel');
      expect(mine).not.toContain('Low stock: Owner only wax');
      expect(mine).not.toContain('Low stock: Spa only oil');
      const atSpa = titles(await poll(a, managerAtSpa));
      expect(atSpa).toContain('Low stock: Spa only oil');
      expect(atSpa).not.toContain('Low stock: Manager only gel');
      expect(titles(await poll(a, other)).filter((title) => title.includes(' only '))).toEqual([]);
    }
    // A change to the owner's bell leaves the manager's answer cached.
    const managerBefore = await poll(a, manager);
    await told(seed.salon.id, await employeeOf('owner'), 'Owner second wax');
    await settle();
    expect(await countQueries(async () => expect(await poll(a, manager)).toEqual(managerBefore))).toBe(0);
    expect(titles(await poll(a, owner))).toContain('Low stock: Owner second wax');
  });
});
