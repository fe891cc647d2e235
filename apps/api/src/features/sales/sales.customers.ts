import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { saleNumber } from '@chairside/shared/sales';
import type { Queryable, Tx } from '../../db/client';
import { checkouts, customerDeposits, giftVouchers, saleInvoices, saleLines, sales, tillCardPayments } from '../../db/schema/index';
import { giveCustomerRows, returnCustomerRows } from '../../lib/customer-rows';

/**
 * A customer merge's sales part (customers/merge): the merged-away customer's documents (sales,
 * voids, refunds), checkouts (open carts and paid ones), invoices, the gift vouchers they bought and
 * the deposits held for them go to the kept customer. Only the link moves: a document keeps the
 * customer name it was printed with, an invoice its buyer.
 */
const TABLES = { sales, checkouts, invoices: saleInvoices, vouchers: giftVouchers, deposits: customerDeposits } as const;

export const moveCustomerSales = (tx: Tx, venueId: number, fromId: number, toId: number) => giveCustomerRows(tx, venueId, TABLES, fromId, toId);

/** Undo of a merge: exactly the documents, checkouts and vouchers `moved` names that are still on `fromId` go to `toId`. */
export const returnCustomerSales = (tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number) =>
  returnCustomerRows(tx, venueId, TABLES, moved, fromId, toId);

/**
 * A customer's erasure (customers/privacy): their documents stay whole, as bookkeeping law requires,
 * but the name copied onto them when paid becomes `name` ("Erased customer #id"); the id link stays.
 * An invoice keeps its buyer (company, tax number, address) as issued, which invoicing law requires;
 * only the contact person's name copied onto it is replaced. The gift vouchers they bought keep their
 * balance (someone may still spend them) under the same name; the recipient's name and the message
 * are the recipient's, printed on the voucher, and stay.
 */
export async function renameSalesCustomer(tx: Tx, venueId: number, customerId: number, name: string): Promise<void> {
  await tx.update(sales).set({ customerName: name }).where(and(eq(sales.venueId, venueId), eq(sales.customerId, customerId), ne(sales.customerName, name)));
  await tx.update(saleInvoices).set({ customerName: name })
    .where(and(eq(saleInvoices.venueId, venueId), eq(saleInvoices.customerId, customerId), ne(saleInvoices.customerName, name)));
  await tx.update(customerDeposits).set({ customerName: name }).where(and(eq(customerDeposits.venueId, venueId), eq(customerDeposits.customerId, customerId), ne(customerDeposits.customerName, name)));
  await tx.update(giftVouchers).set({ customerName: name }).where(and(eq(giftVouchers.venueId, venueId), eq(giftVouchers.customerId, customerId), ne(giftVouchers.customerName, name)));
  // Where their pay-by-links went (Chairside Pay at the till): the number or address is theirs.
  await tx.update(tillCardPayments).set({ sentTo: '' }).where(and(
    eq(tillCardPayments.venueId, venueId), ne(tillCardPayments.sentTo, ''),
    inArray(tillCardPayments.checkoutId, tx.select({ id: checkouts.id }).from(checkouts).where(and(eq(checkouts.venueId, venueId), eq(checkouts.customerId, customerId)))),
  ));
}

/** One of a customer's documents as their data export lists it (customers/privacy). */
export interface CustomerDocument {
  number: string;
  kind: string;
  business_date: string;
  total: number;
  tip_total: number;
  currency: string;
  lines: { name: string; quantity: number; total: number }[];
}

/** A customer's documents (sales, voids, refunds) with their lines, oldest first: their purchases, for their data export. */
export async function customerDocuments(db: Queryable, venueId: number, customerId: number): Promise<CustomerDocument[]> {
  const rows = await db.select().from(sales).where(and(eq(sales.venueId, venueId), eq(sales.customerId, customerId))).orderBy(asc(sales.createdAt), asc(sales.id));
  const lines = rows.length
    ? await db.select({ saleId: saleLines.saleId, name: saleLines.name, quantity: saleLines.quantity, total: saleLines.total }).from(saleLines)
      .where(and(eq(saleLines.venueId, venueId), inArray(saleLines.saleId, rows.map((row) => row.id)))).orderBy(asc(saleLines.saleId), asc(saleLines.position))
    : [];
  return rows.map((row) => ({
    number: saleNumber(row.year, row.number ?? 0), kind: row.kind, business_date: row.businessDate, total: row.total, tip_total: row.tipTotal, currency: row.currency,
    lines: lines.filter((line) => line.saleId === row.id).map(({ name, quantity, total }) => ({ name, quantity, total })),
  }));
}
