import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkouts, sales } from '../../db/schema/index';
import { giveCustomerRows, returnCustomerRows } from '../../lib/customer-rows';

/**
 * A customer merge's sales part (customers/merge): the merged-away customer's documents (sales,
 * voids, refunds) and checkouts (open carts and paid ones) go to the kept customer. Only the link
 * moves: a document keeps the customer name it was printed with.
 */
const TABLES = { sales, checkouts } as const;

export const moveCustomerSales = (tx: Tx, venueId: number, fromId: number, toId: number) => giveCustomerRows(tx, venueId, TABLES, fromId, toId);

/** Undo of a merge: exactly the documents and checkouts `moved` names that are still on `fromId` go to `toId`. */
export const returnCustomerSales = (tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number) =>
  returnCustomerRows(tx, venueId, TABLES, moved, fromId, toId);

/**
 * A customer's erasure (customers/privacy): their documents stay whole, as bookkeeping law requires,
 * but the name copied onto them when paid becomes `name` ("Erased customer #id"); the id link stays.
 */
export async function renameSalesCustomer(tx: Tx, venueId: number, customerId: number, name: string): Promise<void> {
  await tx.update(sales).set({ customerName: name }).where(and(eq(sales.venueId, venueId), eq(sales.customerId, customerId), ne(sales.customerName, name)));
}
