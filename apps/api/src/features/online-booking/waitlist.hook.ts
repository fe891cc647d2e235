import { and, asc, eq, inArray } from 'drizzle-orm';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import type { Queryable } from '../../db/client';
import { appointments } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import type { BookingChange } from '../calendar/calendar.service';
import { venueById } from './public.venue';
import { offerFreedTime } from './waitlist.offer';

/**
 * The waitlist hears every cancellation, wherever it was made (the desk's calendar, the customer's
 * manage link): the calendar's change hook calls this inside the cancel's transaction, and the
 * freed time of a booking still ahead is offered to the first fitting customer waiting. A reserved
 * slot letting go (an offer taken or a deposit hold paid) frees nothing to offer.
 */
export async function offerAfterCancel(ctx: VenueCtx, tx: Queryable, change: BookingChange): Promise<void> {
  if (change.action !== 'cancelled') return;
  const lines = await tx
    .select({ startsAt: appointments.startsAt, employeeId: appointments.employeeId })
    .from(appointments)
    .where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, change.ids), eq(appointments.type, 'appointment')))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const first = lines[0];
  if (!first || first.startsAt.getTime() <= ctx.deps.now().getTime()) return;
  const venue = await venueById(tx, ctx.venueId);
  if (!venue) return;
  const employees = new Set(lines.map((line) => line.employeeId));
  const wall = wallClock(first.startsAt, venue.timezone);
  await offerFreedTime(ctx, venue, { date: wall.date, time: wall.time, employee_id: employees.size === 1 ? first.employeeId : null, startsAt: first.startsAt }, tx);
}
