import { bookingLinks } from '@chairside/shared/settings';
import type { Ctx } from '../../lib/context';
import { onlineOffer, publicVenue } from './public.catalog';
import { phrasesOf } from '../translations/translations.service';
import { venueBySub, type PublicVenueRow } from './public.venue';
import { businessJsonLd, scriptJson } from './business.jsonld';
import { listingOf } from './online-booking.marketplace';

/**
 * The booking page's HTML head, written by the API for /book/{sub}: the venue's name as the title
 * and description, and a schema.org LocalBusiness block (JSON-LD, business.jsonld.ts) with its
 * address, phone, pictures, booking action and the services bookable online as offers with their
 * prices, so search engines read it without running the page's script. Unknown or closed
 * addresses get the plain page. It also carries what the page's first screen needs (the venue, its
 * services and staff, the phrases of its language: `#book-boot`, the same shapes as the public
 * API's answers), so the page shows at once instead of after three round trips.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const htmlLang = (lang: string) => (lang === 'nld' ? 'nl' : lang);
/** The template's empty icon becomes the venue's logo when it has one. */
export const withIcon = (html: string, logo: string | null) => (logo ? html.replace('<link rel="icon" href="data:," />', `<link rel="icon" href="${escapeHtml(logo)}" />`) : html);

/** The page's template with the venue's head; the template itself when the address is unknown or closed. */
export async function bookingPageHtml(ctx: Ctx, sub: string, template: string): Promise<string> {
  let venue: PublicVenueRow;
  try {
    venue = await venueBySub(ctx, sub);
  } catch {
    return template;
  }
  const db = ctx.deps.database.forVenue(venue.id);
  const [offer, listing, shown] = await Promise.all([onlineOffer(db, venue.id), listingOf(db, venue.id), publicVenue(ctx, venue)]);
  const pictures = shown.portfolio;
  const description = [venue.title, venue.address, offer.services.slice(0, 6).map((s) => s.name).join(', ')].filter(Boolean).join(' · ');
  const url = bookingLinks(ctx.deps.env.appUrl, venue.sub).booking_full_url!;
  const jsonLd = businessJsonLd({
    venue, offer, url, bookingUrl: url, origin: ctx.deps.env.appUrl.replace(/\/+$/, ''), pictures, cover: venue.settings.cover, categories: listing.categories,
  });
  const head = [
    `<title>${escapeHtml(venue.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description.slice(0, 300))}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    `<script type="application/json" id="book-boot">${scriptJson({
      sub: venue.sub, venue: shown, services: offer.services, staff: venue.settings.allow_employee_choice ? offer.staff : [], lang: venue.lang, phrases: phrasesOf(venue.lang, 'book'),
    })}</script>`,
  ].join('\n    ');
  return withIcon(template, venue.logo)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(venue.lang)}"`);
}
