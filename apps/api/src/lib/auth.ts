import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE_PERMISSIONS, normalizePermissions, hasPermission } from '@chairside/shared/permissions';
import { employees, sessions, users } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Deps, SessionInfo } from './context';
import { userScope } from './changes';
import type { LiveFeed } from './live';
import { createScopedCache } from './scoped-cache';
import { oncePer } from './once-per';
import { AppError } from './errors';
import { hashToken } from './tokens';

/** The session row behind a token hash, with what the hook needs to decide; one prepared statement per database. */
function prepareSessionQuery(db: Db) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      email: users.email,
      isSupport: users.isSupport,
      viaSupport: sessions.viaSupport,
      venueId: sessions.venueId,
      employeeId: sessions.employeeId,
      expiresAt: sessions.expiresAt,
      role: employees.role,
      permissions: employees.permissions,
      archived: employees.archived,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, and(eq(employees.venueId, sessions.venueId), eq(employees.id, sessions.employeeId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_session_by_token');
}
const sessionQuery = oncePer(prepareSessionQuery);

async function readSession(db: Db, tokenHash: string, now: Date): Promise<{ session: SessionInfo; expiresAt: Date } | null> {
  const [row] = await sessionQuery(db).execute({ hash: tokenHash, now: now.toISOString() });
  if (!row || row.archived) return null;
  // A support session dies with the user's support flag and always has the owner's flags.
  if (row.viaSupport && !row.isSupport) return null;
  const session: SessionInfo = {
    id: row.id,
    userId: row.userId,
    email: row.email,
    isSupport: row.isSupport,
    viaSupport: row.viaSupport,
    venueId: row.venueId,
    employeeId: row.employeeId,
    role: row.role,
    permissions: row.role ? (row.viaSupport ? { ...ROLE_PERMISSIONS.owner } : normalizePermissions(row.permissions)) : null,
  };
  return { session, expiresAt: new Date(row.expiresAt) };
}

/** Looks up a live session by its bearer token; null when unknown, expired, revoked or archived. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  return (await readSession(db, hashToken(token), now))?.session ?? null;
}

/** Even while no change is heard, a cached session is read again after this long. */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_ENTRIES = 10_000;
const sessionCache = oncePer((live: LiveFeed) => createScopedCache<SessionInfo>(live, SESSION_CACHE_ENTRIES));

export interface SessionLookup {
  session: SessionInfo | null;
  /**
   * The live feed's change count at which the session was known current (null: not listening).
   * A cache built from the session starts from it, so a change heard after the session was read
   * keeps that answer out of the cache (lib/scoped-cache.ts).
   */
  stamp: number | null;
}

/**
 * The auth hook's lookup: findSession, with live sessions bound to a venue kept in memory (token
 * hash → session) while neither the venue nor the user has changed (lib/changes.ts), at most a
 * minute and never past the session's expiry. Support sessions are always read (their agent's
 * flag can be withdrawn in the database without a notification).
 */
export async function sessionFor(deps: Pick<Deps, 'db' | 'live' | 'now'>, token: string): Promise<SessionLookup> {
  const cache = sessionCache(deps.live);
  const hash = hashToken(token);
  const now = deps.now();
  const hit = cache.get(hash, now.getTime());
  if (hit) return { session: hit, stamp: cache.stamp() };
  const stamp = cache.stamp();
  const found = await readSession(deps.db, hash, now);
  if (!found) return { session: null, stamp };
  const { session, expiresAt } = found;
  if (session.venueId !== null && !session.viaSupport) {
    // Shared by every request of the session: frozen so that no handler changes it for the others.
    if (session.permissions) Object.freeze(session.permissions);
    Object.freeze(session);
    const until = Math.min(now.getTime() + SESSION_CACHE_MS, expiresAt.getTime());
    cache.set(hash, stamp, [session.venueId, userScope(session.userId)], session, until);
  }
  return { session, stamp };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** Enforces a route's `auth` and `permission` config after the session has been read. */
export function authorize(request: FastifyRequest): void {
  const { auth = 'venue', permission } = request.routeOptions.config;
  if (auth === 'public') return;
  const { session } = request.ctx;
  if (!session) throw new AppError('UNAUTHENTICATED');
  if (auth === 'user') return;
  if (session.venueId === null || !session.permissions) throw new AppError('FORBIDDEN');
  if (permission && !hasPermission(session.permissions, permission)) throw new AppError('FORBIDDEN');
}
