import type { FastifyRequest } from 'fastify';
import type { Language, Platform, Role } from '@chairside/shared/constants';
import type { PermissionFlag, PermissionMap } from '@chairside/shared/permissions';
import type { Database, Db } from '../db/client';
import type { Env } from './env';
import type { Mailer } from './mail';
import type { Jobs } from './jobs/jobs';
import type { LiveFeed } from './live';
import { AppError } from './errors';

/** What the whole app shares: built once in buildApp. */
export interface Deps {
  database: Database;
  db: Db;
  env: Env;
  mail: Mailer;
  /** Durable jobs (pg-boss): send inside the transaction of the change that causes them. */
  jobs: Jobs;
  /** The current instant; tests may move it. */
  now: () => Date;
  /** Live change notifications across processes (LISTEN/NOTIFY), opened on first use. */
  live: LiveFeed;
}

/** Who is calling, from the session the bearer token names. */
export interface SessionInfo {
  id: number;
  userId: number;
  email: string;
  isSupport: boolean;
  viaSupport: boolean;
  venueId: number | null;
  employeeId: number | null;
  role: Role | null;
  permissions: PermissionMap | null;
}

/** Put on every request by the auth hook (DESIGN.md §2 rule 6). */
export interface Ctx {
  deps: Deps;
  db: Db;
  lang: Language;
  platform: Platform;
  ip: string;
  requestId: string;
  session: SessionInfo | null;
  /** The live feed's change count when the session was known current (lib/auth.ts sessionFor); caches of answers built from the session start from it. */
  sessionStamp?: number | null;
}

/** A context whose session is bound to a venue: what most services take. */
export interface VenueCtx extends Ctx {
  session: SessionInfo & { venueId: number; employeeId: number; role: Role; permissions: PermissionMap };
  venueId: number;
  employeeId: number;
  userId: number;
}
export interface UserCtx extends Ctx {
  session: SessionInfo;
  userId: number;
}

export type AuthLevel = 'public' | 'user' | 'venue';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    /** The app's shared dependencies (tests run job handlers with them: `t.app.deps`). */
    deps: Deps;
  }
  interface FastifyContextConfig {
    /** Who may call: anyone, a signed-in user, or (default) a user working in a venue. */
    auth?: AuthLevel;
    /** The permission flag the route needs (spec §6). */
    permission?: PermissionFlag;
    /** Honour an `Idempotency-Key` header (lib/idempotency): replay the first answer to a repeated request. */
    idempotent?: boolean;
  }
}

/**
 * The contexts below are built field by field: `{ ...request.ctx, more }` leaves V8's fast path (a spread
 * followed by more keys) and cost about 5 µs on every request, a twentieth of the bell's poll. Every
 * field must be listed (`satisfies` fails the build when one is added to Ctx and not copied).
 */
export function userCtx(request: FastifyRequest): UserCtx {
  const { session } = request.ctx;
  if (!session) throw new AppError('UNAUTHENTICATED');
  const ctx = request.ctx;
  return {
    deps: ctx.deps, db: ctx.db, lang: ctx.lang, platform: ctx.platform, ip: ctx.ip, requestId: ctx.requestId, sessionStamp: ctx.sessionStamp,
    session, userId: session.userId,
  } satisfies Record<keyof UserCtx, unknown>;
}

export function venueCtx(request: FastifyRequest): VenueCtx {
  const { session } = request.ctx;
  if (!session) throw new AppError('UNAUTHENTICATED');
  if (session.venueId === null || session.employeeId === null || !session.role || !session.permissions) {
    throw new AppError('FORBIDDEN');
  }
  const ctx = request.ctx;
  return {
    deps: ctx.deps, db: ctx.db, lang: ctx.lang, platform: ctx.platform, ip: ctx.ip, requestId: ctx.requestId, sessionStamp: ctx.sessionStamp,
    session: session as VenueCtx['session'],
    venueId: session.venueId,
    employeeId: session.employeeId,
    userId: session.userId,
  } satisfies Record<keyof VenueCtx, unknown>;
}

/** Where a change came from, for the activity log. */
export const sourceOf = (ctx: Ctx) => (ctx.session?.viaSupport ? 'support' : ctx.platform);
