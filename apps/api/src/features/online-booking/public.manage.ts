import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicBooking, publicRescheduleBody } from '@chairside/shared/online-booking';
import { canRescheduleOnline } from '@chairside/shared/rules/online-manage';
import { isLanguage } from '@chairside/shared/constants';
import { onlineBookings } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { cancelItems, chainedLines, updateBooking } from '../calendar/calendar.service';
import { notifyStaff } from '../notifications/notifications.service';
import { bookingWire, readBooking, visitWhen, type BookingRecord } from './booking.read';
import { manageUrl, sendCancelled, sendConfirmation } from './booking.mail';
import { onlineOffer } from './public.catalog';
import { onlineSlots } from './public.availability';
import { claim, publicCtx, type PublicVenueRow } from './public.venue';

/**
 * The manage link (public/{sub}/bookings/{token}): the customer views the booking, cancels it or
 * moves it while the venue's cancellation notice allows. An unknown token, or one of another
 * venue's address, is 404; a change too late is 422 naming the deadline.
 */

interface Managed {
  link: typeof onlineBookings.$inferSelect;
  booking: BookingRecord;
}

async function managed(ctx: Ctx, venue: PublicVenueRow, token: string): Promise<Managed> {
  await claim(ctx, 'manage');
  const db = ctx.deps.database.forVenue(venue.id);
  const [link] = await db.select().from(onlineBookings)
    .where(and(eq(onlineBookings.venueId, venue.id), or(eq(onlineBookings.tokenHash, hashToken(token)), eq(onlineBookings.mailTokenHash, hashToken(token))))).limit(1);
  const booking = link?.groupId ? await readBooking(db, venue, link.groupId, ctx.deps.now()) : null;
  if (!link || !booking) throw new AppError('NOT_FOUND');
  return { link, booking };
}

function assertChangeable(booking: BookingRecord): void {
  if (booking.status === 'cancelled') throw new AppError('VALIDATION', { errors: { token: [{ key: 'online_booking.errors.already_cancelled' }] } });
  if (!booking.cancellable) throw new AppError('VALIDATION', { errors: { token: [{ key: 'online_booking.errors.too_late' }] } });
}

const langOf = (link: Managed['link'], venue: PublicVenueRow) => (isLanguage(link.lang) ? link.lang : venue.lang);

export async function viewBooking(ctx: Ctx, venue: PublicVenueRow, token: string): Promise<{ booking: PublicBooking }> {
  return { booking: bookingWire((await managed(ctx, venue, token)).booking) };
}

export async function cancelBooking(ctx: Ctx, venue: PublicVenueRow, token: string): Promise<{ booking: PublicBooking }> {
  const { link, booking } = await managed(ctx, venue, token);
  assertChangeable(booking);
  const vctx = publicCtx(ctx, venue.id);
  await cancelItems(vctx, booking.lineIds[0]!, { reason: 'client_request', scope: 'group' });
  const now = ctx.deps.now();
  const after = (await readBooking(vctx.db, venue, booking.groupId, now))!;
  await vctx.db.transaction(async (tx) => {
    await sendCancelled(tx, ctx.deps, venue, after, { email: link.email, lang: langOf(link, venue) });
    await notifyStaff(tx, venue.id, 'cancellation', {
      params: { customer: '', service: booking.lines.map((line) => line.service).join(', '), when: visitWhen(booking.startsAt, venue.timezone, venue.lang) },
      link: `/calendar?date=${booking.date}`,
    });
  });
  return { booking: bookingWire(after) };
}

export async function rescheduleBooking(ctx: Ctx, venue: PublicVenueRow, token: string, body: z.output<typeof publicRescheduleBody>): Promise<{ booking: PublicBooking }> {
  const { link, booking } = await managed(ctx, venue, token);
  assertChangeable(booking);
  if (!canRescheduleOnline(booking.status)) throw new AppError('VALIDATION', { errors: { token: [{ key: 'online_booking.errors.deposit_first' }] } });
  const vctx = publicCtx(ctx, venue.id);
  const offer = await onlineOffer(vctx.db, venue.id);
  const employeeId = body.employee_id ?? null;
  const slot = (await onlineSlots(ctx, venue, offer, { serviceIds: booking.service_ids, employeeId, dateFrom: body.date, dateTo: body.date }))
    .find((s) => s.time === body.time);
  if (!slot) throw new AppError('SLOT_TAKEN', { extra: { conflicts: [] } });
  const lines = await chainedLines(vctx, booking.service_ids, employeeId ?? slot.employeeIds[0]!, body.time);
  await updateBooking(vctx, {
    group_id: booking.groupId, customer_id: booking.customerId, date: body.date,
    services: lines.map((line, i) => ({ ...line, id: booking.lineIds[i] ?? null })),
  });
  const after = (await readBooking(vctx.db, venue, booking.groupId, ctx.deps.now()))!;
  await vctx.db.transaction(async (tx) => {
    await sendConfirmation(tx, ctx.deps, venue, after, { email: link.email, name: '', lang: langOf(link, venue) }, manageUrl(ctx.deps, venue.sub, token));
    await notifyStaff(tx, venue.id, 'reschedule', {
      params: { customer: '', service: after.lines.map((line) => line.service).join(', '), when: visitWhen(after.startsAt, venue.timezone, venue.lang) },
      link: `/calendar?date=${after.date}`,
    });
  });
  return { booking: bookingWire(after) };
}
