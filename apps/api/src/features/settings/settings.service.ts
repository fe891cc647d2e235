import { and, count, desc, eq, ne } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import { hasPermission, type PermissionFlag } from '@chairside/shared/permissions';
import { bookingLinks, type InitialSettings, type OutboxPage } from '@chairside/shared/settings';
import type { VenueDataResponse, VenueUpdate } from '@chairside/shared/settings-sections';
import type { CalendarView, Language, SettingsSection } from '@chairside/shared/constants';
import { employees, mailOutbox, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { accessFrom, loadAccess, planStatus, todayIn } from '../../lib/access';
import { diffChanges, logActivity } from '../../lib/activity';
import { venuesOf } from '../auth/auth.service';
import { bookingSettingsOf, hhmm, mergeSection, sectionColumns, sectionData } from './venue-sections';

/**
 * Venue settings (spec §3 "Venue settings (initial)", §7 "Settings and translations") and the
 * venue's mail outbox. Plan and access rules live in lib/access.ts, which every feature uses.
 */

/** GET settings/initial: the venue, the plan, the caller's role and access, in two queries. */
export async function getInitialSettings(ctx: VenueCtx): Promise<InitialSettings> {
  const [[found], choices] = await Promise.all([
    ctx.db
      .select({ venue: venues, isOwner: employees.isOwner })
      .from(venues)
      .leftJoin(employees, and(eq(employees.venueId, venues.id), eq(employees.id, ctx.employeeId)))
      .where(eq(venues.id, ctx.venueId))
      .limit(1),
    venuesOf(ctx.db, ctx.userId),
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
    currency_symbol: venue.currencySymbol,
    currency_symbol_position: venue.currencySymbolPosition,
    decimal_separator: venue.decimalSeparator,
    price_decimal_places: venue.priceDecimalPlaces,
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

/** Who may read and change each section: settings managers, and for booking also online-booking. */
const SECTION_PERMISSIONS: Record<SettingsSection, PermissionFlag[]> = {
  profile: ['settings.manage'],
  calendar: ['settings.manage'],
  booking: ['settings.manage', 'online-booking'],
  policy: ['settings.manage'],
};

function assertSectionPermission(ctx: VenueCtx, section: SettingsSection) {
  if (!SECTION_PERMISSIONS[section].some((flag) => hasPermission(ctx.session.permissions, flag))) throw new AppError('FORBIDDEN');
}

/** GET settings/venue/data?section=… */
export async function getVenueSection(ctx: VenueCtx, section: SettingsSection): Promise<VenueDataResponse> {
  assertSectionPermission(ctx, section);
  const [row] = await ctx.db.select().from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { section, data: sectionData(section, row) } as VenueDataResponse;
}

/** Booking addresses the product keeps for itself. */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'app', 'admin', 'book', 'booking', 'marketplace', 'support', 'mail', 'static']);

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: { code?: string } } | null;
  return found?.code === '23505' || found?.cause?.code === '23505';
};

/** POST settings/venue/update: validates per section, writes the changed fields and logs them. */
export async function updateVenueSection(ctx: VenueCtx, update: VenueUpdate): Promise<VenueDataResponse & { message: string }> {
  const { section } = update;
  assertSectionPermission(ctx, section);
  const subdomainTaken = () => fieldError('booking_subdomain', 'settings.validation.subdomain_taken');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(venues).where(eq(venues.id, ctx.venueId)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      const before = sectionData(section, row);
      const after = mergeSection(before, update);
      const changes = diffChanges(before, after as unknown as Record<string, unknown>);
      if (changes.booking_subdomain && update.section === 'booking' && update.booking_subdomain) {
        if (RESERVED_SUBDOMAINS.has(update.booking_subdomain)) throw fieldError('booking_subdomain', 'settings.validation.subdomain_reserved');
        const [clash] = await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.bookingSubdomain, update.booking_subdomain), ne(venues.id, ctx.venueId)))
          .limit(1);
        if (clash) throw subdomainTaken();
      }
      if (Object.keys(changes).length > 0) {
        await tx
          .update(venues)
          .set({ ...sectionColumns(section, after), updatedAt: ctx.deps.now() })
          .where(eq(venues.id, ctx.venueId));
        await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: `settings.${section}`, changes }, tx);
      }
      return { section, data: after, message: t(ctx.lang, 'settings.saved') } as VenueDataResponse & { message: string };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
}

/** GET settings/outbox: the mails sent on the venue's behalf, newest first (mails with no venue show nowhere). */
export async function listOutbox(ctx: VenueCtx, page: number, perPage: number): Promise<OutboxPage> {
  const where = eq(mailOutbox.venueId, ctx.venueId);
  const [[total], rows, access] = await Promise.all([
    ctx.db.select({ n: count() }).from(mailOutbox).where(where),
    ctx.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    loadAccess(ctx),
  ]);
  const n = total?.n ?? 0;
  const first = (page - 1) * perPage + 1;
  return {
    data: rows.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: mail.transport,
      created_at: mail.createdAt.toISOString(),
    })),
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(n / perPage)),
    from: rows.length ? first : null,
    to: rows.length ? first + rows.length - 1 : null,
    total: n,
    ...access,
  };
}
