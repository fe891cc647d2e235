import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicBookingCreated, publicBookingBody } from '@chairside/shared/online-booking';
import { customers, onlineBookings } from '../../db/schema/index';
import type { Queryable, Tx } from '../../db/client';
import { onlineDeposit } from '@chairside/shared/rules/online-deposit';
import { depositPolicy, holdForDeposit } from './public.deposit';
import { checkVerifyCode, spendVerifyCode } from './public.verify';
import type { Ctx, Deps, VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { newToken, hashToken } from '../../lib/tokens';
import { chainedLines, storeAppointments } from '../calendar/calendar.service';
import { storeCustomer } from '../customers/customers.service';
import { notifyStaff } from '../notifications/notifications.service';
import { bookingWire, readBooking, visitWhen } from './booking.read';
import { manageUrl, sendConfirmation } from './booking.mail';
import { onlineOffer, type OnlineOffer } from './public.catalog';
import { offerOf, takeOffer } from './waitlist.offer';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { onlineSlots } from './public.availability';
import { claim, publicCtx, type PublicVenueRow } from './public.venue';

/**
 * POST public/{sub}/bookings: books a time the availability offered, as the calendar books it
 * (the exclusion constraint decides a race: of many customers on one time, one wins, the rest get
 * 409 SLOT_TAKEN), with source "online". In the booking's transaction: its manage link, the
 * confirmation mail (outbox, with an iCalendar file) and the staff's "new online booking" notice.
 * When the venue verifies contacts, the booking spends the one-time code (public.verify.ts); when
 * its policy asks a deposit, the time is held until the deposit is paid (public.deposit.ts).
 */

type Body = z.output<typeof publicBookingBody>;

/** The venue's customer with this phone (or e-mail), else a new one; the answer never says which. */
async function customerFor(vctx: VenueCtx, body: Body): Promise<number> {
  let id: number;
  try {
    id = (await storeCustomer(vctx, { first_name: body.first_name, last_name: body.last_name, phone: body.phone, email: body.email })).customer.id;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CUSTOMER_EXISTS') throw error;
    id = (error.details.extra?.customer as { id: number }).id;
  }
  const [row] = await vctx.db.select({ blocked: customers.blockedOnline }).from(customers).where(and(eq(customers.venueId, vctx.venueId), eq(customers.id, id)));
  if (row?.blocked) throw new AppError('VALIDATION', { errors: { phone: [{ key: 'online_booking.errors.call_venue' }] } });
  return id;
}

/** The employees free at the asked time (409 when it is no longer offered). */
async function offeredTime(ctx: Ctx, venue: PublicVenueRow, offer: OnlineOffer, body: Body, employeeId: number | null): Promise<number[]> {
  const slot = (await onlineSlots(ctx, venue, offer, { serviceIds: body.service_ids, employeeId, dateFrom: body.date, dateTo: body.date }))
    .find((s) => s.time === body.time);
  if (!slot) throw new AppError('SLOT_TAKEN', { extra: { conflicts: [] } });
  return slot.employeeIds;
}

/** A waitlist offer's held time: when it is the one asked for, the hold goes and its employee books it. */
async function heldFor(ctx: Ctx, venue: PublicVenueRow, body: Body): Promise<number[]> {
  const held = await offerOf(ctx, venue, body.offer!);
  const wall = wallClock(held.lines[0]!.startsAt, venue.timezone);
  if (wall.date !== body.date || wall.time !== body.time || held.entry.serviceIds.join(',') !== body.service_ids.join(',')) throw new AppError('NOT_FOUND');
  await takeOffer(ctx, venue, held);
  return [held.lines[0]!.employeeId];
}

/** The booking's lines, as its customer will see them priced (the prices the page shows), for the deposit. */
async function depositDue(deps: Deps, db: Queryable, venue: PublicVenueRow, offer: OnlineOffer, serviceIds: number[]): Promise<number> {
  const prices = new Map(offer.services.map((s) => [s.id, s.price]));
  // Asked of the provider: no customer is sent to a deposit the venue's card account cannot take.
  return onlineDeposit(await depositPolicy(deps, db, venue, true), serviceIds.map((id) => ({ serviceId: id, price: prices.get(id) ?? 0 })));
}

export async function createBooking(ctx: Ctx, venue: PublicVenueRow, body: Body): Promise<PublicBookingCreated> {
  // A filled honeypot is a robot: refused like a malformed request, saying nothing more.
  if (body.website) throw new AppError('BAD_REQUEST');
  await claim(ctx, 'book');
  await claim(ctx, 'phone', body.phone.replace(/\D/g, ''));
  // The venue verifies contacts: the code sent to this phone or e-mail (each try counts), spent by the booking below.
  const verification = venue.settings.verify_contact && !body.offer ? await checkVerifyCode(ctx, venue, body) : null;
  const vctx = publicCtx(ctx, venue.id);
  const offer = await onlineOffer(vctx.db, venue.id);
  const employeeId = body.employee_id ?? null;
  const free = body.offer ? await heldFor(ctx, venue, body) : await offeredTime(ctx, venue, offer, body, employeeId);
  const customerId = await customerFor(vctx, body);
  const lang = body.lang ?? venue.lang;
  const name = `${body.first_name} ${body.last_name}`.trim();
  const token = newToken();
  const url = manageUrl(ctx.deps, venue.sub, token);
  const names = new Map(offer.services.map((s) => [s.id, s.name]));
  const deposit = await depositDue(ctx.deps, vctx.db, venue, offer, body.service_ids);
  const status = venue.settings.auto_confirm ? 'confirmed' as const : 'new' as const;

  // "Anyone": the free employees in turn, while the one tried loses a race for the time.
  const candidates = employeeId !== null && !body.offer ? [employeeId] : free;
  for (const [i, who] of candidates.entries()) {
    try {
      const lines = await chainedLines(vctx, body.service_ids, who, body.time);
      const link = { venueId: venue.id, tokenHash: hashToken(token), email: body.email, phone: body.phone, lang };
      const spend = async (tx: Tx) => {
        if (verification !== null) await spendVerifyCode(tx, venue.id, verification, ctx.deps.now());
      };
      if (deposit > 0) {
        // A deposit first: the time is held as a reserved slot until the card provider says it was paid (public.deposit.ts).
        return await holdForDeposit(ctx, venue, vctx, {
          customerId, lines, amount: deposit, token, url, link, spend,
          pending: { service_ids: body.service_ids, employee_id: who, date: body.date, time: body.time, note: body.note || '', status, name: body.first_name },
        });
      }
      const stored = await storeAppointments(vctx, {
        customer_id: customerId, date: body.date, note: body.note || null, status, services: lines,
      }, {
        source: 'online',
        alsoInTransaction: async (tx, groupId) => {
          await spend(tx);
          await tx.insert(onlineBookings).values({ ...link, groupId });
          const booking = (await readBooking(tx, venue, groupId, ctx.deps.now()))!;
          await sendConfirmation(tx, ctx.deps, venue, booking, { email: body.email, name: body.first_name, lang }, url);
          await notifyStaff(tx, venue.id, 'new_booking', {
            params: { customer: name, service: body.service_ids.map((id) => names.get(id) ?? '').join(', '), when: visitWhen(booking.startsAt, venue.timezone, venue.lang) },
            link: `/calendar?date=${body.date}`,
          });
        },
      });
      const booking = (await readBooking(vctx.db, venue, stored.group_id, ctx.deps.now()))!;
      return { token, manage_url: url, booking: bookingWire(booking), deposit: null };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'SLOT_TAKEN' || i === candidates.length - 1) throw error;
    }
  }
  throw new AppError('SLOT_TAKEN');
}
