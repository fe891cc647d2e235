import type { PublicAvailability } from '@chairside/shared/online-booking';
import { addDays, clockToMinutes, dayClock, zonedToday } from '@chairside/shared/rules/calendar-time';
import type { Ctx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { availableSlots } from '../calendar/calendar.service';
import { onlineOffer, type OnlineOffer } from './public.catalog';
import { publicCtx, type PublicVenueRow } from './public.venue';

/**
 * GET public/{sub}/availability: the calendar's slot search (shifts, time-off, busy time and
 * processing gaps, resources, holds; cached per venue) seen through the venue's online rules: only
 * services and employees offered online, nothing before the lead time nor past how far ahead one
 * may book, on the online slot step. Each time keeps the employees free then (the booking picks one).
 */

export interface SlotQuery {
  serviceIds: number[];
  employeeId: number | null;
  dateFrom: string;
  dateTo: string;
}

export interface OnlineSlot {
  date: string;
  time: string;
  employeeIds: number[];
}

/** The service ids and employee are among those offered online (422 naming the field otherwise). */
export function assertOffered(offer: OnlineOffer, venue: PublicVenueRow, serviceIds: number[], employeeId: number | null): void {
  if (!serviceIds.length) throw fieldError('service_ids', 'validation.required');
  const offered = new Set(offer.services.map((s) => s.id));
  if (serviceIds.some((id) => !offered.has(id))) throw fieldError('service_ids', 'calendar.service_unknown');
  if (employeeId !== null) {
    const employee = offer.staff.find((e) => e.id === employeeId);
    if (!employee || !venue.settings.allow_employee_choice) throw fieldError('employee_id', 'calendar.employee_unknown');
    if (serviceIds.some((id) => !employee.service_ids.includes(id))) throw fieldError('employee_id', 'online_booking.errors.employee_cannot');
  }
}

export async function onlineSlots(ctx: Ctx, venue: PublicVenueRow, offer: OnlineOffer, query: SlotQuery): Promise<OnlineSlot[]> {
  assertOffered(offer, venue, query.serviceIds, query.employeeId);
  const now = ctx.deps.now();
  const today = zonedToday(now, venue.timezone);
  const from = query.dateFrom < today ? today : query.dateFrom;
  const last = addDays(today, venue.settings.max_advance_days);
  const to = query.dateTo > last ? last : query.dateTo;
  if (from > to) return [];
  const answer = await availableSlots(publicCtx(ctx, venue.id), {
    dateFrom: from, dateTo: to, serviceIds: query.serviceIds, ...(query.employeeId !== null ? { employeeId: query.employeeId } : {}),
  });
  const online = new Set(offer.staff.map((e) => e.id));
  const wall = dayClock(venue.timezone);
  const notBefore = now.getTime() + venue.settings.lead_time_minutes * 60_000;
  const step = venue.settings.slot_step_minutes;
  const slots: OnlineSlot[] = [];
  for (const day of answer.days) {
    for (const slot of day.slots) {
      const minutes = clockToMinutes(slot.time);
      if (minutes % step !== 0 || wall.at(day.date, minutes) < notBefore) continue;
      const employeeIds = slot.employee_ids.filter((id) => online.has(id));
      if (employeeIds.length) slots.push({ date: day.date, time: slot.time, employeeIds });
    }
  }
  return slots;
}

export async function publicAvailability(ctx: Ctx, venue: PublicVenueRow, query: SlotQuery): Promise<PublicAvailability> {
  const offer = await onlineOffer(ctx.deps.database.forVenue(venue.id), venue.id);
  const slots = await onlineSlots(ctx, venue, offer, query);
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot.time]);
  return { days: [...days].map(([date, times]) => ({ date, times })) };
}
