import { and, asc, eq } from 'drizzle-orm';
import { LANGUAGES } from '@chairside/shared/constants';
import type { PublicService, PublicStaff, PublicVenue } from '@chairside/shared/online-booking';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { employeeServices, employees, serviceGroups, services } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { activeAnnouncement } from '../customers/customers.service';
import { pageColor, type PublicVenueRow } from './public.venue';
import { DEPOSIT_HOLD_MINUTES, depositPolicy } from './public.deposit';
import { shownPortfolio } from './online-booking.portfolio';

/**
 * What a venue offers online: its services marked bookable online, and its active, bookable
 * employees shown online who perform at least one of them. Reads only (no side effects).
 */

export interface OnlineOffer {
  services: PublicService[];
  staff: PublicStaff[];
}

export async function onlineOffer(db: Queryable, venueId: number): Promise<OnlineOffer> {
  const [serviceRows, staffRows, links] = await Promise.all([
    db
      .select({
        id: services.id, name: services.name, onlineName: services.onlineName, description: services.description, onlineDescription: services.onlineDescription,
        group: serviceGroups.name, initial: services.initialMinutes, gap: services.gapMinutes, finish: services.finishMinutes, price: services.price,
      })
      .from(services)
      .leftJoin(serviceGroups, and(eq(serviceGroups.venueId, services.venueId), eq(serviceGroups.id, services.groupId)))
      .where(and(eq(services.venueId, venueId), eq(services.archived, false), eq(services.onlineBookable, true)))
      .orderBy(asc(serviceGroups.sortOrder), asc(services.sortOrder), asc(services.id)),
    db
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.venueId, venueId), eq(employees.archived, false), eq(employees.bookable, true), eq(employees.visibleOnline, true)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
    db.select({ employeeId: employeeServices.employeeId, serviceId: employeeServices.serviceId }).from(employeeServices).where(eq(employeeServices.venueId, venueId)),
  ]);
  const offered = new Set(serviceRows.map((s) => s.id));
  const staff = staffRows
    .map((e) => ({
      id: e.id,
      name: `${e.firstName} ${e.lastName}`.trim(),
      service_ids: links.filter((link) => link.employeeId === e.id && offered.has(link.serviceId)).map((link) => link.serviceId),
    }))
    .filter((e) => e.service_ids.length > 0);
  const performed = new Set(staff.flatMap((e) => e.service_ids));
  return {
    services: serviceRows.filter((s) => performed.has(s.id)).map((s) => ({
      id: s.id,
      name: s.onlineName || s.name,
      description: s.onlineDescription || s.description,
      group: s.group ?? '',
      duration: s.initial + s.gap + s.finish,
      price: s.price,
    })),
    staff,
  };
}

/** The languages the venue's pages offer: its own and those its appearance chose. */
export const publicLanguages = (venue: PublicVenueRow) => LANGUAGES.filter((lang) => lang === venue.lang || (venue.settings.languages ?? LANGUAGES).includes(lang));

/** GET public/{sub}. */
export async function publicVenue(ctx: Ctx, venue: PublicVenueRow): Promise<PublicVenue> {
  const db = ctx.deps.database.forVenue(venue.id);
  const announcement = await activeAnnouncement({ db, venueId: venue.id }, zonedToday(ctx.deps.now(), venue.timezone));
  const portfolio = await shownPortfolio(db, venue.id);
  const deposit = await depositPolicy(ctx.deps, db, venue, false);
  return {
    title: venue.title,
    lang: venue.lang,
    languages: publicLanguages(venue),
    color: pageColor(venue),
    logo: venue.logo,
    address: venue.address,
    phone: venue.phone,
    timezone: venue.timezone,
    currency: venue.currency,
    policy_text: venue.policy.policy_text,
    cancellation_notice_hours: venue.policy.cancellation_notice_hours,
    allow_employee_choice: Boolean(venue.settings.allow_employee_choice),
    max_advance_days: venue.settings.max_advance_days,
    verify_contact: Boolean(venue.settings.verify_contact),
    description: venue.settings.description ?? '',
    cover: venue.settings.cover ?? null,
    note: venue.settings.note,
    announcement: announcement ? [announcement.title, announcement.text].filter(Boolean).join(' — ') : null,
    portfolio,
    deposit: { ...deposit, hold_minutes: DEPOSIT_HOLD_MINUTES },
  };
}
