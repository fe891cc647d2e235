import type { Queryable } from '../db/client';
import type { Deps } from './context';
import { notifyLive } from './live';

/**
 * What a write calls so that no process serves a cached session or answer it made stale
 * (lib/scoped-cache.ts): one line, inside the write's transaction. It NOTIFYs every API process
 * at commit, marks the scope changed here at once, and the app marks it again when the answer
 * goes out (after the commit), so a read that raced the transaction is not kept either.
 *
 * Scopes: a venue (its id) for what the venue's people share — settings, plan, trial, SMS
 * balance, staff, permissions; a user (userScope: minus the user id, which no venue and no
 * stream uses) for one person's own sessions and identity — sign-out, venue choice, password,
 * e-mail, the venues they work in.
 */

/** What the helpers need: the live feed, and the request's list of changed scopes when there is one. */
export interface ChangeCtx {
  deps: Pick<Deps, 'live'>;
  changed?: number[];
}

export const userScope = (userId: number): number => -userId;

async function announce(db: Queryable, ctx: ChangeCtx, scope: number, kind: string): Promise<void> {
  await notifyLive(db, { venue_id: scope, kind });
  ctx.deps.live.touch(scope);
  ctx.changed?.push(scope);
}

/** Something every session of the venue sees changed (settings, plan, staff, permissions). */
export async function venueChanged(db: Queryable, ctx: ChangeCtx, venueId: number): Promise<void> {
  await announce(db, ctx, venueId, 'access');
}

/** One person's sessions or identity changed (sign-out, venue choice, password, e-mail, memberships). */
export async function userChanged(db: Queryable, ctx: ChangeCtx, userId: number): Promise<void> {
  await announce(db, ctx, userScope(userId), 'user');
}
