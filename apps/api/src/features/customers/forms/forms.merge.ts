import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { customerFormRequests, customerFormResponses } from '../../../db/schema';

const TABLES = { requests: customerFormRequests, responses: customerFormResponses } as const;

/** A customer merge gives the merged-away customer's form requests and responses to the kept one: the ids moved, per kind. */
export async function moveCustomerForms(tx: Tx, venueId: number, fromId: number, toId: number): Promise<Record<string, number[]>> {
  const moved: Record<string, number[]> = {};
  for (const [kind, table] of Object.entries(TABLES)) {
    const rows = await tx
      .update(table)
      .set({ customerId: toId })
      .where(and(eq(table.venueId, venueId), eq(table.customerId, fromId)))
      .returning({ id: table.id });
    moved[kind] = rows.map((row) => row.id);
  }
  return moved;
}

/** Undo of a merge: exactly the rows `moved` names that are still on `fromId` go to `toId`. */
export async function returnCustomerForms(tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number): Promise<void> {
  for (const [kind, table] of Object.entries(TABLES)) {
    const ids = moved[kind] ?? [];
    if (!ids.length) continue;
    await tx
      .update(table)
      .set({ customerId: toId })
      .where(and(eq(table.venueId, venueId), eq(table.customerId, fromId), inArray(table.id, ids)));
  }
}
