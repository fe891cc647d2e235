import { and, eq, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { toFlag } from '@chairside/shared/access';
import { bookingLinks, initialSettingsSchema, type InitialSettings } from '@chairside/shared/settings';
import type { CalendarView, Language } from '@chairside/shared/constants';
import type { Queryable } from '../../db/client';
import { employees, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { accessFrom, planStatus, todayIn } from '../../lib/access';
import { userScope } from '../../lib/changes';
import type { LiveFeed } from '../../lib/live';
import { createScopedCache } from '../../lib/scoped-cache';
import { oncePer } from '../../lib/once-per';
import { priceSettingsOf } from '../../lib/price-format';
import { venuesOf } from '../auth/auth.service';
import { bookingSettingsOf, hhmm } from './venue-sections';

/**
 * GET settings/initial, the app's hottest call (spec §3 "Venue settings (initial)"): the answer
 * is built from two prepared reads, serialised once and kept per session (lib/scoped-cache.ts)
 * while the venue, the user and every venue in the user's list are unchanged and the venue's
 * date is the same (the trial and the plan in effect count days).
 */

function prepareVenueQuery(db: Queryable) {
  return db
    .select({ venue: venues, isOwner: employees.isOwner })
    .from(venues)
    .leftJoin(employees, and(eq(employees.venueId, venues.id), eq(employees.id, sql.placeholder('employeeId'))))
    .where(eq(venues.id, sql.placeholder('venueId')))
    .limit(1)
    .prepare('settings_initial_venue');
}
const venueQuery = oncePer(prepareVenueQuery);

/** The venue, the plan, the caller's role and access, in two queries. */
export async function getInitialSettings(ctx: VenueCtx): Promise<InitialSettings> {
  const [[found], choices] = await Promise.all([
    venueQuery(ctx.db).execute({ venueId: ctx.venueId, employeeId: ctx.employeeId }),
    // The caller's own memberships in every venue: read outside this venue's row-level security.
    venuesOf(ctx.deps.db, ctx.userId),
  ]);
  if (!found) throw new AppError('NOT_FOUND');
  const { venue } = found;
  const status = planStatus(venue, ctx.deps.now());
  return {
    id: venue.id,
    title: venue.title,
    address: venue.address,
    phone: venue.phone,
    email: venue.email,
    timezone: venue.timezone,
    lang: venue.lang as Language,
    date_format: venue.dateFormat,
    time_format: venue.timeFormat,
    start_of_week: venue.startOfWeek,
    calendar_display_hours: { from: hhmm(venue.calendarDisplayFrom), to: hhmm(venue.calendarDisplayTo) },
    time_slot_interval: venue.timeSlotInterval,
    calendar_default_view: venue.calendarDefaultView as CalendarView,
    tax_calculation: venue.taxCalculation,
    tax_default_product: venue.taxDefaultProduct,
    tax_default_service: venue.taxDefaultService,
    currency: venue.currency,
    ...priceSettingsOf(venue),
    use_end_of_day: toFlag(venue.useEndOfDay),
    terms_accept: toFlag(venue.termsAccept),
    staff_pin: toFlag(venue.staffPin),
    vouchers_enabled: toFlag(venue.vouchersEnabled),
    email_hide_price: toFlag(venue.emailHidePrice),
    ...bookingLinks(ctx.deps.env.appUrl, venue.bookingSubdomain),
    booking_subdomain: venue.bookingSubdomain,
    booking_settings: bookingSettingsOf(venue.bookingSettings),
    logo: venue.logo,
    date_added: todayIn(venue.timezone, venue.createdAt),
    deletion_request: venue.deletionRequest?.toISOString() ?? null,
    is_multiple: choices,
    card_provider_connect_id: venue.cardProviderAccountId,
    plan: status.plan,
    trial: status.trial,
    role: ctx.session.role,
    is_owner: toFlag(found.isOwner ?? ctx.session.role === 'owner'),
    employee_id: ctx.employeeId,
    ...accessFrom(ctx, venue),
  };
}

/** The route's own serialiser (validation included), so the cached bytes are what the route would send. */
const serialize = serializerCompiler({
  schema: initialSettingsSchema,
  method: 'GET',
  url: '/settings/initial',
  httpStatus: '200',
}) as (data: InitialSettings) => string;

interface CachedAnswer {
  venueId: number;
  timezone: string;
  /** The venue's date when the answer was made. */
  date: string;
  body: Buffer;
}

/** Even while no change is heard, an answer is rebuilt after this long. */
const ANSWER_CACHE_MS = 60_000;
const ANSWER_CACHE_ENTRIES = 5_000;
const answerCache = oncePer((live: LiveFeed) => createScopedCache<CachedAnswer>(live, ANSWER_CACHE_ENTRIES));

/** GET settings/initial as JSON bytes: from the session's cached answer when it is still right. */
export async function initialSettingsJson(ctx: VenueCtx): Promise<Buffer> {
  const cache = answerCache(ctx.deps.live);
  const now = ctx.deps.now();
  const key = String(ctx.session.id);
  const hit = cache.get(key, now.getTime());
  if (hit && hit.venueId === ctx.venueId && todayIn(hit.timezone, now) === hit.date) return hit.body;

  // From when the session was known current: the answer carries the session's role and permissions.
  const stamp = ctx.sessionStamp ?? null;
  const answer = await getInitialSettings(ctx);
  const body = Buffer.from(serialize(answer));
  const scopes = [ctx.venueId, userScope(ctx.userId), ...answer.is_multiple.map((venue) => venue.id)];
  const entry = { venueId: ctx.venueId, timezone: answer.timezone, date: todayIn(answer.timezone, now), body };
  cache.set(key, stamp, scopes, entry, now.getTime() + ANSWER_CACHE_MS);
  return body;
}
