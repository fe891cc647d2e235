import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { checkoutPayBody, checkoutStoreBody, saleNumber } from '@chairside/shared/sales';
import type { Deposit, depositForfeitBody, depositsQuery, depositStoreBody } from '@chairside/shared/sales-deposits';
import { customerDeposits, customers, depositMovements, sales } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { payCheckout, storeCheckout } from '../checkout.service';

/**
 * Customer deposits (spec §2.3 /sales/customer-deposits): the list, taking one at the desk (a sale of
 * one untaxed deposit line, paid at once), and forfeiting one (a no-show, by the venue's policy).
 */

type DepositRow = typeof customerDeposits.$inferSelect;

/** The deposits with their sale numbers and movements (two reads for the whole page). */
async function wire(db: Queryable, venueId: number, rows: DepositRow[]): Promise<Deposit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const saleIds = [...new Set(rows.map((row) => row.saleId))];
  const movements = await db.select({ m: depositMovements, year: sales.year, number: sales.number }).from(depositMovements)
    .leftJoin(sales, and(eq(sales.venueId, depositMovements.venueId), eq(sales.id, depositMovements.saleId)))
    .where(and(eq(depositMovements.venueId, venueId), inArray(depositMovements.depositId, ids)))
    .orderBy(asc(depositMovements.createdAt), asc(depositMovements.id));
  const numbers = new Map((await db.select({ id: sales.id, year: sales.year, number: sales.number }).from(sales)
    .where(and(eq(sales.venueId, venueId), inArray(sales.id, saleIds)))).map((row) => [row.id, saleNumber(row.year, row.number ?? 0)]));
  return rows.map((row) => ({
    id: row.id, customer_id: row.customerId, customer_name: row.customerName, amount: row.amount, balance: row.balance, currency: row.currency,
    status: row.status as Deposit['status'], note: row.note, sale_id: row.saleId, sale_number: numbers.get(row.saleId) ?? '',
    forfeit_reason: row.forfeitReason, forfeited_at: row.forfeitedAt?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
    movements: movements.filter(({ m }) => m.depositId === row.id).map(({ m, year, number }) => ({
      kind: m.kind as 'apply', amount: m.amount, balance_after: m.balanceAfter, sale_number: year === null ? null : saleNumber(year, number ?? 0), created_at: m.createdAt.toISOString(),
    })),
  }));
}

/** GET deposits: latest first, by status, customer and name; paged, with what the matches still hold. */
export async function listDeposits(ctx: VenueCtx, query: z.output<typeof depositsQuery>) {
  const where: SQL[] = [eq(customerDeposits.venueId, ctx.venueId)];
  if (query.status) where.push(eq(customerDeposits.status, query.status));
  if (query.customer_id) where.push(eq(customerDeposits.customerId, query.customer_id));
  if (query.search) where.push(ilike(customerDeposits.customerName, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const [rows, [totals]] = await Promise.all([
    ctx.db.select().from(customerDeposits).where(and(...where)).orderBy(desc(customerDeposits.createdAt), desc(customerDeposits.id))
      .limit(query.per_page).offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count(), held: sql<number>`coalesce(sum(${customerDeposits.balance}) filter (where ${customerDeposits.status} = 'held'), 0)::int` })
      .from(customerDeposits).where(and(...where)),
  ]);
  const n = totals?.n ?? 0;
  return {
    data: await wire(ctx.db, ctx.venueId, rows),
    totals: { count: n, held: totals?.held ?? 0 },
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}

/**
 * POST deposits/store: a deposit taken from a customer at the desk — a cart of one deposit line for
 * that customer, paid at once by the given payments (cash, card…), in one transaction; the paying
 * transaction holds the deposit against the customer.
 */
export async function storeDeposit(ctx: VenueCtx, input: z.output<typeof depositStoreBody>) {
  const [known] = await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, input.customer_id)));
  if (!known) throw fieldError('customer_id', 'sales.validation.unknown_customer');
  const row = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx } as VenueCtx;
    const cart = (await storeCheckout(inTx, checkoutStoreBody.parse({ customer_id: input.customer_id, items: [{ kind: 'deposit', unit_price: input.amount, quantity: 1 }] }))).data;
    const saleId = await payCheckout(inTx, cart.id, checkoutPayBody.parse({ payments: input.payments }));
    const [made] = await tx.update(customerDeposits).set({ note: input.note })
      .where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.saleId, saleId))).returning();
    return made!;
  });
  return { data: (await wire(ctx.db, ctx.venueId, [row]))[0]!, message: t(ctx.lang, 'sales.deposits.taken') };
}

/** POST deposits/forfeit/{id}: the venue keeps what the deposit still holds (a no-show, by its policy); a held deposit only. */
export async function forfeitDeposit(ctx: VenueCtx, id: number, input: z.output<typeof depositForfeitBody>) {
  const row = await ctx.db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(customerDeposits).where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, id))).for('update');
    if (!deposit) throw new AppError('NOT_FOUND');
    if (deposit.status !== 'held' || deposit.balance === 0) throw fieldError('id', 'sales.validation.deposit_not_held');
    const [updated] = await tx.update(customerDeposits).set({ status: 'forfeited', balance: 0, forfeitReason: input.reason, forfeitedAt: ctx.deps.now() })
      .where(and(eq(customerDeposits.venueId, ctx.venueId), eq(customerDeposits.id, id))).returning();
    await tx.insert(depositMovements).values({ venueId: ctx.venueId, depositId: id, kind: 'forfeit', amount: deposit.balance, balanceAfter: 0, employeeId: ctx.employeeId, createdAt: ctx.deps.now() });
    await logActivity(ctx, { entity: 'deposit', entityId: id, action: 'forfeit', changes: { amount: { before: null, after: deposit.balance }, reason: { before: null, after: input.reason } } }, tx);
    return updated!;
  });
  return { data: (await wire(ctx.db, ctx.venueId, [row]))[0]!, message: t(ctx.lang, 'sales.deposits.forfeited') };
}
