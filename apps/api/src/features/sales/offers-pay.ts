import { and, eq, sql } from 'drizzle-orm';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { discounts, saleLines } from '../../db/schema/index';
import type { CheckoutDraftLine } from '../../db/schema/sales';
import type { Tx } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import {
  cancelCustomerMembership, giveMembershipSessions, givePackageSessions, removeCustomerPackage, sellMembership, sellPackage, takePackageSessions, useMembershipSessions,
} from '../catalog/catalog.service';
import { assertDiscountUsable } from './offers-at-till';
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
      columns.customerPackageId = await sellPackage(ctx, tx, { customerId: customerId!, packageId: line.package_id, today });
    } else if (line.kind === 'membership' && line.membership_id) {
      columns.membershipId = line.membership_id;
      columns.customerMembershipId = await sellMembership(ctx, tx, { customerId: customerId!, membershipId: line.membership_id, today });
    } else if (line.cover?.kind === 'package' && line.service_id) {
      columns.customerPackageId = line.cover.id;
      if (!(await takePackageSessions(ctx, tx, { customerId: customerId!, ownId: line.cover.id, serviceId: line.service_id, quantity: line.quantity, today }))) {
        throw fieldError(field, 'sales_offers.package_no_session');
      }
    } else if (line.cover?.kind === 'membership') {
      columns.customerMembershipId = line.cover.id;
      const problem = await useMembershipSessions(ctx, tx, { customerId: customerId!, ownId: line.cover.id, quantity: line.cover.effect === 'covered' ? line.quantity : 0, today });
      if (problem) throw fieldError(field, `sales_offers.${problem}`);
    }
    out.push(columns);
  }
  return out;
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
      if ((await sessionsUsed(tx, ctx.venueId, saleLines.customerPackageId, line.customerPackageId)) > 0) throw fieldError(field, 'sales_offers.package_in_use');
      await removeCustomerPackage(ctx, tx, line.customerPackageId);
    } else if (line.kind === 'membership' && line.customerMembershipId) {
      if ((await sessionsUsed(tx, ctx.venueId, saleLines.customerMembershipId, line.customerMembershipId)) > 0) throw fieldError(field, 'sales_offers.membership_in_use');
      await cancelCustomerMembership(ctx, tx, line.customerMembershipId, today);
    } else if (line.kind === 'service' && line.customerPackageId && line.serviceId && given > 0) {
      await givePackageSessions(ctx, tx, line.customerPackageId, line.serviceId, given);
    } else if (line.kind === 'service' && line.customerMembershipId && line.unitPrice === 0 && given > 0) {
      await giveMembershipSessions(ctx, tx, line.customerMembershipId, given);
    }
  }
}
