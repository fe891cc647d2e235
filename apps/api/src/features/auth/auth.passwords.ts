import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  RESET_PASSWORD_MINUTES, SETUP_PASSWORD_DAYS, type ForgotPasswordBody, type SetPasswordBody,
} from '@chairside/shared/auth';
import type { Queryable } from '../../db/client';
import { authTokens, users } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError, type RedirectBody } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { claimQuota, clearAccountFailures } from './auth.rate-limit';
import { findUserByEmail, revokeUserSessions, signIn } from './auth.sessions';

type TokenKind = 'setup_password' | 'reset_password';

const MINUTE_MS = 60_000;
export const SETUP_TTL_MS = SETUP_PASSWORD_DAYS * 24 * 60 * MINUTE_MS;
const RESET_TTL_MS = RESET_PASSWORD_MINUTES * MINUTE_MS;
/** At most this many reset e-mails per account per quarter hour; more are dropped silently. */
const RESET_MAILS_PER_WINDOW = 5;
const RESET_WINDOW_MS = 15 * MINUTE_MS;

/** Issues a single-use token; unused older tokens of the same kind for the user stop working. */
export async function issueToken(db: Queryable, now: Date, userId: number, kind: TokenKind, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    kind,
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Uses up a token atomically (a second use, or an expired token, → 422 INVALID_TOKEN). */
async function consumeToken(db: Queryable, now: Date, kind: TokenKind, token: string): Promise<number> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.kind, kind),
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw new AppError('INVALID_TOKEN');
  return row.userId;
}

/** Uses a token and sets the user's password in one transaction; returns the user's id. */
async function setPasswordWithToken(ctx: Ctx, kind: TokenKind, input: SetPasswordBody): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.deps.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, now, kind, input.token);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    if (kind === 'reset_password') {
      await revokeUserSessions(tx, userId, now);
    }
    return userId;
  });
}

/** Invited staff choose their password (7-day link, single use) and are signed in. */
export async function setupPassword(ctx: Ctx, input: SetPasswordBody): Promise<RedirectBody> {
  return signIn(ctx, await setPasswordWithToken(ctx, 'setup_password', input));
}

/** A forgotten password: a 1-hour link; every other session of the user is ended. */
export async function resetPassword(ctx: Ctx, input: SetPasswordBody): Promise<RedirectBody> {
  const userId = await setPasswordWithToken(ctx, 'reset_password', input);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await clearAccountFailures(ctx.db, user.email);
  return signIn(ctx, userId);
}

/** Always the same answer, whether or not the address has an account. */
export async function forgotPassword(ctx: Ctx, input: ForgotPasswordBody): Promise<{ ok: true }> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return { ok: true };
  const now = ctx.deps.now();
  // Counted atomically: parallel requests cannot all pass a count they read first.
  if ((await claimQuota(ctx.db, now, `reset:${user.id}`, RESET_MAILS_PER_WINDOW, RESET_WINDOW_MS)) !== null) return { ok: true };
  // The link and its mail commit together (the transactional outbox, lib/mail.ts).
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, now, user.id, 'reset_password', RESET_TTL_MS);
    const link = `${ctx.deps.env.appUrl}/reset-password?token=${token}`;
    const vars = { name: user.firstName || user.email, link, minutes: RESET_PASSWORD_MINUTES };
    await ctx.deps.mail.send(tx, {
      to: user.email,
      subject: t(ctx.lang, 'auth.mail.reset_subject'),
      text: t(ctx.lang, 'auth.mail.reset_body', vars),
    });
  });
  return { ok: true };
}
