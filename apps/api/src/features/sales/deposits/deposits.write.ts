import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEPOSIT_METHOD } from '@chairside/shared/sales';
import { customerDeposits, depositMovements, saleLines } from '../../../db/schema/index';
import type { CheckoutDraftLine } from '../../../db/schema/sales';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';

/**
 * The deposit side of writing a document, inside the paying (or correcting) transaction, as the
 * vouchers' (vouchers.write.ts): payments of method 'deposit' lock the cart's customer's held
 * deposits (`FOR UPDATE`, oldest first) before the document and take them down after it, oldest
 * first; the cart's deposit lines become held deposits; a void or refund to 'deposit' puts back what
 * deposits paid; voiding or refunding the line that took a deposit cancels it while it is unspent.
 */

type DepositRow = typeof customerDeposits.$inferSelect;
export interface DepositSpend { deposit: DepositRow; amount: number }

export async function lockDepositPayments(ctx: VenueCtx, tx: Tx, customerId: number | null, payments: { method: string; amount: number }[]): Promise<DepositSpend[]> {
  const index = payments.findIndex((payment) => payment.method === DEPOSIT_METHOD);
  if (index < 0) return [];
  const asked = payments.filter((payment) => payment.method === DEPOSIT_METHOD).reduce((sum, payment) => sum + payment.amount, 0);
  const field = `payments.${index}.method`;
  if (!customerId) throw fieldError(field, 'sales.validation.deposit_no_customer');
  const held = await tx.select().from(customerDeposits)
    .where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.customerId, customerId), eq(customerDeposits.status, 'held')))
    .orderBy(asc(customerDeposits.id)).for('update');
  const total = held.reduce((sum, deposit) => sum + deposit.balance, 0);
  if (total < asked) throw fieldError(field, 'sales.validation.deposit_short');
  let left = asked;
  const spends: DepositSpend[] = [];
  for (const deposit of held) {
    if (left <= 0) break;
    const amount = Math.min(deposit.balance, left);
    spends.push({ deposit, amount });
    left -= amount;
  }
  return spends;
}

export async function spendDeposits(ctx: VenueCtx, tx: Tx, saleId: number, spends: DepositSpend[]): Promise<void> {
  for (const { deposit, amount } of spends) {
    const balance = deposit.balance - amount;
    await tx.update(customerDeposits).set({ balance, status: balance === 0 ? 'applied' : 'held' })
      .where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, deposit.id)));
    await tx.insert(depositMovements).values({ venueId: ctx.venueId, depositId: deposit.id, saleId, kind: 'apply', amount, balanceAfter: balance, employeeId: ctx.employeeId, createdAt: ctx.deps.now() });
  }
}

/** The paid cart's deposit lines → deposits held against its customer (one per line; the quantity multiplies the amount). */
export async function issueDeposits(
  ctx: VenueCtx, tx: Tx, sale: { id: number; currency: string; customerId: number | null; customerName: string }, lines: CheckoutDraftLine[],
): Promise<void> {
  const depositLines = lines.map((line, position) => ({ line, position })).filter(({ line }) => line.kind === 'deposit');
  if (depositLines.length === 0) return;
  if (!sale.customerId) throw fieldError('customer_id', 'sales.validation.deposit_no_customer');
  const written = await tx.select({ id: saleLines.id, position: saleLines.position }).from(saleLines)
    .where(and(eq(saleLines.venueId, ctx.venueId), eq(saleLines.saleId, sale.id), eq(saleLines.kind, 'deposit')));
  const lineIdAt = new Map(written.map((row) => [row.position, row.id]));
  for (const { line, position } of depositLines) {
    const amount = line.unit_price * line.quantity;
    await tx.insert(customerDeposits).values({
      venueId: ctx.venueId, customerId: sale.customerId, customerName: sale.customerName, amount, balance: amount, currency: sale.currency, status: 'held',
      saleId: sale.id, saleLineId: lineIdAt.get(position) ?? null, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
    });
  }
}

async function outstandingApplications(ctx: VenueCtx, tx: Tx, saleId: number): Promise<Map<number, number>> {
  const rows = await tx.select({
    depositId: depositMovements.depositId,
    left: sql<number>`sum(case when ${depositMovements.kind} = 'apply' then ${depositMovements.amount} else -${depositMovements.amount} end)::int`,
  }).from(depositMovements)
    .where(and(eq(depositMovements.venueId, ctx.venueId), sql`(${depositMovements.saleId} = ${saleId} and ${depositMovements.kind} = 'apply' or ${depositMovements.originalSaleId} = ${saleId})`))
    .groupBy(depositMovements.depositId).orderBy(asc(depositMovements.depositId));
  return new Map(rows.filter((row) => row.left > 0).map((row) => [row.depositId, row.left]));
}

export async function depositRefundable(ctx: VenueCtx, tx: Tx, saleId: number): Promise<number> {
  return [...(await outstandingApplications(ctx, tx, saleId)).values()].reduce((sum, n) => sum + n, 0);
}

/** A void (all) or a refund to method 'deposit' (`amount`) of `originalId` puts what deposits paid back on them (held again). */
export async function restoreDeposits(ctx: VenueCtx, tx: Tx, originalId: number, correctionId: number, amount: number | 'all'): Promise<void> {
  let toGive = amount === 'all' ? Infinity : amount;
  for (const [depositId, paid] of await outstandingApplications(ctx, tx, originalId)) {
    if (toGive <= 0) break;
    const [deposit] = await tx.select().from(customerDeposits).where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, depositId))).for('update');
    if (!deposit || deposit.status === 'cancelled' || deposit.status === 'forfeited') continue;
    const part = Math.min(paid, toGive, deposit.amount - deposit.balance);
    if (part <= 0) continue;
    const balance = deposit.balance + part;
    await tx.update(customerDeposits).set({ balance, status: 'held' }).where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, depositId)));
    await tx.insert(depositMovements).values({
      venueId: ctx.venueId, depositId, saleId: correctionId, originalSaleId: originalId, kind: 'restore', amount: part, balanceAfter: balance, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
    });
    toGive -= part;
  }
}

/** A void or refund giving back deposit lines: their deposits are cancelled, only while nothing of them was spent or forfeited (else 422). */
export async function cancelTakenDeposits(ctx: VenueCtx, tx: Tx, lineIds: number[], field: string): Promise<void> {
  if (lineIds.length === 0) return;
  const taken = await tx.select().from(customerDeposits)
    .where(and(eq(customerDeposits.venueId, ctx.venueId), inArray(customerDeposits.saleLineId, lineIds), sql`${customerDeposits.status} <> 'cancelled'`))
    .orderBy(asc(customerDeposits.id)).for('update');
  if (taken.some((deposit) => deposit.status !== 'held' || deposit.balance !== deposit.amount)) throw fieldError(field, 'sales.validation.deposit_spent');
  for (const deposit of taken) {
    await tx.update(customerDeposits).set({ status: 'cancelled', balance: 0 }).where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, deposit.id)));
  }
}
