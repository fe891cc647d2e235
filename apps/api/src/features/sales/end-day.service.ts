import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import type { EndDay, endDayCloseBody } from '@chairside/shared/sales';
import { employees, saleClosedDays, saleLines, salePayments, sales, saleTips, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { checkPin } from '../staff/staff.service';

/**
 * End of day (spec §2.3 /sales/end-day): what the till should hold for a venue day, per payment method
 * and per employee, and closing the day with the counted cash under an employee's staff PIN. A payment's
 * amount is what stayed with the venue (for cash: tendered − change), so the expected cash is the sum of
 * cash amounts of the day's documents (sales positive, voids and refunds negative). A closed day is locked:
 * its documents cannot be voided (checked in voidSale under the same advisory lock).
 */

/** Serialises closing a day and voiding its documents (one lock per venue, held to the commit). */
export const lockVenueDay = (db: Queryable, venueId: number) => db.execute(sql`select pg_advisory_xact_lock(${0x5a1e}, ${venueId})`);

async function venueDay(db: Queryable, venueId: number) {
  const [venue] = await db.select({ timeZone: venues.timezone, currency: venues.currency, title: venues.title }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return venue!;
}

export async function dayIsClosed(db: Queryable, venueId: number, date: string): Promise<boolean> {
  const [row] = await db.select({ id: saleClosedDays.id }).from(saleClosedDays)
    .where(and(eq(saleClosedDays.venueId, venueId), eq(saleClosedDays.businessDate, date))).limit(1);
  return row !== undefined;
}

const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The day's figures; `parallel` only on the pool (a transaction is one connection). */
export async function endDayFigures(db: Queryable, venueId: number, date: string, currency: string, parallel = false): Promise<EndDay> {
  const day = and(eq(sales.venueId, venueId), eq(sales.businessDate, date));
  const methodsQ = () => db
    .select({
      method: salePayments.method,
      sales: sql<number>`coalesce(sum(${salePayments.amount}) filter (where ${sales.kind} = 'sale'), 0)::int`,
      voids: sql<number>`coalesce(sum(${salePayments.amount}) filter (where ${sales.kind} = 'void'), 0)::int`,
      refunds: sql<number>`coalesce(sum(${salePayments.amount}) filter (where ${sales.kind} = 'refund'), 0)::int`,
      tendered: sql<number>`coalesce(sum(${salePayments.tendered}) filter (where ${sales.kind} = 'sale'), 0)::int`,
      change: sql<number>`coalesce(sum(${salePayments.change}) filter (where ${sales.kind} = 'sale'), 0)::int`,
    })
    .from(salePayments)
    .innerJoin(sales, and(eq(sales.venueId, salePayments.venueId), eq(sales.id, salePayments.saleId)))
    .where(day)
    .groupBy(salePayments.method);
  const linesQ = () => db
    .select({ employeeId: saleLines.employeeId, total: sql<number>`coalesce(sum(${saleLines.total}), 0)::int` })
    .from(saleLines)
    .innerJoin(sales, and(eq(sales.venueId, saleLines.venueId), eq(sales.id, saleLines.saleId)))
    .where(day)
    .groupBy(saleLines.employeeId);
  const tipsQ = () => db
    .select({ employeeId: saleTips.employeeId, total: sql<number>`coalesce(sum(${saleTips.amount}), 0)::int` })
    .from(saleTips)
    .innerJoin(sales, and(eq(sales.venueId, saleTips.venueId), eq(sales.id, saleTips.saleId)))
    .where(day)
    .groupBy(saleTips.employeeId);
  const countsQ = () => db.select({ kind: sales.kind, n: sql<number>`count(*)::int` }).from(sales).where(day).groupBy(sales.kind);
  const closedQ = () => db
    .select({ row: saleClosedDays, first: employees.firstName, last: employees.lastName })
    .from(saleClosedDays)
    .innerJoin(employees, and(eq(employees.venueId, saleClosedDays.venueId), eq(employees.id, saleClosedDays.employeeId)))
    .where(and(eq(saleClosedDays.venueId, venueId), eq(saleClosedDays.businessDate, date)));
  const staffQ = () => db.select({ id: employees.id, first: employees.firstName, last: employees.lastName }).from(employees).where(eq(employees.venueId, venueId));
  const [methods, lines, tips, counts, [closed], staff] = parallel
    ? await Promise.all([methodsQ(), linesQ(), tipsQ(), countsQ(), closedQ(), staffQ()])
    : [await methodsQ(), await linesQ(), await tipsQ(), await countsQ(), await closedQ(), await staffQ()] as const;

  const names = new Map(staff.map((e) => [e.id, name(e.first, e.last)]));
  const people = new Map<number | null, { lines: number; tips: number }>();
  for (const line of lines) people.set(line.employeeId, { lines: line.total, tips: 0 });
  for (const tip of tips) {
    const person = people.get(tip.employeeId) ?? { lines: 0, tips: 0 };
    person.tips += tip.total;
    people.set(tip.employeeId, person);
  }
  const byMethod = methods
    .map((m) => ({ ...m, expected: m.sales + m.voids + m.refunds }))
    .sort((a, b) => (a.method === 'cash' ? -1 : b.method === 'cash' ? 1 : a.method.localeCompare(b.method)));
  const count = (kind: string) => counts.find((c) => c.kind === kind)?.n ?? 0;
  return {
    date, currency,
    methods: byMethod,
    employees: [...people.entries()]
      .map(([id, p]) => ({ employee_id: id, name: id === null ? null : (names.get(id) ?? ''), lines_total: p.lines, tips: p.tips, total: p.lines + p.tips }))
      .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name))),
    counts: { sales: count('sale'), voids: count('void'), refunds: count('refund') },
    expected_total: byMethod.reduce((sum, m) => sum + m.expected, 0),
    expected_cash: byMethod.find((m) => m.method === 'cash')?.expected ?? 0,
    tips_total: tips.reduce((sum, tip) => sum + tip.total, 0),
    closed: closed
      ? {
        employee_id: closed.row.employeeId, employee_name: name(closed.first, closed.last) ?? '', closed_at: closed.row.closedAt.toISOString(),
        expected_cash: closed.row.expectedCash, counted_cash: closed.row.countedCash, difference: closed.row.difference, notes: closed.row.notes,
      }
      : null,
  };
}

/** GET sales/end-day: the venue day asked for (default: today in the venue's time zone); `parallel` false inside a transaction. */
export async function endDay(ctx: VenueCtx, date?: string, parallel = true) {
  const venue = await venueDay(ctx.db, ctx.venueId);
  return { data: await endDayFigures(ctx.db, ctx.venueId, date ?? zonedToday(ctx.deps.now(), venue.timeZone), venue.currency, parallel) };
}

type CloseInput = Omit<z.output<typeof endDayCloseBody>, 'pin'>;

/**
 * Closes a day as the given employee (already identified): the expected cash is taken in the same
 * transaction as the row, under the lock voids take, so no void slips between the count and the close.
 * A day not yet begun cannot be closed; a day closed once cannot be closed again.
 */
export async function closeDayAs(ctx: VenueCtx, employeeId: number, input: CloseInput): Promise<void> {
  const venue = await venueDay(ctx.db, ctx.venueId);
  if (input.date > zonedToday(ctx.deps.now(), venue.timeZone)) throw fieldError('date', 'sales.validation.day_in_future');
  await ctx.db.transaction(async (tx) => {
    await lockVenueDay(tx, ctx.venueId);
    if (await dayIsClosed(tx, ctx.venueId, input.date)) throw fieldError('date', 'sales.validation.day_already_closed');
    const figures = await endDayFigures(tx, ctx.venueId, input.date, venue.currency);
    const [row] = await tx.insert(saleClosedDays).values({
      venueId: ctx.venueId, businessDate: input.date, employeeId, expectedCash: figures.expected_cash, countedCash: input.counted_cash,
      difference: input.counted_cash - figures.expected_cash, notes: input.notes, closedAt: ctx.deps.now(),
    }).returning({ id: saleClosedDays.id });
    await logActivity(ctx, {
      entity: 'sale_closed_day', entityId: row!.id, action: 'close',
      changes: { counted_cash: { before: null, after: input.counted_cash }, expected_cash: { before: null, after: figures.expected_cash } },
    }, tx);
  });
}

/** POST sales/end-day/close: whoever types their staff PIN closes the day (the staff feature checks it, with its limits). */
export async function closeDay(ctx: VenueCtx, input: z.output<typeof endDayCloseBody>) {
  const { pin, ...rest } = input;
  const checked = await checkPin(ctx, pin);
  await closeDayAs(ctx, checked.data.data.id, rest);
  return { data: (await endDay(ctx, input.date)).data, message: t(ctx.lang, 'sales.day_closed') };
}
