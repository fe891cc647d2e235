import { and, count, desc, eq, ne } from 'drizzle-orm';
import { hasPermission, type PermissionFlag } from '@chairside/shared/permissions';
import type { OutboxPage } from '@chairside/shared/settings';
import { policyIssues, type Policy, type VenueDataResponse, type VenueLogoResponse, type VenueUpdate } from '@chairside/shared/settings-sections';
import type { SettingsSection } from '@chairside/shared/constants';
import { specPageMeta } from '@chairside/shared/spec-page';
import { mailOutbox, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError, pgCode } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { loadAccess } from '../../lib/access';
import { diffChanges, logActivity } from '../../lib/activity';
import { storeImage } from '../../lib/images';
import { bookableServices } from '../catalog/catalog.service';
import { mergeSection, sectionColumns, sectionData } from './venue-sections';

/**
 * Venue settings sections (spec §7 "Settings and translations") and the venue's mail outbox;
 * GET settings/initial is in settings.initial.ts. Plan and access rules live in lib/access.ts.
 */

/** Who may read and change each section: settings managers, and for booking also online-booking. */
const SECTION_PERMISSIONS: Record<SettingsSection, PermissionFlag[]> = {
  profile: ['settings.manage'],
  calendar: ['settings.manage'],
  booking: ['settings.manage', 'online-booking'],
  // The booking policy is also edited from the customers menu (customers/policy), by whoever manages customers.
  policy: ['settings.manage', 'customers.manage'],
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

/**
 * Booking addresses the product keeps for itself: web names, and the public API's fixed first
 * segments (routes.ts publicRoutes), which would shadow a venue's /{sub}/… paths.
 */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'app', 'admin', 'book', 'booking', 'marketplace', 'support', 'mail', 'static', 'forms', 'payments', 'reminders', 'sms']);

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
      if (section === 'policy') await assertPolicy(ctx, after as Policy, Boolean(changes.deposit_service_ids));
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
    if (pgCode(error) === '23505') throw subdomainTaken();
    throw error;
  }
}

/** A chosen fee or deposit needs its amount; the deposit's services must be the venue's bookable ones. */
async function assertPolicy(ctx: VenueCtx, policy: Policy, servicesChanged: boolean) {
  const issues = Object.entries(policyIssues(policy));
  if (issues.length) {
    throw new AppError('VALIDATION', { errors: Object.fromEntries(issues.map(([field, key]) => [field, [{ key }]])) });
  }
  if (servicesChanged && policy.deposit_service_ids.length) {
    const known = new Set((await bookableServices(ctx)).data.map((service) => service.id));
    if (policy.deposit_service_ids.some((id) => !known.has(id))) throw fieldError('deposit_service_ids', 'settings_screens.validation.unknown_service');
  }
}

/**
 * POST settings/venue/logo: the raw picture (lib/images.ts), fitted inside 800 px, stored and made
 * the venue's logo; the change is logged. `prefix` is the API's base path, under which pictures are served.
 */
export async function uploadVenueLogo(ctx: VenueCtx, body: unknown, prefix: string): Promise<VenueLogoResponse> {
  assertSectionPermission(ctx, 'profile');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ logo: venues.logo }).from(venues).where(eq(venues.id, ctx.venueId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const image = await storeImage(tx, ctx.venueId, body, 'logo', prefix);
    if (row.logo !== image.url) {
      await tx.update(venues).set({ logo: image.url, updatedAt: ctx.deps.now() }).where(eq(venues.id, ctx.venueId));
      await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.logo', changes: { logo: { before: row.logo, after: image.url } } }, tx);
    }
    return { logo: image.url, message: t(ctx.lang, 'settings_screens.logo_saved') };
  });
}

/** POST settings/venue/logo/delete: the venue shows no logo (the stored picture stays, as history may point at it). */
export async function removeVenueLogo(ctx: VenueCtx): Promise<VenueLogoResponse> {
  assertSectionPermission(ctx, 'profile');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ logo: venues.logo }).from(venues).where(eq(venues.id, ctx.venueId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.logo !== null) {
      await tx.update(venues).set({ logo: null, updatedAt: ctx.deps.now() }).where(eq(venues.id, ctx.venueId));
      await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'settings.logo', changes: { logo: { before: row.logo, after: null } } }, tx);
    }
    return { logo: null, message: t(ctx.lang, 'settings_screens.logo_removed') };
  });
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
  return {
    data: rows.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: mail.transport,
      state: mail.state,
      attempts: mail.attempts,
      maybe_duplicate: mail.maybeDuplicate,
      last_error: mail.lastError,
      sent_at: mail.sentAt?.toISOString() ?? null,
      created_at: mail.createdAt.toISOString(),
    })),
    ...specPageMeta(page, perPage, n, rows.length),
    ...access,
  };
}
