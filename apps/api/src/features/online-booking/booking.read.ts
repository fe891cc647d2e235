import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PublicBooking } from '@chairside/shared/online-booking';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import type { Language } from '@chairside/shared/constants';
import { appointments, employees, services } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { PublicVenueRow } from './public.venue';

/** A booking as its customer sees it (manage page, confirmation), from the calendar's rows. */

export interface BookingRecord extends PublicBooking {
  groupId: number;
  lineIds: number[];
  customerId: number | null;
  startsAt: Date;
  endsAt: Date;
}

export async function readBooking(db: Queryable, venue: PublicVenueRow, groupId: number, now: Date): Promise<BookingRecord | null> {
  const rows = await db
    .select({
      id: appointments.id, type: appointments.type, status: appointments.status, startsAt: appointments.startsAt, endsAt: appointments.endsAt, price: appointments.price,
      employeeId: appointments.employeeId, serviceId: appointments.serviceId, customerId: appointments.customerId,
      service: services.name, onlineName: services.onlineName, firstName: employees.firstName, lastName: employees.lastName,
    })
    .from(appointments)
    .leftJoin(services, and(eq(services.venueId, appointments.venueId), eq(services.id, appointments.serviceId)))
    .leftJoin(employees, and(eq(employees.venueId, appointments.venueId), eq(employees.id, appointments.employeeId)))
    .where(and(eq(appointments.venueId, venue.id), eq(appointments.groupId, groupId), inArray(appointments.type, ['appointment', 'reserved_slot'])))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  if (!rows.length) return null;
  const open = rows.filter((r) => r.status !== 'cancelled');
  const shown = open.length ? open : rows;
  const startsAt = shown[0]!.startsAt;
  const endsAt = new Date(Math.max(...shown.map((r) => r.endsAt.getTime())));
  // A group of held lines awaits its deposit (public.deposit.ts); a paid one is the booking's own group.
  const status = !open.length ? 'cancelled' : open.every((r) => r.type === 'reserved_slot') ? 'awaiting_deposit' : open.some((r) => r.status === 'new') ? 'requested' : 'booked';
  const cancelUntil = new Date(startsAt.getTime() - venue.policy.cancellation_notice_hours * 3_600_000);
  const employeeIds = new Set(shown.map((r) => r.employeeId));
  const wall = wallClock(startsAt, venue.timezone);
  return {
    groupId,
    lineIds: open.map((r) => r.id),
    customerId: rows[0]!.customerId,
    startsAt,
    endsAt,
    venue: venue.title,
    status,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    timezone: venue.timezone,
    date: wall.date,
    time: wall.time,
    service_ids: shown.flatMap((r) => (r.serviceId === null ? [] : [r.serviceId])),
    employee_id: employeeIds.size === 1 ? shown[0]!.employeeId : null,
    lines: shown.map((r) => ({
      service: r.onlineName || r.service || '',
      employee: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      price: r.price,
    })),
    total: shown.reduce((sum, r) => sum + r.price, 0),
    currency: venue.currency,
    cancellable: status !== 'cancelled' && now < cancelUntil,
    cancel_until: status === 'cancelled' ? null : cancelUntil.toISOString(),
  };
}

/** The customer's view of a booking record. */
export function bookingWire(record: BookingRecord): PublicBooking {
  const { groupId: _group, lineIds: _lines, customerId: _customer, startsAt: _start, endsAt: _end, ...wire } = record;
  return wire;
}

/** "Tuesday 3 August 2027, 09:30" in the customer's language and the venue's time zone. */
export function visitWhen(at: Date, timeZone: string, lang: Language): string {
  const locale = lang === 'nld' ? 'nl-NL' : lang;
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

export function money(amount: number, currency: string, lang: Language): string {
  const locale = lang === 'nld' ? 'nl-NL' : lang;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
