import { and, eq, isNull } from 'drizzle-orm';
import { SETUP_PASSWORD_DAYS, type LoginBody, type VenueChoice } from '@chairside/shared/auth';
import { isLanguage, type Language } from '@chairside/shared/constants';
import type { Db, Queryable } from '../../db/client';
import { employees, sessions, users, venues } from '../../db/schema/index';
import type { Ctx, Deps, UserCtx } from '../../lib/context';
import { AppError, type RedirectBody } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { SETUP_TTL_MS, issueToken } from './auth.passwords';
import { bindVenue, checkCredentials, revokeSession, signIn, venueChoices } from './auth.sessions';
import { claimQuota, refundQuota } from './auth.rate-limit';
import { logSupportLogout } from './auth.support';

/**
 * The auth feature's public face: sign-in and sessions, plus what other features call
 * (revokeEmployeeSessions, createInvitation, venuesOf). Sign-up, passwords, social and support
 * sign-in live beside it in auth.<part>.ts.
 */

/** E-mail and password sign-in, rate limited per address and per client address. */
export async function login(ctx: Ctx, input: LoginBody): Promise<RedirectBody> {
  const user = await checkCredentials(ctx, input.email, input.password);
  return signIn(ctx, user.id);
}

/** Binds the caller's session to one of their venues (another venue → 404). */
export const selectVenue = (ctx: UserCtx, venueId: number) => bindVenue(ctx, ctx.session.id, ctx.userId, venueId);

export async function logout(ctx: UserCtx): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, ctx.session.id, ctx.deps.now());
  });
  await logSupportLogout(ctx, ctx.session);
  return { ok: true };
}

/**
 * Another feature's send limit (e.g. e-mail change codes per hour), counted atomically in the
 * auth feature's counters: null when one use was taken, else the seconds until the window ends.
 */
export const claimSendQuota = (db: Queryable, now: Date, key: string, limit: number, windowMs: number) =>
  claimQuota(db, now, `quota:${key}`, limit, windowMs);

/** Gives back one use taken by claimSendQuota (e.g. a PIN check that turned out right is no failure). */
export const refundSendQuota = (db: Queryable, key: string) => refundQuota(db, `quota:${key}`);

/** The venues a user may choose from (the select_venue answer of the auth hook). */
export const venuesOf = (db: Queryable, userId: number): Promise<VenueChoice[]> => venueChoices(db, userId);

/** Ends every session of one employee of a venue (archiving, role change). */
export async function revokeEmployeeSessions(db: Queryable, venueId: number, employeeId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.venueId, venueId), eq(sessions.employeeId, employeeId), isNull(sessions.revokedAt)));
}

/** What createInvitation needs: a request context, or any caller's db, mailer and language. */
export interface InvitationCtx {
  db: Db;
  lang: Language;
  deps: Pick<Deps, 'env' | 'mail' | 'now'>;
}

/**
 * E-mails a staff member a link to choose their password (7 days, single use; a new invitation
 * replaces the old link). The user must be an employee of the venue, else 404. The mail is
 * written in the venue's language and lands in the outbox with the venue's id.
 */
export async function createInvitation(ctx: InvitationCtx, userId: number, venueId: number): Promise<{ expiresAt: Date }> {
  // The link and its mail commit together (the transactional outbox, lib/mail.ts).
  await ctx.db.transaction(async (tx) => {
    await writeInvitation(tx, ctx, userId, venueId, 'setup');
  });
  return { expiresAt: new Date(ctx.deps.now().getTime() + SETUP_TTL_MS) };
}

/**
 * Writes the invitation mail of a staff member inside the caller's transaction: `setup` issues
 * the setup-password link; `added` tells someone who already has a password that they can now
 * sign in to this venue. The user must be an active employee of the venue, else 404.
 */
async function writeInvitation(tx: Queryable, ctx: Omit<InvitationCtx, 'db'>, userId: number, venueId: number, kind: 'setup' | 'added'): Promise<void> {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, venue: venues.title, venueLang: venues.lang })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(venues, eq(venues.id, employees.venueId))
    .where(and(eq(employees.venueId, venueId), eq(employees.userId, userId), eq(employees.archived, false)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const now = ctx.deps.now();
  const lang: Language = isLanguage(row.venueLang) ? row.venueLang : ctx.lang;
  if (kind === 'added') {
    const vars = { name: row.firstName || row.email, venue: row.venue, link: `${ctx.deps.env.appUrl}/login` };
    await ctx.deps.mail.send(tx, {
      venueId,
      to: row.email,
      subject: t(lang, 'staff_team.mail.added_subject', vars),
      text: t(lang, 'staff_team.mail.added_body', vars),
    });
    return;
  }
  const token = await issueToken(tx, now, userId, 'setup_password', SETUP_TTL_MS);
  const link = `${ctx.deps.env.appUrl}/setup-password?token=${token}`;
  const vars = { name: row.firstName || row.email, venue: row.venue, link, days: SETUP_PASSWORD_DAYS };
  await ctx.deps.mail.send(tx, {
    venueId,
    to: row.email,
    subject: t(lang, 'auth.mail.invite_subject', vars),
    text: t(lang, 'auth.mail.invite_body', vars),
  });
}

/**
 * The user behind a new employee's e-mail (the staff feature adds people): the existing account,
 * or a new one without a password. `hasPassword` says which invitation they need.
 */
export async function userForEmployee(
  tx: Queryable,
  input: { email: string; firstName: string; lastName: string; phone: string },
): Promise<{ userId: number; hasPassword: boolean }> {
  await tx
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, phone: input.phone })
    .onConflictDoNothing({ target: users.email });
  const [user] = await tx.select({ id: users.id, passwordHash: users.passwordHash, googleSubject: users.googleSubject }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) throw new AppError('CONFLICT');
  return { userId: user.id, hasPassword: user.passwordHash !== null || user.googleSubject !== null };
}

/**
 * Invites a staff member just added to a venue, in the caller's transaction (the outbox): a
 * setup-password link when they have no way to sign in yet, else a note that they were added.
 */
export async function inviteEmployee(
  tx: Queryable,
  ctx: Omit<InvitationCtx, 'db'>,
  input: { userId: number; venueId: number; hasPassword: boolean },
): Promise<void> {
  await writeInvitation(tx, ctx, input.userId, input.venueId, input.hasPassword ? 'added' : 'setup');
}

/**
 * For other features' public routes (customers' form links): takes one of `limit` uses of `key` in a
 * window of `windowMs`, the same atomic counter the sign-in routes use; 429 RATE_LIMITED past it.
 */
export async function claimPublicQuota(ctx: Ctx, key: string, limit: number, windowMs: number): Promise<void> {
  const wait = await claimQuota(ctx.deps.db, ctx.deps.now(), key, limit, windowMs);
  if (wait !== null) throw new AppError('RATE_LIMITED', { extra: { retry_after: wait } });
}
