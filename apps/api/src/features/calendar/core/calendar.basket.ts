import { and, eq, inArray } from 'drizzle-orm';
import { checkouts } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { fieldError } from '../../../lib/errors';

/**
 * The calendar's basket (spec §2.4): bookings in an open checkout at the till. The calendar reads the
 * sales feature's `checkouts` table here, read only, rather than calling sales.service: sales calls the
 * calendar's service (its checkout takes a booking's lines), so the other direction would be an import
 * cycle. A trigger (custom migration `calendar_basket_refresh`) announces checkout changes on the
 * calendar channel, so the list cache drops its entries when a checkout opens or is paid.
 */
export async function openCheckoutGroups(db: Queryable, venueId: number, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ groupId: checkouts.appointmentGroupId })
    .from(checkouts)
    .where(and(eq(checkouts.venueId, venueId), eq(checkouts.status, 'open'), inArray(checkouts.appointmentGroupId, groupIds)));
  return new Set(rows.map((row) => row.groupId!));
}

/** Moving or resizing an item of a booking in an open checkout → 422 `calendar.basket_locked`. */
export async function assertNotInBasket(db: Queryable, venueId: number, groupId: number): Promise<void> {
  if ((await openCheckoutGroups(db, venueId, [groupId])).size > 0) throw fieldError('id', 'calendar.basket_locked');
}
