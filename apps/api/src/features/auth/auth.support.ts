import { and, asc, desc, eq } from 'drizzle-orm';
import { SUPPORT_SESSION_HOURS, type SupportLoginBody } from '@chairside/shared/auth';
import type { Queryable } from '../../db/client';
import { employees, venues } from '../../db/schema/index';
import { insertActivity } from '../../lib/activity';
import type { Ctx, SessionInfo } from '../../lib/context';
import { AppError, type RedirectBody } from '../../lib/errors';
import { checkCredentials, createSession, landingAction } from './auth.sessions';

/** The venue and the employee a support session acts as: its owner. */
async function ownerOf(db: Queryable, venueId: number) {
  const [row] = await db
    .select({ venueId: venues.id, onboarded: venues.onboardingCompletedAt, employeeId: employees.id })
    .from(venues)
    .innerJoin(employees, and(eq(employees.venueId, venues.id), eq(employees.role, 'owner'), eq(employees.archived, false)))
    .where(eq(venues.id, venueId))
    .orderBy(desc(employees.isOwner), asc(employees.id))
    .limit(1);
  return row;
}

const logSupport = (db: Queryable, venueId: number, userId: number, sessionId: number, action: string, ctx: Ctx) =>
  insertActivity(db, [{ venueId, userId, entity: 'support_session', entityId: sessionId, action, changes: { ip: ctx.ip }, source: 'support' }]);

/**
 * A support agent (users.is_support) opens a venue as its owner, for a few hours; every use is
 * written to that venue's activity log. Anyone else gets the bad-credentials answer.
 */
export async function supportLogin(ctx: Ctx, input: SupportLoginBody): Promise<RedirectBody> {
  const user = await checkCredentials(ctx, input.email, input.password, (found) => found.isSupport);
  const owner = await ownerOf(ctx.db, input.venue_id);
  if (!owner) throw new AppError('NOT_FOUND');
  const now = ctx.deps.now();
  const token = await ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, now, {
      userId: user.id,
      venueId: owner.venueId,
      employeeId: owner.employeeId,
      viaSupport: true,
      ttlMs: SUPPORT_SESSION_HOURS * 3_600_000,
    });
    await logSupport(tx, owner.venueId, user.id, session.id, 'login', ctx);
    return session.token;
  });
  return { action: landingAction(owner.onboarded), token };
}

/** Notes the end of a support session in the venue's activity log. */
export async function logSupportLogout(ctx: Ctx, session: SessionInfo): Promise<void> {
  if (!session.viaSupport || session.venueId === null) return;
  await logSupport(ctx.db, session.venueId, session.userId, session.id, 'logout', ctx);
}
