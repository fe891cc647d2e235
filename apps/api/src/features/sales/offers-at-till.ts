import { and, eq, sql } from 'drizzle-orm';
import { spreadCartDiscount } from '@chairside/shared/rules/cart-discount';
import { lineDiscount } from '@chairside/shared/rules/discount';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { hasPermission } from '@chairside/shared/permissions';
import type { TillDiscountBody } from '@chairside/shared/sales-offers';
import {
  customerMemberships, customerPackages, customerPackageServices, discounts, membershipServices, memberships, packages, saleLines, sales,
} from '../../db/schema/index';
import type { CheckoutDraftLine } from '../../db/schema/sales';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { membershipActive } from '../catalog/catalog.service';
import type { CheckoutItem, VenueTill } from './sales.lines';

/**
 * Packages, memberships and catalogue discounts on an open cart (issue 14 "Checkout"): prices the
 * package and membership lines from the catalogue, applies a catalogue discount to a line or to
 * the whole cart (its window, who it applies to, its limit per customer, restricted ones only for
 * those with the `discounts` flag), and marks service lines covered by the customer's package or
 * membership. Reads only: paying (offers-pay.ts) takes the sessions under row locks.
 */

type DiscountRow = typeof discounts.$inferSelect;
type CartDiscount = TillDiscountBody | null | undefined;

/** Who may give a manual discount or a restricted catalogue one (spec silent; the flag that manages discounts). */
export const DISCOUNT_FLAG = 'discounts' as const;

const eligible = (row: DiscountRow, kind: string) =>
  kind === 'product' ? row.appliesProducts : kind === 'voucher' ? row.appliesVouchers : kind === 'custom' ? false : row.appliesServices;

async function findDiscount(db: Queryable, venueId: number, ask: TillDiscountBody, field: string): Promise<DiscountRow> {
  const where = 'discount_id' in ask ? eq(discounts.id, ask.discount_id) : sql`lower(${discounts.code}) = lower(${ask.code})`;
  const [row] = await db.select().from(discounts).where(and(eq(discounts.venueId, venueId), where, eq(discounts.archived, false))).limit(1);
  if (!row) {
    if ('discount_id' in ask) throw new AppError('NOT_FOUND');
    throw fieldError(field, 'sales_offers.unknown_code');
  }
  return row;
}

/** How many paid (not voided) sales of the customer used the discount. */
export async function discountUses(db: Queryable, venueId: number, discountId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${sales.id})::int` })
    .from(saleLines)
    .innerJoin(sales, and(eq(sales.venueId, saleLines.venueId), eq(sales.id, saleLines.saleId)))
    .where(and(
      eq(saleLines.venueId, venueId), eq(saleLines.discountId, discountId), eq(sales.kind, 'sale'), eq(sales.customerId, customerId),
      sql`not exists (select 1 from ${sales} v where v.venue_id = ${sales.venueId} and v.original_id = ${sales.id} and v.kind = 'void')`,
    ));
  return row?.n ?? 0;
}

/** The rules of a catalogue discount that hold whatever line it is on (checked again when paying). */
export async function assertDiscountUsable(db: Queryable, venueId: number, row: DiscountRow, customerId: number | null, today: string, field: string) {
  if ((row.startsOn && row.startsOn > today) || (row.endsOn && row.endsOn < today)) throw fieldError(field, 'sales_offers.discount_not_active');
  if (row.limitPerCustomer !== null) {
    if (!customerId) throw fieldError(field, 'sales_offers.discount_needs_customer');
    if ((await discountUses(db, venueId, row.id, customerId)) >= row.limitPerCustomer) throw fieldError(field, 'sales_offers.discount_limit_reached', { limit: row.limitPerCustomer });
  }
}

interface Args {
  /** The till's items aligned with `lines` (null: a line from the booking as it was stored). */
  items: (CheckoutItem | null)[];
  lines: CheckoutDraftLine[];
  customerId: number | null;
  cartDiscount: CartDiscount;
  /** The cart's lines before this change: discounts already on them need no permission again. */
  previous: CheckoutDraftLine[];
  field: string;
}

export async function applyTillOffers(ctx: VenueCtx, db: Queryable, till: VenueTill, args: Args): Promise<CheckoutDraftLine[]> {
  const today = zonedToday(ctx.deps.now(), till.timeZone);
  const allowed = hasPermission(ctx.session.permissions, DISCOUNT_FLAG);
  const lines = args.lines.map((line) => ({ ...line, discount_id: null, discount_name: null, cover: null }) as CheckoutDraftLine);
  const at = (i: number) => `${args.field}.${i}`;
  const needCustomer = (i: number, key: string) => {
    if (!args.customerId) throw fieldError(`${at(i)}.${key}`, 'sales_offers.needs_customer');
  };
  const before = (i: number) => args.previous[i];

  // Manual discounts: given by whoever holds the flag, kept as they were by anyone.
  lines.forEach((line, i) => {
    const item = args.items[i];
    if (!item?.discount || item.catalog_discount || item.cover) return;
    const old = before(i)?.discount;
    const unchanged = old && !before(i)?.discount_id && !before(i)?.cover && old.kind === item.discount.kind && old.value === item.discount.value;
    if (!unchanged && !allowed && lineDiscount(line.unit_price * line.quantity, item.discount) !== 0) throw new AppError('FORBIDDEN');
  });

  await priceOffers(ctx, db, lines, args.items, at, needCustomer);

  // Catalogue discounts, per line then on the cart.
  const usable = new Map<number, DiscountRow>();
  const take = async (ask: TillDiscountBody, field: string) => {
    const row = await findDiscount(db, ctx.venueId, ask, field);
    if (!usable.has(row.id)) {
      if (row.manualRestricted && !allowed && !args.previous.some((line) => line.discount_id === row.id)) throw new AppError('FORBIDDEN');
      await assertDiscountUsable(db, ctx.venueId, row, args.customerId, today, field);
      usable.set(row.id, row);
    }
    return row;
  };
  for (const [i, line] of lines.entries()) {
    const ask = args.items[i]?.catalog_discount;
    if (!ask) continue;
    const row = await take(ask, `${at(i)}.catalog_discount`);
    if (!eligible(row, line.kind)) throw fieldError(`${at(i)}.catalog_discount`, 'sales_offers.discount_not_applicable');
    Object.assign(line, { discount: { kind: row.kind, value: row.value }, discount_id: row.id, discount_name: row.name });
  }

  await coverServices(ctx, db, lines, args, today, at, needCustomer);

  if (args.cartDiscount) {
    const row = await take(args.cartDiscount, 'cart_discount');
    const open = lines.map((line, i) => ({ line, i })).filter(({ line }) => !line.discount && !line.cover && eligible(row, line.kind) && line.unit_price > 0);
    if (open.length === 0) throw fieldError('cart_discount', 'sales_offers.discount_not_applicable');
    const shares = spreadCartDiscount(open.map(({ line }) => line.unit_price * line.quantity), { kind: row.kind, value: row.value });
    open.forEach(({ line }, n) => Object.assign(line, { discount: shares[n]!, discount_id: row.id, discount_name: row.name }));
  }
  return lines;
}

/** Package and membership lines: one at a time, for the cart's customer, named and priced from the catalogue unless given. */
async function priceOffers(
  ctx: VenueCtx, db: Queryable, lines: CheckoutDraftLine[], items: (CheckoutItem | null)[], at: (i: number) => string, needCustomer: (i: number, key: string) => void,
) {
  for (const [i, line] of lines.entries()) {
    if (line.kind !== 'package' && line.kind !== 'membership') continue;
    const item = items[i];
    needCustomer(i, 'kind');
    if (line.quantity !== 1) throw fieldError(`${at(i)}.quantity`, 'sales_offers.one_at_a_time');
    const table = line.kind === 'package' ? packages : memberships;
    const id = line.kind === 'package' ? (item?.package_id ?? line.package_id) : (item?.membership_id ?? line.membership_id);
    if (!id) throw fieldError(`${at(i)}.${line.kind}_id`, 'sales.validation.unknown_item');
    const [row] = await db.select({ id: table.id, name: table.name, price: table.price }).from(table)
      .where(and(eq(table.venueId, ctx.venueId), eq(table.id, id), eq(table.archived, false))).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    Object.assign(line, {
      package_id: line.kind === 'package' ? row.id : null, membership_id: line.kind === 'membership' ? row.id : null,
      name: item?.name || line.name || row.name, unit_price: item && item.unit_price !== undefined ? item.unit_price : row.price,
    });
  }
}

/** Service lines paid with a package of the customer (price 0) or a membership (covered: price 0; otherwise its discount). */
async function coverServices(
  ctx: VenueCtx, db: Queryable, lines: CheckoutDraftLine[], args: Args, today: string, at: (i: number) => string, needCustomer: (i: number, key: string) => void,
) {
  for (const [i, line] of lines.entries()) {
    const cover = args.items[i]?.cover;
    if (!cover) continue;
    const field = `${at(i)}.cover`;
    needCustomer(i, 'cover');
    if (line.kind !== 'service' || !line.service_id) throw fieldError(field, 'sales_offers.cover_service_only');
    if ('customer_package_id' in cover) {
      const [own] = await db.select().from(customerPackages)
        .where(and(eq(customerPackages.venueId, ctx.venueId), eq(customerPackages.id, cover.customer_package_id))).limit(1);
      if (!own) throw new AppError('NOT_FOUND');
      if (own.customerId !== args.customerId) throw fieldError(field, 'sales_offers.cover_other_customer');
      if (own.expiresOn < today) throw fieldError(field, 'sales_offers.package_expired');
      const [left] = await db.select({ remaining: customerPackageServices.remaining }).from(customerPackageServices)
        .where(and(eq(customerPackageServices.venueId, ctx.venueId), eq(customerPackageServices.customerPackageId, own.id), eq(customerPackageServices.serviceId, line.service_id)));
      if (!left || left.remaining < line.quantity) throw fieldError(field, 'sales_offers.package_no_session');
      Object.assign(line, { unit_price: 0, discount: null, cover: { kind: 'package', id: own.id, effect: 'covered' } });
      continue;
    }
    const [own] = await db.select({ own: customerMemberships, discountBp: memberships.discountBp }).from(customerMemberships)
      .innerJoin(memberships, and(eq(memberships.venueId, customerMemberships.venueId), eq(memberships.id, customerMemberships.membershipId)))
      .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, cover.customer_membership_id))).limit(1);
    if (!own) throw new AppError('NOT_FOUND');
    if (own.own.customerId !== args.customerId) throw fieldError(field, 'sales_offers.cover_other_customer');
    if (!membershipActive(own.own, today)) throw fieldError(field, 'sales_offers.membership_inactive');
    const [covers] = await db.select({ id: membershipServices.serviceId }).from(membershipServices)
      .where(and(eq(membershipServices.venueId, ctx.venueId), eq(membershipServices.membershipId, own.own.membershipId), eq(membershipServices.serviceId, line.service_id)));
    if (covers) {
      if (own.own.sessionsLeft !== null && own.own.sessionsLeft < line.quantity) throw fieldError(field, 'sales_offers.membership_no_session');
      Object.assign(line, { unit_price: 0, discount: null, cover: { kind: 'membership', id: own.own.id, effect: 'covered' } });
    } else {
      if (own.discountBp <= 0) throw fieldError(field, 'sales_offers.membership_no_benefit');
      Object.assign(line, { discount: { kind: 'percent', value: own.discountBp }, cover: { kind: 'membership', id: own.own.id, effect: 'discount' } });
    }
  }
}
