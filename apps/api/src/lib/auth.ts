import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE_PERMISSIONS, normalizePermissions, hasPermission } from '@chairside/shared/permissions';
import { employees, sessions, users } from '../db/schema/index';
import type { Db } from '../db/client';
import type { SessionInfo } from './context';
import { AppError } from './errors';
import { hashToken } from './tokens';

/** Looks up a live session by its bearer token; null when unknown, expired, revoked or archived. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      email: users.email,
      isSupport: users.isSupport,
      viaSupport: sessions.viaSupport,
      venueId: sessions.venueId,
      employeeId: sessions.employeeId,
      role: employees.role,
      permissions: employees.permissions,
      archived: employees.archived,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, and(eq(employees.venueId, sessions.venueId), eq(employees.id, sessions.employeeId)))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.archived) return null;
  // A support session dies with the user's support flag and always has the owner's flags.
  if (row.viaSupport && !row.isSupport) return null;
  return {
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
