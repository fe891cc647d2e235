import { and, asc, eq, gte, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { publicWaitlistBody, WaitlistOffer } from '@chairside/shared/online-booking';
import { addDays, daysBetween, wallClock, zonedToday } from '@chairside/shared/rules/calendar-time';
import { appointments, onlineWaitlist } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hashToken, newToken } from '../../lib/tokens';
import { cancelItems, chainedLines, storeAppointments } from '../calendar/calendar.service';
import { visitWhen } from './booking.read';
import type { Queryable } from '../../db/client';
import { onlineOffer } from './public.catalog';
import { assertOffered } from './public.availability';
import { claim, publicCtx, type PublicVenueRow } from './public.venue';

/**
 * The waitlist: when no time fits, a customer asks for a day range. A cancellation offers the
 * freed start time to the first one waiting whose range holds that day and whose services fit
 * there: the time is held for them (a reserved slot of OFFER_MINUTES) and a mail brings a link to
 * book it; unanswered, the hold runs out and the calendar releases it.
 */

export const OFFER_MINUTES = 30;
const MAX_RANGE_DAYS = 31;

/** POST public/{sub}/waitlist. */
export async function joinWaitlist(ctx: Ctx, venue: PublicVenueRow, body: z.output<typeof publicWaitlistBody>): Promise<{ message: string }> {
  if (body.website) throw new AppError('BAD_REQUEST');
  await claim(ctx, 'book');
  await claim(ctx, 'phone', body.phone.replace(/\D/g, ''));
  const today = zonedToday(ctx.deps.now(), venue.timezone);
  if (body.date_from < today) throw fieldError('date_from', 'online_booking.errors.past');
  if (daysBetween(body.date_from, body.date_to) < 0) throw fieldError('date_to', 'calendar.range_order');
  if (daysBetween(body.date_from, body.date_to) >= MAX_RANGE_DAYS) throw fieldError('date_to', 'calendar.range_too_long', { max: MAX_RANGE_DAYS });
  const db = ctx.deps.database.forVenue(venue.id);
  assertOffered(await onlineOffer(db, venue.id), venue, body.service_ids, body.employee_id ?? null);
  await db.insert(onlineWaitlist).values({
    venueId: venue.id, name: body.first_name, phone: body.phone, email: body.email, lang: body.lang ?? venue.lang,
    serviceIds: body.service_ids, employeeId: body.employee_id ?? null, dateFrom: body.date_from, dateTo: addDays(body.date_from, daysBetween(body.date_from, body.date_to)),
  });
  return { message: t(body.lang ?? venue.lang, 'online_booking.waitlist.joined') };
}

/** The time a cancellation freed: its first start, and its employee when the booking had one. */
export interface FreedTime {
  date: string;
  time: string;
  employee_id: number | null;
  startsAt: Date;
}

/**
 * After a cancellation: holds the freed time for the first fitting customer waiting and mails them
 * the link. `db` is the cancellation's transaction (the calendar's change hook, waitlist.hook.ts):
 * the hold is written in it, so the time is freed and offered at once, or neither.
 */
export async function offerFreedTime(ctx: Ctx, venue: PublicVenueRow, freed: FreedTime, db: Queryable): Promise<number | null> {
  const vctx = publicCtx(ctx, venue.id, db);
  const now = ctx.deps.now();
  const waiting = await vctx.db.select().from(onlineWaitlist).where(and(
    eq(onlineWaitlist.venueId, venue.id), isNull(onlineWaitlist.closedAt),
    or(isNull(onlineWaitlist.offerExpiresAt), lt(onlineWaitlist.offerExpiresAt, now)),
    lte(onlineWaitlist.dateFrom, freed.date), gte(onlineWaitlist.dateTo, freed.date),
  )).orderBy(asc(onlineWaitlist.createdAt), asc(onlineWaitlist.id)).limit(20);
  const employeeId = freed.employee_id;
  for (const entry of waiting) {
    const who = entry.employeeId ?? employeeId;
    if (who === null || (entry.employeeId !== null && employeeId !== null && entry.employeeId !== employeeId)) continue;
    try {
      const lines = await chainedLines(vctx, entry.serviceIds, who, freed.time);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + OFFER_MINUTES * 60_000);
      await storeAppointments(vctx, { date: freed.date, type: 'reserved_slot', expires_in: OFFER_MINUTES, services: lines }, {
        source: 'online',
        alsoInTransaction: async (tx, groupId) => {
          await tx.update(onlineWaitlist).set({ offerTokenHash: hashToken(token), offerGroupId: groupId, offerExpiresAt: expiresAt })
            .where(and(eq(onlineWaitlist.venueId, venue.id), eq(onlineWaitlist.id, entry.id)));
          const lang = entry.lang as Parameters<typeof t>[0];
          const vars = { name: entry.name, venue: venue.title, when: visitWhen(freed.startsAt, venue.timezone, lang), minutes: OFFER_MINUTES };
          const link = `${ctx.deps.env.appUrl.replace(/\/+$/, '')}/book/${venue.sub}?offer=${token}`;
          await ctx.deps.mail.send(tx, {
            venueId: venue.id, to: entry.email, subject: t(lang, 'online_booking.waitlist.offer_subject', vars),
            text: [t(lang, 'online_booking.waitlist.offer_text', vars), '', link, '', venue.title].join('\n'),
          });
        },
      });
      return entry.id;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return null;
}

type Entry = typeof onlineWaitlist.$inferSelect;

/** The waiting customer's offer behind a link, while its hold lasts (404 otherwise), with the held lines. */
export async function offerOf(ctx: Ctx, venue: PublicVenueRow, token: string): Promise<{ entry: Entry; lines: { id: number; employeeId: number; startsAt: Date }[] }> {
  await claim(ctx, 'manage');
  const db = ctx.deps.database.forVenue(venue.id);
  const [entry] = await db.select().from(onlineWaitlist).where(and(
    eq(onlineWaitlist.venueId, venue.id), eq(onlineWaitlist.offerTokenHash, hashToken(token)), isNull(onlineWaitlist.closedAt), gte(onlineWaitlist.offerExpiresAt, ctx.deps.now()),
  )).limit(1);
  const lines = entry?.offerGroupId
    ? await db.select({ id: appointments.id, employeeId: appointments.employeeId, startsAt: appointments.startsAt }).from(appointments)
      .where(and(eq(appointments.venueId, venue.id), eq(appointments.groupId, entry.offerGroupId), eq(appointments.type, 'reserved_slot'), ne(appointments.status, 'cancelled')))
      .orderBy(asc(appointments.startsAt))
    : [];
  if (!entry || !lines.length) throw new AppError('NOT_FOUND');
  return { entry, lines };
}

/** GET public/{sub}/waitlist/{token}: what the offer holds. */
export async function viewOffer(ctx: Ctx, venue: PublicVenueRow, token: string): Promise<WaitlistOffer> {
  const { entry, lines } = await offerOf(ctx, venue, token);
  const wall = wallClock(lines[0]!.startsAt, venue.timezone);
  return {
    date: wall.date, time: wall.time, expires_at: entry.offerExpiresAt!.toISOString(), service_ids: entry.serviceIds,
    employee_id: lines[0]!.employeeId, first_name: entry.name,
  };
}

/** Lets the held time go just before the offer's customer books it, and closes their wait. */
export async function takeOffer(ctx: Ctx, venue: PublicVenueRow, held: Awaited<ReturnType<typeof offerOf>>): Promise<void> {
  const vctx = publicCtx(ctx, venue.id);
  await cancelItems(vctx, held.lines[0]!.id, { reason: 'other', scope: 'group' });
  await vctx.db.update(onlineWaitlist).set({ closedAt: ctx.deps.now() }).where(and(eq(onlineWaitlist.venueId, venue.id), eq(onlineWaitlist.id, held.entry.id)));
}
