import { and, eq, sql } from 'drizzle-orm';
import { addDays, addMonths, zonedToday } from '@chairside/shared/rules/calendar-time';
import {
  customerMemberships, customerPackages, customerPackageServices, discounts, memberships, packages, packageServices, saleLines,
} from '../../db/schema/index';
import type { CheckoutDraftLine } from '../../db/schema/sales';
import type { Tx } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { assertDiscountUsable, membershipActive } from './offers-at-till';
import type { VenueTill } from './sales.lines';

/**
 * Packages, memberships and catalogue discounts when a cart is paid, and when a sale is voided or
 * refunded (issue 14), all in the caller's transaction. Paying sells (the customer's package with
 * its sessions, or membership, is created), uses (a session taken by a conditional update, which
 * holds the row's lock until commit: two tills paying the last session cannot both get it) and
 * checks each catalogue discount again under its row lock (its limit per customer). Giving a line
 * back gives its session back, or removes the package / cancels the membership it created when
 * nothing of it was used yet.
 */

/** What a sale line remembers of the offers (sale_lines columns). */
export interface OfferColumns {
  discountId: number | null;
  packageId: number | null;
  membershipId: number | null;
  customerPackageId: number | null;
  customerMembershipId: number | null;
}

const none = (): OfferColumns => ({ discountId: null, packageId: null, membershipId: null, customerPackageId: null, customerMembershipId: null });

/** A void or refund line copies its original's offer columns. */
export const offerColumnsOf = (line: Partial<OfferColumns>): OfferColumns => ({
  discountId: line.discountId ?? null, packageId: line.packageId ?? null, membershipId: line.membershipId ?? null,
  customerPackageId: line.customerPackageId ?? null, customerMembershipId: line.customerMembershipId ?? null,
});

export async function payTillOffers(ctx: VenueCtx, tx: Tx, till: VenueTill, customerId: number | null, lines: CheckoutDraftLine[]): Promise<OfferColumns[]> {
  const today = zonedToday(ctx.deps.now(), till.timeZone);
  // Discounts first, in id order (two tills lock them in the same order).
  const discountIds = [...new Set(lines.flatMap((line) => (line.discount_id ? [line.discount_id] : [])))].sort((a, b) => a - b);
  for (const id of discountIds) {
    const [row] = await tx.select().from(discounts).where(and(eq(discounts.venueId, ctx.venueId), eq(discounts.id, id))).for('update');
    if (!row) throw fieldError('id', 'sales_offers.discount_not_active');
    await assertDiscountUsable(tx, ctx.venueId, row, customerId, today, 'id');
  }
  const out: OfferColumns[] = [];
  for (const [i, line] of lines.entries()) {
    const columns = { ...none(), discountId: line.discount_id ?? null };
    const field = `lines.${i}`;
    if (line.kind === 'package' && line.package_id) {
      columns.packageId = line.package_id;
      columns.customerPackageId = await sellPackage(ctx, tx, customerId!, line.package_id, today, field);
    } else if (line.kind === 'membership' && line.membership_id) {
      columns.membershipId = line.membership_id;
      columns.customerMembershipId = await sellMembership(ctx, tx, customerId!, line.membership_id, today, field);
    } else if (line.cover?.kind === 'package' && line.service_id) {
      columns.customerPackageId = line.cover.id;
      await takePackageSession(ctx, tx, customerId!, line.cover.id, line.service_id, line.quantity, today, field);
    } else if (line.cover?.kind === 'membership') {
      columns.customerMembershipId = line.cover.id;
      await useMembership(ctx, tx, customerId!, line.cover.id, line.cover.effect === 'covered' ? line.quantity : 0, today, field);
    }
    out.push(columns);
  }
  return out;
}

async function sellPackage(ctx: VenueCtx, tx: Tx, customerId: number, packageId: number, today: string, field: string): Promise<number> {
  const [offer] = await tx.select().from(packages).where(and(eq(packages.venueId, ctx.venueId), eq(packages.id, packageId)));
  if (!offer) throw fieldError(field, 'sales.validation.unknown_item');
  const [own] = await tx.insert(customerPackages)
    .values({ venueId: ctx.venueId, customerId, packageId, purchasedAt: ctx.deps.now(), expiresOn: addDays(today, offer.validityDays) })
    .returning({ id: customerPackages.id });
  const contents = await tx.select().from(packageServices).where(and(eq(packageServices.venueId, ctx.venueId), eq(packageServices.packageId, packageId)));
  if (contents.length) {
    await tx.insert(customerPackageServices).values(contents.map((row) => ({ venueId: ctx.venueId, customerPackageId: own!.id, serviceId: row.serviceId, remaining: row.count })));
  }
  return own!.id;
}

async function sellMembership(ctx: VenueCtx, tx: Tx, customerId: number, membershipId: number, today: string, field: string): Promise<number> {
  const [offer] = await tx.select().from(memberships).where(and(eq(memberships.venueId, ctx.venueId), eq(memberships.id, membershipId)));
  if (!offer) throw fieldError(field, 'sales.validation.unknown_item');
  const recurring = offer.kind === 'recurring';
  const [own] = await tx.insert(customerMemberships).values({
    venueId: ctx.venueId, customerId, membershipId, state: 'active', startedOn: today,
    renewsOn: recurring ? addMonths(today, offer.period === 'year' ? 12 : 1) : null,
    endsOn: !recurring && offer.validityDays ? addDays(today, offer.validityDays) : null,
    sessionsLeft: recurring ? null : offer.sessions,
  }).returning({ id: customerMemberships.id });
  return own!.id;
}

/** One conditional update: the session is taken only if it is still there (the row stays locked until commit). */
async function takePackageSession(ctx: VenueCtx, tx: Tx, customerId: number, ownId: number, serviceId: number, quantity: number, today: string, field: string) {
  const taken = await tx.update(customerPackageServices)
    .set({ remaining: sql`${customerPackageServices.remaining} - ${quantity}` })
    .where(and(
      eq(customerPackageServices.venueId, ctx.venueId), eq(customerPackageServices.customerPackageId, ownId), eq(customerPackageServices.serviceId, serviceId),
      sql`${customerPackageServices.remaining} >= ${quantity}`,
      sql`exists (select 1 from ${customerPackages} p where p.venue_id = ${ctx.venueId} and p.id = ${ownId} and p.customer_id = ${customerId} and p.expires_on >= ${today})`,
    ))
    .returning({ remaining: customerPackageServices.remaining });
  if (taken.length === 0) throw fieldError(field, 'sales_offers.package_no_session');
}

async function useMembership(ctx: VenueCtx, tx: Tx, customerId: number, ownId: number, sessions: number, today: string, field: string) {
  const [own] = await tx.select().from(customerMemberships)
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, ownId))).for('update');
  if (!own || own.customerId !== customerId || !membershipActive(own, today)) throw fieldError(field, 'sales_offers.membership_inactive');
  if (sessions === 0 || own.sessionsLeft === null) return;
  if (own.sessionsLeft < sessions) throw fieldError(field, 'sales_offers.membership_no_session');
  await tx.update(customerMemberships).set({ sessionsLeft: own.sessionsLeft - sessions, updatedAt: ctx.deps.now() })
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, ownId)));
}

/** A line given back by a void or refund (negative quantity), with its original's offer columns. */
export interface GivenBackLine extends Partial<OfferColumns> {
  kind: string;
  serviceId: number | null;
  unitPrice: number;
  quantity: number;
}

/** How many sessions service lines took of a customer's package or membership (sales less what voids and refunds gave back). */
async function sessionsUsed(tx: Tx, venueId: number, column: typeof saleLines.customerPackageId | typeof saleLines.customerMembershipId, id: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${saleLines.quantity}), 0)::int` }).from(saleLines)
    .where(and(eq(saleLines.venueId, venueId), eq(column, id), eq(saleLines.kind, 'service')));
  return row?.n ?? 0;
}

/** Before a void or refund is written: the sessions come back; a package or membership sold goes, unless used (422). */
export async function releaseTillOffers(ctx: VenueCtx, tx: Tx, till: VenueTill, back: GivenBackLine[]) {
  const today = zonedToday(ctx.deps.now(), till.timeZone);
  for (const [i, line] of back.entries()) {
    const given = -line.quantity;
    const field = `lines.${i}`;
    if (line.kind === 'package' && line.customerPackageId) {
      const [own] = await tx.select({ id: customerPackages.id }).from(customerPackages)
        .where(and(eq(customerPackages.venueId, ctx.venueId), eq(customerPackages.id, line.customerPackageId))).for('update');
      if (!own) continue;
      if ((await sessionsUsed(tx, ctx.venueId, saleLines.customerPackageId, own.id)) > 0) throw fieldError(field, 'sales_offers.package_in_use');
      await tx.delete(customerPackages).where(and(eq(customerPackages.venueId, ctx.venueId), eq(customerPackages.id, own.id)));
    } else if (line.kind === 'membership' && line.customerMembershipId) {
      const [own] = await tx.select({ id: customerMemberships.id }).from(customerMemberships)
        .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, line.customerMembershipId))).for('update');
      if (!own) continue;
      if ((await sessionsUsed(tx, ctx.venueId, saleLines.customerMembershipId, own.id)) > 0) throw fieldError(field, 'sales_offers.membership_in_use');
      await tx.update(customerMemberships).set({ state: 'cancelled', endsOn: today, renewsOn: null, updatedAt: ctx.deps.now() })
        .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, own.id)));
    } else if (line.kind === 'service' && line.customerPackageId && line.serviceId && given > 0) {
      await tx.update(customerPackageServices).set({ remaining: sql`${customerPackageServices.remaining} + ${given}` })
        .where(and(eq(customerPackageServices.venueId, ctx.venueId), eq(customerPackageServices.customerPackageId, line.customerPackageId), eq(customerPackageServices.serviceId, line.serviceId)));
    } else if (line.kind === 'service' && line.customerMembershipId && line.unitPrice === 0 && given > 0) {
      await tx.update(customerMemberships).set({ sessionsLeft: sql`${customerMemberships.sessionsLeft} + ${given}`, updatedAt: ctx.deps.now() })
        .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, line.customerMembershipId), sql`${customerMemberships.sessionsLeft} is not null`));
    }
  }
}
