import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { APP_ROLE } from '../db/app-role';
import { openDatabase, poolOf, type Database, type Queryable } from '../db/client';
import { customers } from '../db/schema/index';
import type { SeedResult } from '../db/seed/seed';
import { openAsOwner, openTestDatabase } from './test-app';

/**
 * Row-level security, the second wall (DESIGN.md §4; migration 0002, db/scoped-pool.ts): what a
 * venue's scope sees, writes and refuses, proved with queries that "forgot" their venue filter.
 */
let database: Database;
let admin: Database;
const seed = JSON.parse(inject('testDb').seed) as SeedResult;
const salon = seed.salon.id;
const other = seed.other.id;

beforeAll(async () => {
  database = await openTestDatabase();
  admin = openAsOwner(database);
});
afterAll(async () => {
  await admin.close();
  await database.close();
});

/** Raw SQL's rows (Drizzle's execute is untyped on the shared Db type). */
async function select<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const venuesOf = (rows: { venueId: number }[]) => [...new Set(rows.map((row) => row.venueId))].sort();

describe('row-level security', () => {
  it('forces a venue policy on every table whose rows belong to a venue', async () => {
    const rows = await select<{ table: string; enabled: boolean; forced: boolean; policies: number }>(admin.db, sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'venue_scope') as policies
      from information_schema.columns col
      join pg_class c on c.relname = col.table_name and c.relnamespace = 'public'::regnamespace
      where col.table_schema = 'public' and col.column_name = 'venue_id' and col.is_nullable = 'NO'
      order by 1`);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.filter((row) => !row.enabled || !row.forced || row.policies !== 1)).toEqual([]);
  });

  it('connects the app as a role that is no superuser, cannot bypass the policies and owns no table', async () => {
    const rows = await select<{ user: string; superuser: boolean; bypass: boolean; owned: number }>(database.db, sql`
      select current_user as user, r.rolsuper as superuser, r.rolbypassrls as bypass,
             (select count(*)::int from pg_tables t where t.tableowner = current_user) as owned
      from pg_roles r where r.rolname = current_user`);
    expect(rows[0]).toEqual({ user: APP_ROLE, superuser: false, bypass: false, owned: 0 });
  });

  it('shows a query that forgot its venue filter only the venue of its scope', async () => {
    const all = await database.db.select({ venueId: customers.venueId }).from(customers);
    expect(venuesOf(all)).toEqual(expect.arrayContaining([salon, other]));
    expect(venuesOf(await database.forVenue(salon).select({ venueId: customers.venueId }).from(customers))).toEqual([salon]);
    expect(venuesOf(await database.forVenue(other).select({ venueId: customers.venueId }).from(customers))).toEqual([other]);
    // The same inside a transaction, and by raw SQL.
    const inTx = await database.forVenue(salon).transaction((tx) => select<{ venue_id: number }>(tx, sql`select distinct venue_id from customers`));
    expect(inTx).toEqual([{ venue_id: salon }]);
  });

  it('keeps the customer search view (migration 0028, its own venue filter) to the venue of the scope, and empty without one', async () => {
    const view = sql`select distinct venue_id from customer_search_scope`;
    expect(await select<{ venue_id: number }>(database.forVenue(salon), view)).toEqual([{ venue_id: salon }]);
    expect(await select<{ venue_id: number }>(database.forVenue(other), view)).toEqual([{ venue_id: other }]);
    // A search naming another venue finds nothing: the view reads only the scope's venue.
    expect(await select(database.forVenue(salon), sql`select id from customer_search_scope where venue_id = ${other}`)).toEqual([]);
    // The all-venues scope (jobs) has no venue: the view answers nothing rather than every venue.
    expect(await select(database.db, view)).toEqual([]);
  });

  it("neither changes nor deletes another venue's rows, and refuses to write one", async () => {
    const [theirs] = await database.db.select().from(customers).where(eq(customers.venueId, other)).limit(1);
    const scoped = database.forVenue(salon);
    const updated = await scoped.update(customers).set({ firstName: 'Taken' }).where(eq(customers.id, theirs!.id)).returning();
    expect(updated).toEqual([]);
    const deleted = await scoped.delete(customers).where(eq(customers.id, theirs!.id)).returning();
    expect(deleted).toEqual([]);
    await expect(scoped.insert(customers).values({ venueId: other, firstName: 'Planted', lastName: 'Row' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '42501' }),
    });
    const [still] = await database.db.select().from(customers).where(eq(customers.id, theirs!.id));
    expect(still).toEqual(theirs);
  });

  it('never carries one scope over to the next use of a pooled connection', async () => {
    const single = openDatabase({ url: database.url, poolSize: 1 });
    try {
      const seen = [];
      for (const scope of [salon, 'all', other, salon, 'all'] as const) {
        const db = scope === 'all' ? single.db : single.forVenue(scope);
        seen.push(venuesOf(await db.select({ venueId: customers.venueId }).from(customers)));
      }
      expect(seen).toEqual([[salon], venuesOf(await database.db.select({ venueId: customers.venueId }).from(customers)), [other], [salon], seen[1]]);
    } finally {
      await single.close();
    }
  });

  it("sends a connection's concurrent queries one at a time, in the order asked (pg 9 refuses a second one while the first runs)", async () => {
    const single = openDatabase({ url: database.url, poolSize: 1 });
    try {
      const client = await poolOf(single).connect();
      try {
        const asked = [5, 1, 4, 2, 3].map((n) => client.query<{ n: number }>('select $1::int as n from pg_sleep($1::int / 1000.0)', [n]));
        // pg's own queue holds what was handed to it and not yet answered: one query, not five.
        expect((client as unknown as { _queryQueue: unknown[] })._queryQueue.length).toBeLessThanOrEqual(1);
        expect((await Promise.all(asked)).map((result) => result.rows[0]!.n)).toEqual([5, 1, 4, 2, 3]);
      } finally {
        client.release();
      }
      // And in a transaction, as Drizzle sends it.
      const inTx = await single.forVenue(salon).transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => select<{ n: number }>(tx, sql`select ${n}::int as n`))),
      );
      expect(inTx.map((rows) => rows[0]!.n)).toEqual([1, 2, 3]);
    } finally {
      await single.close();
    }
  });
});
