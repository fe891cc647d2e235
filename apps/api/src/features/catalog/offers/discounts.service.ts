import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Discount, DiscountInput, DiscountResponse, DiscountsResponse, OfferArchiveResponse } from '@chairside/shared/catalog-offers';
import type { Queryable } from '../../../db/client';
import { discounts } from '../../../db/schema/index';
import { assertFeature } from '../../../lib/access';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError, pgCode } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { likePattern } from './offers-common';

/**
 * Discounts (issue 12): percentage (basis points) or fixed (minor units), for services, products
 * and/or vouchers, with an optional code unique per venue whatever its case (archived ones keep
 * theirs, so a restore never clashes). Checkout applies them (sales issue, rules/discount.ts).
 */

const wire = (row: typeof discounts.$inferSelect): Discount => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  value: row.value,
  applies_services: row.appliesServices,
  applies_products: row.appliesProducts,
  applies_vouchers: row.appliesVouchers,
  code: row.code,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  limit_per_customer: row.limitPerCustomer,
  manual_restricted: row.manualRestricted,
  archived: row.archived,
});

async function findDiscount(db: Queryable, venueId: number, id: number): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(and(eq(discounts.venueId, venueId), eq(discounts.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return wire(row);
}

/** GET discounts (search: name or code). */
export async function listDiscounts(ctx: VenueCtx, archived: boolean, search?: string): Promise<DiscountsResponse> {
  const pattern = likePattern(search);
  const rows = await ctx.db
    .select()
    .from(discounts)
    .where(and(eq(discounts.venueId, ctx.venueId), eq(discounts.archived, archived), pattern ? or(ilike(discounts.name, pattern), ilike(discounts.code, pattern)) : undefined))
    .orderBy(asc(discounts.name), asc(discounts.id));
  return { data: rows.map(wire) };
}

export const discountDetail = async (ctx: VenueCtx, id: number) => ({ discount: await findDiscount(ctx.db, ctx.venueId, id) });

const columns = (input: DiscountInput) => ({
  name: input.name,
  kind: input.kind,
  value: input.value,
  appliesServices: input.applies_services,
  appliesProducts: input.applies_products,
  appliesVouchers: input.applies_vouchers,
  code: input.code,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
  limitPerCustomer: input.limit_per_customer,
  manualRestricted: input.manual_restricted,
});

const codeTaken = () => fieldError('code', 'catalog_offers.validation.code_taken');

async function assertCodeFree(db: Queryable, venueId: number, code: string | null, exceptId?: number): Promise<void> {
  if (code === null) return;
  const [row] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.venueId, venueId), sql`lower(${discounts.code}) = lower(${code})`, exceptId === undefined ? undefined : ne(discounts.id, exceptId)))
    .limit(1);
  if (row) throw codeTaken();
}

/** A race between two saves of one code ends in the unique index: the same 422. */
async function unlessCodeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  }
}

/** Inserts a discount (the store route and the demo seed); answers its id. */
export async function insertDiscount(db: Queryable, venueId: number, input: DiscountInput): Promise<number> {
  await assertCodeFree(db, venueId, input.code);
  const [row] = await unlessCodeTaken(() => db.insert(discounts).values({ venueId, ...columns(input) }).returning({ id: discounts.id }));
  return row!.id;
}

/** POST discounts/store. */
export async function storeDiscount(ctx: VenueCtx, input: DiscountInput): Promise<DiscountResponse> {
  await assertFeature(ctx, 'discounts');
  const id = await insertDiscount(ctx.db, ctx.venueId, input);
  return { discount: await findDiscount(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.discount_created') };
}

/** POST discounts/update/{id}. */
export async function updateDiscount(ctx: VenueCtx, id: number, input: DiscountInput): Promise<DiscountResponse> {
  await findDiscount(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'discounts');
  await assertCodeFree(ctx.db, ctx.venueId, input.code, id);
  await unlessCodeTaken(() => ctx.db.update(discounts).set({ ...columns(input), updatedAt: new Date() }).where(and(eq(discounts.venueId, ctx.venueId), eq(discounts.id, id))));
  return { discount: await findDiscount(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.discount_saved') };
}

/** POST discounts/archive/{id} and discounts/restore/{id}. */
export async function setDiscountArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<OfferArchiveResponse> {
  await findDiscount(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'discounts');
  await ctx.db.update(discounts).set({ archived, updatedAt: new Date() }).where(and(eq(discounts.venueId, ctx.venueId), eq(discounts.id, id)));
  return { id, archived, message: t(ctx.lang, archived ? 'catalog_offers.archived' : 'catalog_offers.restored') };
}
