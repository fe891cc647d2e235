import { eq } from 'drizzle-orm';
import { taxRates, venues } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';

/**
 * A new venue's tax rates, made with the venue (sign-up): the default rate for services and the one
 * for products from the venue's whole-percent tax_default columns, as migration 0012's backfill
 * made them for the venues that existed then (one rate when both are equal). Nothing when the venue
 * already has rates.
 */
export async function createDefaultTaxRates(db: Queryable, venueId: number): Promise<void> {
  const [existing] = await db.select({ id: taxRates.id }).from(taxRates).where(eq(taxRates.venueId, venueId)).limit(1);
  if (existing) return;
  const [venue] = await db
    .select({ service: venues.taxDefaultService, product: venues.taxDefaultProduct })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) return;
  const rate = (percent: number) => ({ venueId, name: `${percent} %`, rate: percent * 100 });
  await db.insert(taxRates).values(
    venue.service === venue.product
      ? [{ ...rate(venue.service), defaultService: true, defaultProduct: true, sortOrder: 0 }]
      : [
          { ...rate(venue.service), defaultService: true, defaultProduct: false, sortOrder: 0 },
          { ...rate(venue.product), defaultService: false, defaultProduct: true, sortOrder: 1 },
        ],
  );
}
