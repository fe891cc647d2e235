import { bookingLinks } from '@chairside/shared/settings';
import type { Ctx } from '../../lib/context';
import { onlineOffer } from './public.catalog';
import { venueBySub, type PublicVenueRow } from './public.venue';
import type { OnlineOffer } from './public.catalog';

/**
 * The booking page's HTML head, written by the API for /book/{sub}: the venue's name as the title
 * and description, and a schema.org HealthAndBeautyBusiness block (JSON-LD) with its address, phone,
 * booking action and the services bookable online as offers with their prices, so search engines
 * read the listing without running the page's script. Unknown or closed addresses get the plain page.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: nothing that could close it or start markup. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function businessJsonLd(venue: PublicVenueRow, offer: OnlineOffer, appUrl: string): Record<string, unknown> {
  const url = bookingLinks(appUrl, venue.sub).booking_full_url!;
  const origin = appUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    name: venue.title,
    url,
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.logo ? { logo: new URL(venue.logo, `${origin}/`).href, image: new URL(venue.logo, `${origin}/`).href } : {}),
    address: {
      '@type': 'PostalAddress', streetAddress: venue.postal.street, postalCode: venue.postal.postcode, addressLocality: venue.postal.city, addressCountry: venue.postal.country,
    },
    currenciesAccepted: venue.currency,
    potentialAction: { '@type': 'ReserveAction', target: { '@type': 'EntryPoint', urlTemplate: url, actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'] } },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: venue.title,
      itemListElement: offer.services.map((service) => ({
        '@type': 'Offer',
        price: (service.price / 100).toFixed(2),
        priceCurrency: venue.currency,
        url: `${url}?service=${service.id}`,
        itemOffered: { '@type': 'Service', name: service.name, ...(service.description ? { description: service.description } : {}), ...(service.group ? { category: service.group } : {}) },
      })),
    },
  };
}

/** The page's template with the venue's head; the template itself when the address is unknown or closed. */
export async function bookingPageHtml(ctx: Ctx, sub: string, template: string): Promise<string> {
  let venue: PublicVenueRow;
  try {
    venue = await venueBySub(ctx, sub);
  } catch {
    return template;
  }
  const offer = await onlineOffer(ctx.deps.database.forVenue(venue.id), venue.id);
  const description = [venue.title, venue.address, offer.services.slice(0, 6).map((s) => s.name).join(', ')].filter(Boolean).join(' · ');
  const head = [
    `<title>${escapeHtml(venue.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description.slice(0, 300))}" />`,
    `<link rel="canonical" href="${escapeHtml(bookingLinks(ctx.deps.env.appUrl, venue.sub).booking_full_url!)}" />`,
    `<script type="application/ld+json">${scriptJson(businessJsonLd(venue, offer, ctx.deps.env.appUrl))}</script>`,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${venue.lang === 'nld' ? 'nl' : venue.lang}"`);
}
