import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_POLICY, type BookingSettings, type Policy } from '@chairside/shared/settings-sections';
import { isTimeZone } from '@chairside/shared/rules/calendar-time';
import { venues } from '../../db/schema/index';
import type { Ctx, VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { claimPublicQuota } from '../auth/auth.service';

/**
 * Who the public booking API works for: the venue a booking address (`booking_subdomain`) names,
 * with online booking open. An unknown or closed address is 404, the same for both (nothing tells
 * which addresses exist but are closed).
 */

export interface PublicVenueRow {
  id: number;
  title: string;
  lang: Language;
  timezone: string;
  currency: string;
  logo: string | null;
  address: string;
  /** The address's parts, for the page's structured data (schema.org PostalAddress). */
  postal: { street: string; postcode: string; city: string; country: string };
  phone: string;
  /** Where the venue is, when its settings know (schema.org GeoCoordinates). */
  geo: { latitude: number; longitude: number } | null;
  /** The marketplace listing terms are accepted (the settings' terms_accept). */
  termsAccept: boolean;
  sub: string;
  settings: BookingSettings;
  policy: Policy;
}

/** The page's colour when the venue has not chosen one (appearance, a later issue, sets `booking_settings.color`). */
export const DEFAULT_PAGE_COLOR = '#0b6a74';

/** Rate limits (issue 18 "Abuse"): reads per client address, bookings per address and per phone. */
export const LIMITS = {
  read: { limit: 300, windowMs: 10 * 60_000 },
  book: { limit: 10, windowMs: 60 * 60_000 },
  phone: { limit: 5, windowMs: 60 * 60_000 },
  manage: { limit: 60, windowMs: 15 * 60_000 },
  /** One-time codes: per client address, and per phone or e-mail they go to. */
  verify: { limit: 10, windowMs: 60 * 60_000 },
  verify_to: { limit: 3, windowMs: 15 * 60_000 },
};
export type LimitKind = keyof typeof LIMITS;

/** Takes one use of the caller's `kind` quota (429 with Retry-After past it). */
export const claim = (ctx: Ctx, kind: LimitKind, who: string = ctx.ip) =>
  claimPublicQuota(ctx, `online:${kind}:${who}`, LIMITS[kind].limit, LIMITS[kind].windowMs);

export async function venueBySub(ctx: Ctx, sub: string): Promise<PublicVenueRow> {
  const venue = await venueWhere(ctx.deps.db, eq(venues.bookingSubdomain, sub));
  if (!venue) throw new AppError('NOT_FOUND');
  return venue;
}

/** The venue as the public API sees it, by id (null when it has no booking address or online booking is closed). */
export const venueById = (db: Queryable, venueId: number): Promise<PublicVenueRow | null> => venueWhere(db, eq(venues.id, venueId));

async function venueWhere(db: Queryable, where: SQL): Promise<PublicVenueRow | null> {
  const [row] = await db
    .select({
      id: venues.id, title: venues.title, lang: venues.lang, timezone: venues.timezone, currency: venues.currency, logo: venues.logo,
      address: venues.address, city: venues.city, postcode: venues.postcode, country: venues.country, phone: venues.phone, sub: venues.bookingSubdomain,
      latitude: venues.latitude, longitude: venues.longitude, termsAccept: venues.termsAccept,
      settings: venues.bookingSettings, policy: venues.policy,
    })
    .from(venues)
    .where(where)
    .limit(1);
  const settings = { ...DEFAULT_BOOKING_SETTINGS, ...(row?.settings ?? {}) } as PublicVenueRow['settings'];
  if (!row || !row.sub || !settings.enabled) return null;
  return {
    id: row.id,
    title: row.title,
    lang: isLanguage(row.lang) ? row.lang : 'en-us',
    timezone: isTimeZone(row.timezone) ? row.timezone : 'UTC',
    currency: row.currency,
    logo: row.logo,
    address: [row.address, [row.postcode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    postal: { street: row.address, postcode: row.postcode, city: row.city, country: row.country },
    phone: row.phone,
    geo: geoOf(row.latitude, row.longitude),
    termsAccept: row.termsAccept,
    sub: row.sub,
    settings,
    policy: { ...DEFAULT_POLICY, ...row.policy } as Policy,
  };
}

function geoOf(latitude: string | null, longitude: string | null): PublicVenueRow['geo'] {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!latitude || !longitude || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

export const pageColor = (venue: PublicVenueRow): string =>
  typeof venue.settings.color === 'string' && /^#[0-9a-f]{6}$/i.test(venue.settings.color) ? venue.settings.color : DEFAULT_PAGE_COLOR;

/**
 * A venue context for the calendar's and customers' services acting for a customer: inside the
 * venue's row-level security, with the owner's flags (not limited to one employee's calendar), no
 * user or employee (activity rows and created_by stay empty), and 'online' as the source.
 */
export function publicCtx(ctx: Ctx, venueId: number, db: Queryable = ctx.deps.database.forVenue(venueId)): VenueCtx {
  const session = { id: 0, userId: null, email: '', isSupport: false, viaSupport: false, venueId, employeeId: null, role: 'owner', permissions: ROLE_PERMISSIONS.owner };
  return {
    ...ctx,
    db,
    platform: 'online',
    session,
    venueId,
    employeeId: null,
    userId: null,
  } as unknown as VenueCtx;
}
