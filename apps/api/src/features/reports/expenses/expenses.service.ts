import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Expense, ExpenseCategory } from '@chairside/shared/expenses';
import type { z } from 'zod';
import type { expenseBody, expensesQuery } from '@chairside/shared/expenses';
import type { Queryable } from '../../../db/client';
import { employees, expenseCategories, expenses } from '../../../db/schema/index';
import { diffChanges, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { storeImage } from '../../../lib/images';

/**
 * Expenses and their categories (issue 16): list, detail, store, update, archive (DESIGN §3 style).
 * An expense must name a category of the venue that is not archived; archived ones keep their expenses.
 */

type ExpenseInput = z.output<typeof expenseBody>;
type ExpensesQuery = z.output<typeof expensesQuery>;

const categoryColumns = {
  id: expenseCategories.id, name: expenseCategories.name, archived: expenseCategories.archived,
  expense_count: sql<number>`(select count(*)::int from expenses e where e.venue_id = ${expenseCategories.venueId} and e.category_id = ${expenseCategories.id} and not e.archived)`,
};

async function findCategory(db: Queryable, venueId: number, id: number): Promise<ExpenseCategory> {
  const [row] = await db.select(categoryColumns).from(expenseCategories).where(and(eq(expenseCategories.venueId, venueId), eq(expenseCategories.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listCategories(ctx: VenueCtx, archived: boolean): Promise<{ data: ExpenseCategory[] }> {
  const data = await ctx.db.select(categoryColumns).from(expenseCategories)
    .where(and(eq(expenseCategories.venueId, ctx.venueId), eq(expenseCategories.archived, archived)))
    .orderBy(asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
  return { data };
}

export const categoryDetail = async (ctx: VenueCtx, id: number) => ({ data: await findCategory(ctx.db, ctx.venueId, id) });

export async function storeCategory(ctx: VenueCtx, input: { name: string }) {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(expenseCategories).values({ venueId: ctx.venueId, name: input.name }).returning({ id: expenseCategories.id });
    await logActivity(ctx, { entity: 'expense_category', entityId: row!.id, action: 'create', changes: { name: { before: null, after: input.name } } }, tx);
    return row!.id;
  });
  return { data: await findCategory(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.category_created') };
}

export async function updateCategory(ctx: VenueCtx, id: number, input: { name: string }) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(expenseCategories).where(and(eq(expenseCategories.venueId, ctx.venueId), eq(expenseCategories.id, id))).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await tx.update(expenseCategories).set({ name: input.name }).where(and(eq(expenseCategories.venueId, ctx.venueId), eq(expenseCategories.id, id)));
    await logActivity(ctx, { entity: 'expense_category', entityId: id, action: 'update', changes: diffChanges({ name: before.name }, { name: input.name }) }, tx);
  });
  return { data: await findCategory(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.category_saved') };
}

export async function archiveCategory(ctx: VenueCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(expenseCategories).set({ archived: true, archivedAt: ctx.deps.now() })
      .where(and(eq(expenseCategories.venueId, ctx.venueId), eq(expenseCategories.id, id))).returning({ id: expenseCategories.id });
    if (!row) throw new AppError('NOT_FOUND');
    await logActivity(ctx, { entity: 'expense_category', entityId: id, action: 'archive', changes: {} }, tx);
  });
  return { data: await findCategory(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.category_archived') };
}

const expenseColumns = {
  id: expenses.id, category_id: expenses.categoryId, category_name: expenseCategories.name, spent_on: expenses.spentOn, amount: expenses.amount,
  tax_amount: expenses.taxAmount, note: expenses.note, archived: expenses.archived, receipt_photo: expenses.receiptPhoto,
  created_by_name: sql<string>`coalesce(trim(${employees.firstName} || ' ' || ${employees.lastName}), '')`,
};

function expenseSelect(db: Queryable) {
  return db.select(expenseColumns).from(expenses)
    .innerJoin(expenseCategories, and(eq(expenseCategories.venueId, expenses.venueId), eq(expenseCategories.id, expenses.categoryId)))
    .leftJoin(employees, and(eq(employees.venueId, expenses.venueId), eq(employees.id, expenses.createdBy)));
}

async function findExpense(db: Queryable, venueId: number, id: number): Promise<Expense> {
  const [row] = await expenseSelect(db).where(and(eq(expenses.venueId, venueId), eq(expenses.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET expenses: newest first, within the dates and the category, with their totals. */
export async function listExpenses(ctx: VenueCtx, query: ExpensesQuery) {
  const where: SQL[] = [eq(expenses.venueId, ctx.venueId), eq(expenses.archived, query.archived === '1')];
  if (query.date_from) where.push(gte(expenses.spentOn, query.date_from));
  if (query.date_to) where.push(lte(expenses.spentOn, query.date_to));
  if (query.category_id) where.push(eq(expenses.categoryId, query.category_id));
  const data = await expenseSelect(ctx.db).where(and(...where)).orderBy(desc(expenses.spentOn), desc(expenses.id)).limit(1000);
  const [totals] = await ctx.db.select({
    amount: sql<number>`coalesce(sum(${expenses.amount}), 0)::int`, tax_amount: sql<number>`coalesce(sum(${expenses.taxAmount}), 0)::int`, count: sql<number>`count(*)::int`,
  }).from(expenses).where(and(...where));
  return { data, totals: totals! };
}

export const expenseDetail = async (ctx: VenueCtx, id: number) => ({ data: await findExpense(ctx.db, ctx.venueId, id) });

/** The category must be the venue's and not archived (422 on category_id otherwise). */
async function assertCategory(db: Queryable, venueId: number, id: number) {
  const [row] = await db.select({ id: expenseCategories.id }).from(expenseCategories)
    .where(and(eq(expenseCategories.venueId, venueId), eq(expenseCategories.id, id), eq(expenseCategories.archived, false))).limit(1);
  if (!row) throw fieldError('category_id', 'reports.validation.category');
}

const values = (input: ExpenseInput) => ({
  categoryId: input.category_id, spentOn: input.spent_on, amount: input.amount, taxAmount: input.tax_amount, note: input.note,
});

export async function storeExpense(ctx: VenueCtx, input: ExpenseInput) {
  const id = await ctx.db.transaction(async (tx) => {
    await assertCategory(tx, ctx.venueId, input.category_id);
    const [row] = await tx.insert(expenses).values({ venueId: ctx.venueId, createdBy: ctx.employeeId, ...values(input) }).returning({ id: expenses.id });
    await logActivity(ctx, { entity: 'expense', entityId: row!.id, action: 'create', changes: { amount: { before: null, after: input.amount } } }, tx);
    return row!.id;
  });
  return { data: await findExpense(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.expense_created') };
}

export async function updateExpense(ctx: VenueCtx, id: number, input: ExpenseInput) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(expenses).where(and(eq(expenses.venueId, ctx.venueId), eq(expenses.id, id))).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.categoryId !== input.category_id) await assertCategory(tx, ctx.venueId, input.category_id);
    await tx.update(expenses).set({ ...values(input), updatedAt: ctx.deps.now() }).where(and(eq(expenses.venueId, ctx.venueId), eq(expenses.id, id)));
    const changes = diffChanges(
      { category_id: before.categoryId, spent_on: before.spentOn, amount: before.amount, tax_amount: before.taxAmount, note: before.note },
      { category_id: input.category_id, spent_on: input.spent_on, amount: input.amount, tax_amount: input.tax_amount, note: input.note },
    );
    await logActivity(ctx, { entity: 'expense', entityId: id, action: 'update', changes }, tx);
  });
  return { data: await findExpense(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.expense_saved') };
}

export async function archiveExpense(ctx: VenueCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(expenses).set({ archived: true, archivedAt: ctx.deps.now() })
      .where(and(eq(expenses.venueId, ctx.venueId), eq(expenses.id, id))).returning({ id: expenses.id });
    if (!row) throw new AppError('NOT_FOUND');
    await logActivity(ctx, { entity: 'expense', entityId: id, action: 'archive', changes: {} }, tx);
  });
  return { data: await findExpense(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'reports.expense_archived') };
}

/**
 * POST expenses/receipt/{id} (the picture as the body: lib/images.ts, fitted in 1600 px so it stays
 * readable) and POST expenses/receipt/delete/{id} (`body` null). The stored picture stays when replaced
 * or removed: the activity log points at it.
 */
export async function setExpenseReceipt(ctx: VenueCtx, id: number, body: unknown | null, prefix: string) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ receiptPhoto: expenses.receiptPhoto }).from(expenses)
      .where(and(eq(expenses.venueId, ctx.venueId), eq(expenses.id, id))).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const after = body === null ? null : (await storeImage(tx, ctx.venueId, body, 'document', prefix)).url;
    if (before.receiptPhoto === after) return;
    await tx.update(expenses).set({ receiptPhoto: after, updatedAt: ctx.deps.now() }).where(and(eq(expenses.venueId, ctx.venueId), eq(expenses.id, id)));
    await logActivity(ctx, { entity: 'expense', entityId: id, action: 'receipt', changes: { receipt_photo: { before: before.receiptPhoto, after } } }, tx);
  });
  return { data: await findExpense(ctx.db, ctx.venueId, id), message: t(ctx.lang, body === null ? 'reports.receipt_removed' : 'reports.receipt_saved') };
}

/** Inserts a category and its expenses as they are (the demo data: written through this feature, like the routes). */
export async function insertExpenses(tx: Queryable, venueId: number, createdBy: number | null, category: string, list: ExpenseInput[]): Promise<number> {
  const [row] = await tx.insert(expenseCategories).values({ venueId, name: category }).returning({ id: expenseCategories.id });
  if (list.length) await tx.insert(expenses).values(list.map((input) => ({ venueId, createdBy, ...values({ ...input, category_id: row!.id }) })));
  return row!.id;
}
