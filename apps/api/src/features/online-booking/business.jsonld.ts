import { SCHEMA_ORG_TYPE, type MarketplaceCategory } from '@chairside/shared/online-booking-marketplace';
import type { PublicPicture } from '@chairside/shared/online-booking';
import type { ClockSpan } from '@chairside/shared/rules/work-schedule';
import type { PublicVenueRow } from './public.venue';
import type { OnlineOffer } from './public.catalog';

/**
 * The venue as schema.org structured data (JSON-LD), for search engines that read the HTML without
 * running a script: a LocalBusiness (with the category's own type beside it: HairSalon, NailSalon…)
 * with its address, position, opening hours, pictures, price range, the booking action and the
 * services bookable online as offers. Written into the booking page (booking.page.ts) and the
 * marketplace listing (marketplace.page.ts).
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface BusinessFacts {
  venue: PublicVenueRow;
  offer: OnlineOffer;
  /** The page this block describes (its canonical address). */
  url: string;
  bookingUrl: string;
  origin: string;
  /** Opening hours per weekday, 0 = Sunday (absent: not stated). */
  hours?: ClockSpan[][];
  pictures?: PublicPicture[];
  cover?: string | null;
  categories?: MarketplaceCategory[];
}

/** JSON inside a script element: nothing that could close it or start markup. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Weekdays with the same hours share one OpeningHoursSpecification. */
export function openingHoursSpecification(hours: ClockSpan[][]) {
  const bySpan = new Map<string, string[]>();
  hours.forEach((spans, weekday) => {
    for (const span of spans) {
      const key = `${span.start_time}-${span.end_time}`;
      bySpan.set(key, [...(bySpan.get(key) ?? []), `https://schema.org/${DAYS[weekday]}`]);
    }
  });
  return [...bySpan].map(([key, days]) => {
    const [opens, closes] = key.split('-') as [string, string];
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes: closes === '24:00' ? '23:59' : closes };
  });
}

/** "€25.00–€120.00" in the venue's currency, from the services' prices (undefined without any). */
export function priceRange(prices: number[], currency: string): string | undefined {
  const paid = prices.filter((price) => price > 0);
  if (!paid.length) return undefined;
  const format = (amount: number) => {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
    } catch {
      return `${(amount / 100).toFixed(2)} ${currency}`;
    }
  };
  const [low, high] = [Math.min(...paid), Math.max(...paid)];
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
}

export function businessJsonLd(facts: BusinessFacts): Record<string, unknown> {
  const { venue, offer, origin } = facts;
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const specific = facts.categories?.[0] ? SCHEMA_ORG_TYPE[facts.categories[0]] : 'HealthAndBeautyBusiness';
  const images = [facts.cover, ...(facts.pictures ?? []).map((p) => p.url), venue.logo].filter((url): url is string => Boolean(url)).map(absolute);
  const range = priceRange(offer.services.map((s) => s.price), venue.currency);
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', specific],
    name: venue.title,
    url: facts.url,
    ...(venue.settings.description ? { description: venue.settings.description } : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.logo ? { logo: absolute(venue.logo) } : {}),
    ...(images.length ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress', streetAddress: venue.postal.street, postalCode: venue.postal.postcode, addressLocality: venue.postal.city, addressCountry: venue.postal.country,
    },
    ...(venue.geo ? { geo: { '@type': 'GeoCoordinates', latitude: venue.geo.latitude, longitude: venue.geo.longitude } } : {}),
    ...(facts.hours ? { openingHoursSpecification: openingHoursSpecification(facts.hours) } : {}),
    ...(range ? { priceRange: range } : {}),
    currenciesAccepted: venue.currency,
    potentialAction: {
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: facts.bookingUrl, actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'] },
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: venue.title,
      itemListElement: offer.services.map((service) => ({
        '@type': 'Offer',
        price: (service.price / 100).toFixed(2),
        priceCurrency: venue.currency,
        url: `${facts.bookingUrl}?service=${service.id}`,
        itemOffered: { '@type': 'Service', name: service.name, ...(service.description ? { description: service.description } : {}), ...(service.group ? { category: service.group } : {}) },
      })),
    },
  };
}
