import { and, eq } from 'drizzle-orm';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { hasPermission } from '@chairside/shared/permissions';
import type { TillOffers } from '@chairside/shared/sales-offers';
import { customers } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { customerMemberships, customerPackagesOf, listDiscounts, listMemberships, listPackages } from '../catalog/catalog.service';
import { DISCOUNT_FLAG } from './offers-at-till';
import { venueTill } from './sales.lines';

/** GET checkouts/offers: the till's pickers (discounts valid today, packages and memberships for sale) and what the customer holds. */
export async function tillOffers(ctx: VenueCtx, customerId?: number): Promise<{ data: TillOffers }> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const today = zonedToday(ctx.deps.now(), till.timeZone);
  if (customerId) {
    const [row] = await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, customerId))).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
  }
  const [discounts, packages, memberships, owned, held] = await Promise.all([
    listDiscounts(ctx, false), listPackages(ctx, false), listMemberships(ctx, false),
    customerId ? customerPackagesOf(ctx, customerId) : { data: [] },
    customerId ? customerMemberships(ctx, customerId) : [],
  ]);
  return {
    data: {
      discounts: discounts.data.filter((d) => (!d.starts_on || d.starts_on <= today) && (!d.ends_on || d.ends_on >= today)),
      packages: packages.data,
      memberships: memberships.data,
      customer_packages: owned.data.filter((p) => p.expires_on >= today && p.remaining.some((r) => r.count > 0)),
      customer_memberships: held.filter((m) => m.state === 'active' && m.started_on <= today && (!m.ends_on || m.ends_on >= today)),
      can_discount: hasPermission(ctx.session.permissions, DISCOUNT_FLAG),
    },
  };
}
