import { count, eq } from 'drizzle-orm';
import { MARKETPLACE_CATEGORIES, type MarketplaceBody, type MarketplaceCategory, type MarketplaceResponse } from '@chairside/shared/online-booking-marketplace';
import { DEFAULT_BOOKING_SETTINGS } from '@chairside/shared/settings-sections';
import { bookingLinks } from '@chairside/shared/settings';
import { onlineMarketplace, onlinePortfolio, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { updateVenueSection } from '../settings/settings.service';

/**
 * /online-booking/marketplace: the venue's public listing (/marketplace/{sub}). It is shown while
 * the listing terms are accepted (the venue's `terms_accept`, the settings' flag), the listing is
 * on, and online booking is open at a booking address; the categories say what the venue is listed
 * under. The page itself is marketplace.page.ts.
 */

export interface ListingState {
  listed: boolean;
  categories: MarketplaceCategory[];
  termsAcceptedAt: Date | null;
}

const known = new Set<string>(MARKETPLACE_CATEGORIES);

/** The venue's listing row (not listed, no categories when it has none). */
export async function listingOf(db: Queryable, venueId: number): Promise<ListingState> {
  const [row] = await db.select().from(onlineMarketplace).where(eq(onlineMarketplace.venueId, venueId));
  return {
    listed: row?.listed ?? false,
    categories: (row?.categories ?? []).filter((c): c is MarketplaceCategory => known.has(c)),
    termsAcceptedAt: row?.termsAcceptedAt ?? null,
  };
}

export async function getMarketplace(ctx: VenueCtx, message: string | null = null): Promise<MarketplaceResponse> {
  const [[venue], listing, [pictures]] = await Promise.all([
    ctx.db.select({ terms: venues.termsAccept, sub: venues.bookingSubdomain, settings: venues.bookingSettings }).from(venues).where(eq(venues.id, ctx.venueId)),
    listingOf(ctx.db, ctx.venueId),
    ctx.db.select({ n: count() }).from(onlinePortfolio).where(eq(onlinePortfolio.venueId, ctx.venueId)),
  ]);
  if (!venue) throw new AppError('NOT_FOUND');
  const links = bookingLinks(ctx.deps.env.appUrl, venue.sub);
  const online = Boolean({ ...DEFAULT_BOOKING_SETTINGS, ...venue.settings }.enabled) && Boolean(venue.sub);
  return {
    terms_accepted: venue.terms,
    terms_accepted_at: venue.terms ? (listing.termsAcceptedAt?.toISOString() ?? null) : null,
    listed: listing.listed,
    categories: listing.categories,
    marketplace_url: links.marketplace_url,
    booking_url: links.booking_full_url,
    online_enabled: online,
    live: listing.listed && venue.terms && online,
    portfolio_count: pictures?.n ?? 0,
    message,
  };
}

/** POST online-booking/marketplace: the terms (through the settings' flag), the listing and its categories. */
export async function saveMarketplace(ctx: VenueCtx, body: MarketplaceBody): Promise<MarketplaceResponse> {
  const before = await getMarketplace(ctx);
  if (body.listed) {
    if (!body.terms_accepted) throw fieldError('terms_accepted', 'online_booking.marketplace.terms_needed');
    if (body.categories.length === 0) throw fieldError('categories', 'online_booking.marketplace.category_needed');
    if (!before.online_enabled) throw fieldError('listed', 'online_booking.marketplace.online_needed');
  }
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    if (body.terms_accepted !== before.terms_accepted) await updateVenueSection(inTx, { section: 'booking', terms_accept: body.terms_accepted ? 1 : 0 });
    const acceptedAt = !body.terms_accepted ? null : before.terms_accepted && before.terms_accepted_at ? new Date(before.terms_accepted_at) : ctx.deps.now();
    const values = { listed: body.listed, categories: body.categories, termsAcceptedAt: acceptedAt, updatedAt: ctx.deps.now() };
    await tx.insert(onlineMarketplace).values({ venueId: ctx.venueId, ...values }).onConflictDoUpdate({ target: onlineMarketplace.venueId, set: values });
  });
  return getMarketplace(ctx, t(ctx.lang, 'online_booking.marketplace.saved'));
}
