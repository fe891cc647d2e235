import { and, asc, eq } from 'drizzle-orm';
import type { OnlineBookingSettings, OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_POLICY, type BookingSettings, type Policy } from '@chairside/shared/settings-sections';
import { bookingLinks } from '@chairside/shared/settings';
import { employees, serviceGroups, services, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { setServicesOnline } from '../catalog/catalog.service';
import { setEmployeesOnline } from '../staff/staff.service';
import { updateVenueSection } from '../settings/settings.service';

/**
 * Online booking's public face (DESIGN.md §2 rule 1) and the back office's /online-booking/booking:
 * what can be booked online (services, employees) and the rules (lead time, how far ahead, slot
 * step, auto-confirm or request, cancellation notice). The rules live in the venue's booking
 * settings and policy (the settings feature's), the flags on services and employees (catalog's,
 * staff's): each saved through its owner's service. The public API is in public.*.ts.
 */

export async function getOnlineSettings(ctx: VenueCtx): Promise<OnlineBookingSettingsResponse> {
  const [[venue], serviceRows, staffRows] = await Promise.all([
    ctx.db.select({ settings: venues.bookingSettings, policy: venues.policy, sub: venues.bookingSubdomain }).from(venues).where(eq(venues.id, ctx.venueId)),
    ctx.db.select({ id: services.id, name: services.name, group: serviceGroups.name, online: services.onlineBookable }).from(services)
      .leftJoin(serviceGroups, and(eq(serviceGroups.venueId, services.venueId), eq(serviceGroups.id, services.groupId)))
      .where(and(eq(services.venueId, ctx.venueId), eq(services.archived, false)))
      .orderBy(asc(serviceGroups.sortOrder), asc(services.sortOrder), asc(services.id)),
    ctx.db.select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, online: employees.visibleOnline }).from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false), eq(employees.bookable, true)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
  ]);
  if (!venue) throw new AppError('NOT_FOUND');
  const settings = { ...DEFAULT_BOOKING_SETTINGS, ...venue.settings } as BookingSettings;
  const policy = { ...DEFAULT_POLICY, ...venue.policy } as Policy;
  return {
    enabled: Boolean(settings.enabled),
    auto_confirm: Boolean(settings.auto_confirm),
    lead_time_minutes: settings.lead_time_minutes,
    max_advance_days: settings.max_advance_days,
    slot_step_minutes: settings.slot_step_minutes as OnlineBookingSettings['slot_step_minutes'],
    cancellation_notice_hours: policy.cancellation_notice_hours,
    verify_contact: Boolean(settings.verify_contact),
    service_ids: serviceRows.filter((s) => s.online).map((s) => s.id),
    employee_ids: staffRows.filter((e) => e.online).map((e) => e.id),
    services: serviceRows.map((s) => ({ id: s.id, name: s.name, group: s.group ?? '' })),
    employees: staffRows.map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}`.trim() })),
    booking_url: bookingLinks(ctx.deps.env.appUrl, venue.sub).booking_full_url,
  };
}

export async function saveOnlineSettings(ctx: VenueCtx, body: OnlineBookingSettings): Promise<OnlineBookingSettingsResponse> {
  const before = await getOnlineSettings(ctx);
  await updateVenueSection(ctx, {
    section: 'booking',
    booking_settings: {
      enabled: body.enabled ? 1 : 0, auto_confirm: body.auto_confirm ? 1 : 0, lead_time_minutes: body.lead_time_minutes,
      max_advance_days: body.max_advance_days, slot_step_minutes: body.slot_step_minutes, verify_contact: body.verify_contact ? 1 : 0,
    },
  });
  // The notice is the policy's (settings or customers managers): saved only when it changes.
  if (body.cancellation_notice_hours !== before.cancellation_notice_hours) {
    await updateVenueSection(ctx, { section: 'policy', cancellation_notice_hours: body.cancellation_notice_hours });
  }
  await setServicesOnline(ctx, body.service_ids);
  await setEmployeesOnline(ctx, body.employee_ids);
  return getOnlineSettings(ctx);
}

/** Demo Salon's online bookings and a waitlist entry (the demo seed), made through the public booking's services. */
export { seedOnlineBookings } from './online-booking.seed';

/** What a paid online deposit does: payments' webhook runs it once per checkout (purpose online_deposit). */
export { onlineDepositEffects } from './public.deposit';

/** Asks the card provider to refund a late online deposit that could not book its time (deposit.late.ts). */
export { onlineDepositRefundJob, ONLINE_DEPOSIT_REFUND_JOB } from './deposit.late';

/** The booking page's HTML with the venue's title, description and JSON-LD (app.ts serves /book/{sub} with it). */
export { bookingPageHtml } from './booking.page';
