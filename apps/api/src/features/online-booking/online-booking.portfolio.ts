import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PORTFOLIO_MAX, PORTFOLIO_SHOWN, type PortfolioItem, type PortfolioResponse, type PublicPicture, type portfolioMoveBody, type portfolioQuery, type portfolioUpdateBody,
} from '@chairside/shared/online-booking';
import { employees, onlinePortfolio } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { storeImage } from '../../lib/images';

/**
 * /online-booking/portfolio: the venue's photos and its team's work on the booking page. A picture
 * is uploaded as the raw file (stored as WebP inside 1600 px by lib/images), placed last; it can be
 * moved to any place (the others shift) or deleted; the list is paged. Each picture may carry a
 * caption and the employee whose work it shows. The booking page and the marketplace listing show
 * the first PORTFOLIO_SHOWN (public.catalog.ts), a tag only while its employee is shown online.
 */

const ordered = (venueId: number) => [eq(onlinePortfolio.venueId, venueId)] as const;
const byOrder = [asc(onlinePortfolio.sortOrder), asc(onlinePortfolio.id)] as const;

export async function listPortfolio(ctx: VenueCtx, query: z.output<typeof portfolioQuery>, message: string | null = null): Promise<PortfolioResponse> {
  const offset = (query.page - 1) * query.per_page;
  const [rows, [total], staff] = await Promise.all([
    ctx.db.select().from(onlinePortfolio).where(and(...ordered(ctx.venueId))).orderBy(...byOrder).limit(query.per_page).offset(offset),
    ctx.db.select({ n: count() }).from(onlinePortfolio).where(and(...ordered(ctx.venueId))),
    ctx.db.select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName }).from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false))).orderBy(asc(employees.sortOrder), asc(employees.id)),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((row, i) => item(row, offset + i)),
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
    employees: staff.map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}`.trim() })),
    message,
  };
}

const item = (row: typeof onlinePortfolio.$inferSelect, position: number): PortfolioItem =>
  ({ id: row.id, url: row.url, width: row.width, height: row.height, position, caption: row.caption, employee_id: row.employeeId });

/** POST online-booking/portfolio/update/{id}: the caption and the tagged employee (one of the venue's active employees, else 422). */
export async function updatePortfolioImage(ctx: VenueCtx, id: number, body: z.output<typeof portfolioUpdateBody>) {
  return ctx.db.transaction(async (tx) => {
    if (body.employee_id !== null) {
      const [employee] = await tx.select({ id: employees.id }).from(employees)
        .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, body.employee_id), eq(employees.archived, false)));
      if (!employee) throw fieldError('employee_id', 'validation.invalid');
    }
    const [row] = await tx.update(onlinePortfolio).set({ caption: body.caption, employeeId: body.employee_id })
      .where(and(eq(onlinePortfolio.venueId, ctx.venueId), eq(onlinePortfolio.id, id))).returning();
    if (!row) throw new AppError('NOT_FOUND');
    const ids = await tx.select({ id: onlinePortfolio.id }).from(onlinePortfolio).where(and(...ordered(ctx.venueId))).orderBy(...byOrder);
    return { item: item(row, ids.findIndex((each) => each.id === id)), message: t(ctx.lang, 'online_booking.portfolio.updated') };
  });
}

/** POST online-booking/portfolio/store: the raw picture as the body, placed last (422 past PORTFOLIO_MAX). */
export async function addPortfolioImage(ctx: VenueCtx, body: unknown, prefix: string): Promise<PortfolioResponse> {
  const last = await ctx.db.transaction(async (tx) => {
    // One upload at a time per venue, so the count and the places hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('online_portfolio'), ${ctx.venueId})`);
    const [{ n, top } = { n: 0, top: -1 }] = await tx.select({ n: count(), top: sql<number>`coalesce(max(${onlinePortfolio.sortOrder}), -1)::int` })
      .from(onlinePortfolio).where(and(...ordered(ctx.venueId)));
    if (n >= PORTFOLIO_MAX) throw fieldError('file', 'online_booking.portfolio.full', { max: PORTFOLIO_MAX });
    const image = await storeImage(tx, ctx.venueId, body, 'document', prefix);
    await tx.insert(onlinePortfolio).values({ venueId: ctx.venueId, url: image.url, width: image.width, height: image.height, sortOrder: top + 1 });
    return n + 1;
  });
  const perPage = 12;
  return listPortfolio(ctx, { page: Math.ceil(last / perPage), per_page: perPage }, t(ctx.lang, 'online_booking.portfolio.added'));
}

async function idsInOrder(tx: Queryable, venueId: number): Promise<number[]> {
  return (await tx.select({ id: onlinePortfolio.id }).from(onlinePortfolio).where(and(...ordered(venueId))).orderBy(...byOrder).for('update')).map((row) => row.id);
}

/** POST online-booking/portfolio/move/{id}: to `position` (0-based; past the end: last); the others keep their order. */
export async function movePortfolioImage(ctx: VenueCtx, id: number, body: z.output<typeof portfolioMoveBody>) {
  await ctx.db.transaction(async (tx) => {
    const ids = await idsInOrder(tx, ctx.venueId);
    const from = ids.indexOf(id);
    if (from < 0) throw new AppError('NOT_FOUND');
    ids.splice(from, 1);
    ids.splice(Math.min(body.position, ids.length), 0, id);
    await tx.execute(sql`update online_portfolio p set sort_order = v.place from (values ${sql.join(ids.map((each, i) => sql`(${each}::int, ${i}::int)`), sql`, `)}) as v(id, place)
      where p.venue_id = ${ctx.venueId} and p.id = v.id and p.sort_order <> v.place`);
  });
  return { message: t(ctx.lang, 'online_booking.portfolio.moved') };
}

/** POST online-booking/portfolio/delete/{id}. */
export async function deletePortfolioImage(ctx: VenueCtx, id: number) {
  const gone = await ctx.db.delete(onlinePortfolio).where(and(eq(onlinePortfolio.venueId, ctx.venueId), eq(onlinePortfolio.id, id))).returning({ id: onlinePortfolio.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
  return { message: t(ctx.lang, 'online_booking.portfolio.deleted') };
}

/** The first pictures, for the booking page and the listing: a tag names its employee only while they are active and shown online. */
export async function shownPortfolio(db: Queryable, venueId: number): Promise<PublicPicture[]> {
  const rows = await db
    .select({
      url: onlinePortfolio.url, width: onlinePortfolio.width, height: onlinePortfolio.height, caption: onlinePortfolio.caption,
      firstName: employees.firstName, lastName: employees.lastName,
    })
    .from(onlinePortfolio)
    .leftJoin(employees, and(
      eq(employees.venueId, onlinePortfolio.venueId), eq(employees.id, onlinePortfolio.employeeId), eq(employees.archived, false), eq(employees.visibleOnline, true),
    ))
    .where(and(...ordered(venueId))).orderBy(...byOrder).limit(PORTFOLIO_SHOWN);
  return rows.map((row) => ({
    url: row.url, width: row.width, height: row.height, caption: row.caption, employee: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}
