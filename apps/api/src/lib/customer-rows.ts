import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

/**
 * Rows of a feature's tables that point at a customer by `customer_id`, moved by a customer merge
 * (customers/merge/merge.movers.ts) and moved back by its undo. Each table must have `id`,
 * `venue_id` and `customer_id` columns; the kind names are the feature's own.
 */
export type CustomerTables = Record<string, PgTable>;

/** Gives every row of `fromId` in each table to `toId`: the ids moved, per kind. */
export async function giveCustomerRows(tx: Queryable, venueId: number, tables: CustomerTables, fromId: number, toId: number): Promise<Record<string, number[]>> {
  const moved: Record<string, number[]> = {};
  for (const [kind, table] of Object.entries(tables)) {
    const result = (await tx.execute(sql`update ${table} set customer_id = ${toId} where venue_id = ${venueId} and customer_id = ${fromId} returning id`)) as unknown as { rows: { id: number }[] };
    moved[kind] = result.rows.map((row) => row.id).sort((a, b) => a - b);
  }
  return moved;
}

/** Undo of giveCustomerRows: exactly the rows `moved` names that are still on `fromId` go to `toId` (a row changed since stays). */
export async function returnCustomerRows(tx: Queryable, venueId: number, tables: CustomerTables, moved: Record<string, number[]>, fromId: number, toId: number): Promise<void> {
  for (const [kind, table] of Object.entries(tables)) {
    const ids = moved[kind] ?? [];
    if (!ids.length) continue;
    await tx.execute(sql`update ${table} set customer_id = ${toId} where venue_id = ${venueId} and customer_id = ${fromId} and id = any(${sql.param(ids)}::int[])`);
  }
}
