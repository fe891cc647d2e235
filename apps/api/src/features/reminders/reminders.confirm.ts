import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ReminderConfirmResponse } from '@chairside/shared/reminders';
import { reminderMessages, venues } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hashToken } from '../../lib/tokens';
import { claimPublicQuota } from '../auth/auth.service';
import { confirmBookingByCustomer } from '../calendar/calendar.service';

/**
 * The customer's confirm link in a reminder (when the venue asks): a page shows the visit, and its
 * button (a POST: mail scanners that open links must not confirm) sets the booking's new lines to
 * confirmed. The link works until the visit begins; confirming twice is harmless.
 */
const PUBLIC_LIMIT = 60;
const PUBLIC_WINDOW_MS = 15 * 60_000;

async function messageOf(ctx: Ctx, token: string) {
  await claimPublicQuota(ctx, `reminder:${ctx.ip}`, PUBLIC_LIMIT, PUBLIC_WINDOW_MS);
  const [row] = await ctx.deps.db
    .select({ id: reminderMessages.id, venueId: reminderMessages.venueId, groupId: reminderMessages.groupId, startsAt: reminderMessages.startsAt, confirmedAt: reminderMessages.confirmedAt, venue: venues.title, lang: venues.lang, timezone: venues.timezone })
    .from(reminderMessages).innerJoin(venues, eq(venues.id, reminderMessages.venueId))
    .where(and(eq(reminderMessages.confirmTokenHash, hashToken(token)), gt(reminderMessages.startsAt, ctx.deps.now())))
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN');
  return row;
}

type Message = Awaited<ReturnType<typeof messageOf>>;
const answer = (ctx: Ctx, row: Message, confirmed: boolean): ReminderConfirmResponse => ({
  venue: row.venue, lang: row.lang, starts_at: row.startsAt.toISOString(), timezone: row.timezone, confirmed,
  message: confirmed ? t(ctx.lang, 'reminders.public.confirmed') : '',
});

/** GET public/reminders/confirm/{token}. */
export async function confirmLink(ctx: Ctx, token: string): Promise<ReminderConfirmResponse> {
  const row = await messageOf(ctx, token);
  return answer(ctx, row, row.confirmedAt !== null);
}

/** POST public/reminders/confirm/{token}. */
export async function confirmVisit(ctx: Ctx, token: string): Promise<ReminderConfirmResponse> {
  const row = await messageOf(ctx, token);
  const db = ctx.deps.database.forVenue(row.venueId);
  const changed = await db.transaction(async (tx) => {
    const claimed = await tx.update(reminderMessages).set({ confirmedAt: ctx.deps.now() })
      .where(and(eq(reminderMessages.venueId, row.venueId), eq(reminderMessages.id, row.id), isNull(reminderMessages.confirmedAt)))
      .returning({ id: reminderMessages.id });
    return claimed.length ? confirmBookingByCustomer(tx, row.venueId, row.groupId, ctx.deps.now()) : 0;
  });
  if (changed) ctx.deps.live.touch(row.venueId);
  return answer(ctx, row, true);
}
