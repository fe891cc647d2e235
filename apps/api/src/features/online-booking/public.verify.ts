import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { publicVerifyBody } from '@chairside/shared/online-booking';
import type { Language } from '@chairside/shared/constants';
import type { Queryable } from '../../db/client';
import { onlineVerifications } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError, fieldCodeError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { codeHash, codeMatches, newCode } from '../../lib/tokens';
import { queueSms } from '../sms/sms.service';
import { claim, type PublicVenueRow } from './public.venue';

/**
 * The one-time code that proves a customer's phone or e-mail before an online booking, when the
 * venue asks for it (booking settings `verify_contact`). Every customer is asked alike, known or
 * new, so the page tells nobody whether a number is already the venue's customer. The code goes
 * through the SMS outbox (one credit a segment) or the mail outbox in the transaction that stores
 * it; only "nonce.sha256(nonce:code)" is kept. A code lives VERIFY_CODE_MINUTES, survives
 * VERIFY_CODE_TRIES tries (each try counted by the statement that reads it), a new one replaces
 * the last, and the booking that proves it spends it in its own transaction.
 */

export const VERIFY_CODE_MINUTES = 10;
export const VERIFY_CODE_TRIES = 5;

type Channel = 'sms' | 'email';

/** The phone's digits, or the e-mail in lower case: one customer's contact written either way is one target. */
export const verifyTarget = (channel: Channel, value: string) => (channel === 'sms' ? value.replace(/\D/g, '') : value.trim().toLowerCase());

/** POST public/{sub}/verify. */
export async function sendVerifyCode(ctx: Ctx, venue: PublicVenueRow, body: z.output<typeof publicVerifyBody>): Promise<{ message: string; expires_in_minutes: number }> {
  if (body.website) throw new AppError('BAD_REQUEST');
  const lang: Language = body.lang ?? venue.lang;
  const to = (body.channel === 'sms' ? body.phone : body.email)!;
  const target = verifyTarget(body.channel, to);
  if (body.channel === 'sms' && target.length < 6) throw fieldError('phone', 'validation.invalid');
  await claim(ctx, 'verify');
  await claim(ctx, 'verify_to', target);
  const now = ctx.deps.now();
  const code = newCode();
  const db = ctx.deps.database.forVenue(venue.id);
  const vars = { code, venue: venue.title, minutes: VERIFY_CODE_MINUTES };
  await db.transaction(async (tx) => {
    await tx.update(onlineVerifications).set({ usedAt: now })
      .where(and(eq(onlineVerifications.venueId, venue.id), eq(onlineVerifications.target, target), isNull(onlineVerifications.usedAt)));
    await tx.insert(onlineVerifications).values({
      venueId: venue.id, channel: body.channel, target, codeHash: codeHash(code), expiresAt: new Date(now.getTime() + VERIFY_CODE_MINUTES * 60_000), createdAt: now,
    });
    if (body.channel === 'sms') {
      const queued = await queueSms(tx, ctx.deps.env, { venueId: venue.id, to, body: t(lang, 'online_booking.verify.sms', vars), kind: 'online_code' });
      // No SMS credit left: the customer is asked to use e-mail (nothing was stored).
      if (!queued.ok) throw fieldError('channel', 'online_booking.verify.sms_unavailable');
    } else {
      await ctx.deps.mail.send(tx, { venueId: venue.id, to, subject: t(lang, 'online_booking.verify.subject', vars), text: t(lang, 'online_booking.verify.text', vars) });
    }
  });
  return { message: t(lang, 'online_booking.verify.sent'), expires_in_minutes: VERIFY_CODE_MINUTES };
}

const wrongCode = () => fieldCodeError('INVALID_CODE', 'verification_code');

/**
 * Checks the booking's code against the newest live code of its phone or e-mail (the try counts
 * even when wrong); answers the code's id, which the booking spends with spendVerifyCode.
 */
export async function checkVerifyCode(ctx: Ctx, venue: PublicVenueRow, body: { phone: string; email: string; verification_channel?: Channel; verification_code?: string }): Promise<number> {
  const channel = body.verification_channel ?? 'sms';
  if (!body.verification_code) throw fieldError('verification_code', 'online_booking.verify.needed');
  const target = verifyTarget(channel, channel === 'sms' ? body.phone : body.email);
  const now = ctx.deps.now();
  const db = ctx.deps.database.forVenue(venue.id);
  const [live] = await db.select({ id: onlineVerifications.id }).from(onlineVerifications)
    .where(and(eq(onlineVerifications.venueId, venue.id), eq(onlineVerifications.target, target), eq(onlineVerifications.channel, channel), isNull(onlineVerifications.usedAt)))
    .orderBy(desc(onlineVerifications.id)).limit(1);
  if (!live) throw wrongCode();
  const [row] = await db.update(onlineVerifications).set({ attempts: sql`${onlineVerifications.attempts} + 1` })
    .where(and(eq(onlineVerifications.venueId, venue.id), eq(onlineVerifications.id, live.id), isNull(onlineVerifications.usedAt),
      gt(onlineVerifications.expiresAt, now), lt(onlineVerifications.attempts, VERIFY_CODE_TRIES)))
    .returning({ id: onlineVerifications.id, codeHash: onlineVerifications.codeHash });
  if (!row || !codeMatches(row.codeHash, body.verification_code)) throw wrongCode();
  return row.id;
}

/** Spends the code in the booking's transaction: a second booking racing with the same code is refused. */
export async function spendVerifyCode(tx: Queryable, venueId: number, id: number, now: Date): Promise<void> {
  const spent = await tx.update(onlineVerifications).set({ usedAt: now })
    .where(and(eq(onlineVerifications.venueId, venueId), eq(onlineVerifications.id, id), isNull(onlineVerifications.usedAt))).returning({ id: onlineVerifications.id });
  if (!spent.length) throw wrongCode();
}
