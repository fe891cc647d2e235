import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { EMAIL_CODE_MINUTES, EMAIL_CODE_TRIES, type EmailUpdate, type EmailVerify } from '@chairside/shared/profile';
import { authTokens, employees, users } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldCodeError, fieldError, pgCode } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { codeHash, codeMatches, newCode } from '../../lib/tokens';
import { assertOwnId } from './profile.service';
import { claimSendQuota } from '../auth/auth.service';

/**
 * E-mail change with a 6-digit code (spec §1 "e-mail change with code verification"): the code
 * goes to the new address, is stored hashed (auth_tokens, kind verify_email, with the address),
 * lives 15 minutes and survives 5 tries. A new code replaces the previous one.
 */

const MINUTE_MS = 60_000;
/** At most this many codes per person per hour. */
export const EMAIL_CODES_PER_HOUR = 5;

const emailTaken = () => fieldCodeError('EMAIL_TAKEN', 'email');
const invalidCode = () => fieldCodeError('INVALID_CODE', 'code');

async function isTakenByOther(ctx: VenueCtx, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, ctx.userId)))
    .limit(1);
  return !!row;
}

/** POST employees/verify/email/{id}: sends a code to the new address. */
export async function sendEmailCode(ctx: VenueCtx, id: number, input: EmailVerify): Promise<{ message: string }> {
  assertOwnId(ctx, id);
  const now = ctx.deps.now();
  const [me] = await ctx.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, ctx.userId));
  if (!me) throw new AppError('NOT_FOUND');
  if (me.email === input.email) throw fieldError('email', 'profile.validation.same_email');
  if (await isTakenByOther(ctx, input.email)) throw emailTaken();
  // Counted atomically: parallel requests cannot all pass a count they read first.
  const wait = await claimSendQuota(ctx.db, now, `email-code:${ctx.userId}`, EMAIL_CODES_PER_HOUR, 60 * MINUTE_MS);
  if (wait !== null) throw new AppError('RATE_LIMITED', { extra: { retry_after: wait } });

  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, ctx.userId), eq(authTokens.kind, 'verify_email'), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      kind: 'verify_email',
      tokenHash: codeHash(code),
      userId: ctx.userId,
      email: input.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * MINUTE_MS),
    });
    // The code and its mail commit together (the transactional outbox, lib/mail.ts).
    const vars = { name: me.firstName || me.email, code, email: input.email, minutes: EMAIL_CODE_MINUTES };
    await ctx.deps.mail.send(tx, {
      venueId: ctx.venueId,
      to: input.email,
      subject: t(ctx.lang, 'profile.mail.verify_email_subject', vars),
      text: t(ctx.lang, 'profile.mail.verify_email_body', vars),
    });
  });
  return { message: t(ctx.lang, 'profile.code_sent', { email: input.email }) };
}

/** POST employees/update/email/{id}: checks the code (each try counts) and changes the address. */
export async function updateEmail(ctx: VenueCtx, id: number, input: EmailUpdate): Promise<{ message: string; email: string }> {
  assertOwnId(ctx, id);
  const now = ctx.deps.now();
  // Counting the try and reading the code is one statement, so parallel guesses share the 5 tries.
  const [token] = await ctx.db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(
      and(
        eq(authTokens.userId, ctx.userId),
        eq(authTokens.kind, 'verify_email'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        lt(authTokens.attempts, EMAIL_CODE_TRIES),
      ),
    )
    .returning({ id: authTokens.id, tokenHash: authTokens.tokenHash, email: authTokens.email });
  if (!token || token.email !== input.email || !codeMatches(token.tokenHash, input.code)) throw invalidCode();

  try {
    await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.id, token.id), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      if (!used) throw invalidCode();
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ctx.userId)).for('update');
      const [clash] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, ctx.userId)));
      if (clash) throw emailTaken();
      await tx.update(users).set({ email: input.email }).where(eq(users.id, ctx.userId));
      // Staff records that showed the old sign-in address follow it.
      if (before) {
        await tx
          .update(employees)
          .set({ email: input.email, updatedAt: now })
          .where(and(eq(employees.userId, ctx.userId), eq(employees.email, before.email)));
      }
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw emailTaken();
    throw error;
  }
  return { message: t(ctx.lang, 'profile.email_changed'), email: input.email };
}
