import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_DAYS, type VenueChoice } from '@chairside/shared/auth';
import type { Queryable } from '../../db/client';
import { employees, sessions, users, venues } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError, type RedirectAction, type RedirectBody } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { oncePer } from '../../lib/once-per';
import { claimAttempt, clearFailures } from './auth.rate-limit';

const DAY_MS = 86_400_000;

export interface NewSession {
  userId: number;
  venueId?: number | null;
  employeeId?: number | null;
  viaSupport?: boolean;
  /** Lifetime; 30 days unless given. */
  ttlMs?: number;
}

/** Creates a session and returns its token (the client's only copy; the table keeps the hash). */
export async function createSession(db: Queryable, now: Date, session: NewSession): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: session.userId,
      venueId: session.venueId ?? null,
      employeeId: session.employeeId ?? null,
      viaSupport: session.viaSupport ?? false,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (session.ttlMs ?? SESSION_DAYS * DAY_MS)),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token };
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; for an unknown user (or one without a password) a dummy hash is verified
 * instead, so the answer takes as long whether or not the e-mail address has an account.
 */
async function passwordMatches(user: { passwordHash: string | null } | undefined, password: string): Promise<boolean> {
  if (!user?.passwordHash) {
    await verifyPassword(await (dummyHash ??= hashPassword('chairside-timing-equaliser')), password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * An e-mail and password sign-in check, rate limited per account and per client address (the
 * attempt is counted before the password is checked): the user, or 422 INVALID_CREDENTIALS (also
 * when `accepts` turns the user down), which leaves the attempt counted as a failure.
 */
export async function checkCredentials(ctx: Ctx, email: string, password: string, accepts: (user: User) => boolean = () => true): Promise<User> {
  await claimAttempt(ctx.db, ctx.deps.now(), email, ctx.ip);
  const user = await findUserByEmail(ctx.db, email);
  if (!(await passwordMatches(user, password)) || !user || !accepts(user)) throw new AppError('INVALID_CREDENTIALS');
  await clearFailures(ctx.db, email, ctx.ip);
  return user;
}

/** The venues a user works in (archived memberships excluded), by title: one prepared statement per database. */
function prepareMemberships(db: Queryable) {
  return db
    .select({
      venueId: venues.id,
      employeeId: employees.id,
      title: venues.title,
      address: venues.address,
      city: venues.city,
      logo: venues.logo,
      onboarded: venues.onboardingCompletedAt,
    })
    .from(employees)
    .innerJoin(venues, eq(venues.id, employees.venueId))
    .where(and(eq(employees.userId, sql.placeholder('userId')), eq(employees.archived, false)))
    .orderBy(asc(venues.title), asc(venues.id))
    .prepare('auth_memberships');
}
const membershipsQuery = oncePer(prepareMemberships);

export async function memberships(db: Queryable, userId: number) {
  return membershipsQuery(db).execute({ userId });
}

type Membership = Awaited<ReturnType<typeof memberships>>[number];

const choice = (m: Membership): VenueChoice => ({
  id: m.venueId,
  title: m.title,
  address: [m.address, m.city].filter(Boolean).join(', '),
  logo: m.logo,
});

/** The Venues screen's list for a signed-in user. */
export async function venueChoices(db: Queryable, userId: number): Promise<VenueChoice[]> {
  return (await memberships(db, userId)).map(choice);
}

/** Where a session bound to a venue goes first: onboarding until the venue has finished it. */
export const landingAction = (onboarded: Date | null): RedirectAction => (onboarded ? 'go_calendar' : 'go_to_onboarding');

/**
 * Opens a session for a user whose identity has been proven, with the 302 rules of sign-in:
 * one venue → bound to it (calendar or onboarding); several → unbound, choose a venue.
 */
export async function signIn(ctx: Ctx, userId: number): Promise<RedirectBody> {
  const now = ctx.deps.now();
  const list = await memberships(ctx.db, userId);
  const only = list.length === 1 ? list[0]! : null;
  if (list.length === 0) throw new AppError('NO_VENUE');
  const { token } = await createSession(ctx.db, now, {
    userId,
    venueId: only?.venueId ?? null,
    employeeId: only?.employeeId ?? null,
  });
  if (only) return { action: landingAction(only.onboarded), token };
  return { action: 'select_venue', token, venues: list.map(choice) };
}

/** Binds the caller's session to one of their venues. Another venue's id → 404. */
export async function bindVenue(ctx: Ctx, sessionId: number, userId: number, venueId: number): Promise<RedirectBody> {
  const found = (await memberships(ctx.db, userId)).find((m) => m.venueId === venueId);
  if (!found) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ venueId: found.venueId, employeeId: found.employeeId })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  });
  return { action: landingAction(found.onboarded) };
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
