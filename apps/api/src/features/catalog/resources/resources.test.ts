import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@chairside/shared/catalog-resources';
import { activityLog, appointments, resources, venues } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';

/** /catalogs/resources at the HTTP edge: CRUD, archive/restore, order, tenancy, permission and the plan feature. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const list = async (archived = false) => {
  const response = await t.call('GET', 'resources/list', { token: owner, query: archived ? { archived: '1' } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Resource[]; types: string[] }>();
};
const columns = async () => (await t.call('GET', 'resources', { token: owner })).json<{ resources: { id: number; displayLabel: string }[] }>().resources;
const store = async (body: Record<string, unknown>, key = crypto.randomUUID()) =>
  t.call('POST', 'resources/store', { token: owner, body, headers: { 'idempotency-key': key } });
const setPlan = (plan: string) => t.database.db.update(venues).set({ plan, planPaid: true }).where(eq(venues.id, t.seed.salon.id));

describe('the resource list', () => {
  it('lists the demo rooms in calendar order with their type, capacity 1 and the types to suggest', async () => {
    const { data, types } = await list();
    expect(data.map((r) => r.name)).toEqual(['Colour station', 'Wash basin 1', 'Treatment room']);
    expect(data[1]).toMatchObject({ type: 'Wash basin', capacity: 1, archived: false, archived_at: null });
    expect(types.slice(0, 3).sort()).toEqual(['Colour station', 'Treatment room', 'Wash basin']);
    expect(types).toContain('Massage table');
    expect(data.map((r) => r.id)).toEqual((await columns()).map((c) => c.id));
  });
});

describe('adding and changing a resource', () => {
  it('adds one at the end of the calendar columns, once per idempotency key, and logs it', async () => {
    const key = crypto.randomUUID();
    const first = await store({ name: '  Colour station 2 ', type: 'Colour station' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ data: Resource; message: string }>();
    expect(created.data).toMatchObject({ name: 'Colour station 2', type: 'Colour station', description: '', capacity: 1, service_count: 0 });
    expect(created.message).toBe('The resource has been added.');
    const again = await store({ name: '  Colour station 2 ', type: 'Colour station' }, key);
    expect(again.json().data.id).toBe(created.data.id);
    expect((await list()).data.filter((r) => r.name === 'Colour station 2')).toHaveLength(1);
    expect((await columns()).at(-1)).toEqual({ id: created.data.id, displayLabel: 'Colour station 2', type: 'Colour station' });
    const [log] = await t.database.db.select().from(activityLog).where(and(eq(activityLog.entity, 'resource'), eq(activityLog.entityId, created.data.id)));
    expect(log).toMatchObject({ action: 'create' });
  });

  it('shows one, and changes its name, type and description', async () => {
    const room = (await list()).data.find((r) => r.name === 'Treatment room')!;
    const detail = await t.call('GET', `resources/detail/${room.id}`, { token: owner });
    expect(detail.json().data).toEqual(room);
    const updated = await t.call('POST', `resources/update/${room.id}`, { token: owner, body: { name: 'Treatment room A', type: 'Treatment room', description: 'Facials and massage' }, lang: 'nld' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'Treatment room A', type: 'Treatment room', description: 'Facials and massage' }, message: 'De resource is opgeslagen.' });
    expect((await columns()).find((c) => c.id === room.id)?.displayLabel).toBe('Treatment room A');
  });

  it('refuses a missing name in the caller’s language and writes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await store({ name: '   ', type: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toHaveLength(1);
    const dutch = await t.call('POST', 'resources/store', { token: owner, body: { name: '' }, lang: 'nld', headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().errors.name[0]).not.toBe(response.json().errors.name[0]);
    const after = await databaseFingerprint(t.database.db);
    expect(Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table))).toEqual([]);
  });
});

describe('reordering', () => {
  it('saves the new order, which the calendar columns follow', async () => {
    const ids = (await list()).data.map((r) => r.id);
    const reversed = [...ids].reverse();
    const response = await t.call('POST', 'resources/order', { token: owner, body: { orders: reversed } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orders).toEqual(reversed);
    expect((await list()).data.map((r) => r.id)).toEqual(reversed);
    expect((await columns()).map((c) => c.id)).toEqual(reversed);
    // a partial order moves the named ones first and keeps the rest after them
    await t.call('POST', 'resources/order', { token: owner, body: { orders: [ids[0]!] } });
    expect((await list()).data.map((r) => r.id)).toEqual([ids[0], ...reversed.filter((id) => id !== ids[0])]);
  });

  it('refuses an unknown or duplicate id', async () => {
    expect((await t.call('POST', 'resources/order', { token: owner, body: { orders: [2_000_000_000] } })).statusCode).toBe(404);
    const ids = (await list()).data.map((r) => r.id);
    expect((await t.call('POST', 'resources/order', { token: owner, body: { orders: [ids[0], ids[0]] } })).statusCode).toBe(422);
  });
});

describe('archiving', () => {
  it('takes a resource off the calendar columns, keeps it on its past bookings, and restores it at the end', async () => {
    const [booked] = await t.database.db
      .select({ id: appointments.id, resourceId: appointments.resourceId })
      .from(appointments)
      .where(and(eq(appointments.venueId, t.seed.salon.id), isNotNull(appointments.resourceId)))
      .limit(1);
    expect(booked).toBeDefined();
    const id = booked!.resourceId!;
    const archived = await t.call('POST', `resources/archive/${id}`, { token: owner });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({ id, archived: true, archived_at: expect.stringMatching(/^\d{4}-/) });
    expect((await columns()).map((c) => c.id)).not.toContain(id);
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
    expect((await list(true)).data.map((r) => r.id)).toEqual([id]);
    // the booking still names it
    const detail = await t.call('GET', `appointments/details/${booked!.id}`, { token: owner });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).toContain(`"resource_id":${id}`);
    const [row] = await t.database.db.select().from(resources).where(eq(resources.id, id));
    expect(row).toMatchObject({ archived: true, name: expect.any(String) });

    const restored = await t.call('POST', `resources/restore/${id}`, { token: owner });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ archived: false, archived_at: null });
    expect((await columns()).at(-1)?.id).toBe(id);
  });
});

describe('who may', () => {
  it('needs the resources permission', async () => {
    const staff = await t.login('staff');
    const id = (await list()).data[0]!.id;
    for (const [method, path] of [
      ['GET', 'resources/list'], ['GET', `resources/detail/${id}`], ['POST', 'resources/store'], ['POST', `resources/update/${id}`],
      ['POST', `resources/archive/${id}`], ['POST', `resources/restore/${id}`], ['POST', 'resources/order'],
    ] as const) {
      const response = await t.call(method, path, { token: staff, body: method === 'POST' ? { name: 'X', orders: [id] } : undefined });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 404 for another venue's resource and changes nothing", async () => {
    const other = await t.login('other');
    const id = (await list()).data[0]!.id;
    const before = await databaseFingerprint(t.database.db);
    for (const [method, path] of [
      ['GET', `resources/detail/${id}`], ['POST', `resources/update/${id}`], ['POST', `resources/archive/${id}`], ['POST', `resources/restore/${id}`], ['POST', 'resources/order'],
    ] as const) {
      const response = await t.call(method, path, { token: other, body: method === 'POST' ? { name: 'Mine now', orders: [id] } : undefined });
      // Other Venue is on the Manage plan (no resources): an id is not found whatever the plan; the order (no id in its path) meets the plan first.
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(path === 'resources/order' ? 403 : 404);
      if (response.statusCode === 403) expect(response.json().limits).toEqual({ resources: 0 });
    }
    const after = await databaseFingerprint(t.database.db);
    expect(Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions')).toEqual([]);
  });

  it("answers 404 for another venue's resource when that venue has the feature", async () => {
    const other = await t.login('other');
    const id = (await list()).data[0]!.id;
    await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.other.id));
    try {
      for (const [method, path] of [
        ['GET', `resources/detail/${id}`], ['POST', `resources/update/${id}`], ['POST', `resources/archive/${id}`], ['POST', `resources/restore/${id}`], ['POST', 'resources/order'],
      ] as const) {
        const response = await t.call(method, path, { token: other, body: method === 'POST' ? { name: 'Mine now', orders: [id] } : undefined });
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
      }
    } finally {
      await t.database.db.update(venues).set({ plan: 'manage' }).where(eq(venues.id, t.seed.other.id));
    }
  });
});

describe('the plan feature', () => {
  it('with resources off, every write answers 403 with limits and nothing changes; reads still work', async () => {
    const id = (await list()).data[0]!.id;
    await setPlan('manage');
    try {
      const before = await databaseFingerprint(t.database.db);
      for (const [path, body] of [
        ['resources/store', { name: 'Sunbed' }], [`resources/update/${id}`, { name: 'Renamed' }], [`resources/archive/${id}`, undefined],
        [`resources/restore/${id}`, undefined], ['resources/order', { orders: [id] }],
      ] as const) {
        const response = await t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
        expect(response.statusCode, `${path}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { resources: 0 } });
        expect(response.json().message).toEqual(expect.any(String));
      }
      const after = await databaseFingerprint(t.database.db);
      expect(Object.keys(before).filter((table) => before[table] !== after[table] && !['sessions', 'idempotency_keys'].includes(table))).toEqual([]);
      expect((await t.call('GET', 'resources/list', { token: owner })).statusCode).toBe(200);
      expect((await columns()).length).toBeGreaterThan(0);
    } finally {
      await setPlan('pro');
    }
  });
});
