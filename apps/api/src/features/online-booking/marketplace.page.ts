import { isLanguage, type Language } from '@chairside/shared/constants';
import { bookingLinks } from '@chairside/shared/settings';
import type { Ctx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { venueWorkingHours } from '../staff/staff.service';
import { onlineOffer, publicLanguages } from './public.catalog';
import { publicCtx, venueBySub, pageColor, type PublicVenueRow } from './public.venue';
import { businessJsonLd } from './business.jsonld';
import { listingOf } from './online-booking.marketplace';
import { shownPortfolio } from './online-booking.portfolio';
import { listingHtml, notListedHtml } from './marketplace.html';

/**
 * The public marketplace listing, /marketplace/{sub} (issue 18, spec §2.3 marketplace): written
 * whole by the server (no script needed to read it; a crawler sees everything, JSON-LD included)
 * into the small template of apps/web/marketplace (its own tiny script: the language switch).
 * Shown while the venue is listed, has accepted the listing terms and takes bookings online at
 * that address; anything else is the same 404 page (nothing tells which addresses exist).
 */

export interface PageAnswer {
  status: number;
  html: string;
}

/** The language asked for (`?lang=`) when the venue offers it, else the venue's. */
const pageLanguage = (asked: string | undefined, venue: PublicVenueRow, offered: Language[]): Language =>
  (isLanguage(asked) && offered.includes(asked) ? asked : venue.lang);

export async function marketplacePage(ctx: Ctx, sub: string, asked: string | undefined, template: string): Promise<PageAnswer> {
  const fallbackLang = isLanguage(asked) ? asked : ctx.lang;
  let venue: PublicVenueRow;
  try {
    venue = await venueBySub(ctx, sub);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { status: 404, html: notListedHtml(template, fallbackLang) };
    throw error;
  }
  const db = ctx.deps.database.forVenue(venue.id);
  const listing = await listingOf(db, venue.id);
  if (!listing.listed || !venue.termsAccept) return { status: 404, html: notListedHtml(template, fallbackLang) };
  const [offer, pictures, hours] = await Promise.all([onlineOffer(db, venue.id), shownPortfolio(db, venue.id), venueWorkingHours(publicCtx(ctx, venue.id, db), false)]);
  const languages = publicLanguages(venue);
  const lang = pageLanguage(asked, venue, languages);
  const links = bookingLinks(ctx.deps.env.appUrl, venue.sub);
  const url = links.marketplace_url!;
  const bookingUrl = links.booking_full_url!;
  const jsonLd = businessJsonLd({
    venue, offer, url, bookingUrl, origin: ctx.deps.env.appUrl.replace(/\/+$/, ''), hours: hours.days, pictures, cover: venue.settings.cover, categories: listing.categories,
  });
  const html = listingHtml(template, {
    lang, languages, venue, color: pageColor(venue), url, bookPath: `/book/${venue.sub}`, offer, pictures, hours: hours.days,
    closedDays: hours.closed_days.slice(0, 3), categories: listing.categories, jsonLd,
  });
  return { status: 200, html };
}
