import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db/client';
import type { Deps, SessionInfo } from '../context';
import { AppError, Redirect, pgCode } from '../errors';
import { claimKey, completeKey, requestHash, storedAnswer, storeRefusal, type KeyRef } from './idempotency-store';

/**
 * Idempotency keys, Stripe's contract, for routes declaring `config: { idempotent: true }`:
 * a POST with an `Idempotency-Key` header runs once; the same key with the same request (same
 * caller, method, path and body) replays the first answer (status and body, with
 * `Idempotent-Replayed: true`) for 24 hours; the same key with another request is 409
 * IDEMPOTENCY_KEY_REUSED. Without the header a route behaves as before.
 *
 * The whole handler runs in one transaction that first claims the key: the key and the change
 * commit together, or neither does. A concurrent request with the same key waits on the key's
 * unique index until the first commits (then it replays its answer) or rolls back (then it runs);
 * after KEY_WAIT it gives up with 409 CONFLICT. Refusals the handler throws (4xx other than 429)
 * are stored and replayed too; server errors (5xx) store nothing, so a retry runs again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_WAIT = '10s';

const keyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('A unique key (e.g. a UUID) to make this request safe to retry: the same key and body replay the first answer for 24 hours.'),
});

const scopeOf = (session: SessionInfo | null): string =>
  session?.venueId ? `venue:${session.venueId}` : session ? `user:${session.userId}` : 'public';

type Answer = { kind: 'value'; status: number; value: unknown } | { kind: 'redirect'; redirect: Redirect };

/** A stored answer, given back as the handler first gave it. */
function replay(reply: FastifyReply, status: number, response: unknown): unknown {
  reply.header('idempotent-replayed', 'true');
  const stored = response as { error?: { code: AppError['code']; details: AppError['details'] }; redirect?: Redirect['body'] } | null;
  if (stored?.error) throw new AppError(stored.error.code, stored.error.details);
  if (status === 302 && stored?.redirect) throw new Redirect(stored.redirect);
  reply.code(status);
  // Kept as JSON text (jsonb would reorder the keys), so the replay is the same bytes.
  const body = (stored as { body?: string } | null)?.body;
  return body === undefined ? undefined : JSON.parse(body);
}

async function runOnce(deps: Deps, request: FastifyRequest, reply: FastifyReply, key: string, run: () => Promise<unknown>): Promise<unknown> {
  const { session } = request.ctx;
  const ref: KeyRef = {
    scope: scopeOf(session),
    key,
    venueId: session?.venueId ?? null,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    requestHash: requestHash(request.method, request.url, request.body),
  };
  const now = deps.now();
  // The request's own database: a venue route's is inside its venue's row-level security.
  const db = request.ctx.db;
  let answer: Answer | { kind: 'stored'; status: number; response: unknown; hash: string };
  // Only the handler's own refusals are kept, never this wrapper's (a key still busy is not an answer).
  let refused: AppError | null = null;
  try {
    answer = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${KEY_WAIT}'`));
      const claimed = await claimKey(tx, ref, now);
      if (!claimed) {
        const stored = await storedAnswer(tx, ref.scope, key);
        if (!stored) throw new AppError('CONFLICT');
        return { kind: 'stored', status: stored.status, response: stored.response, hash: stored.requestHash } as const;
      }
      await tx.execute(sql.raw('set local lock_timeout = default'));
      request.ctx.db = tx as unknown as Db;
      try {
        const value = await run();
        await completeKey(tx, ref, reply.statusCode, value === undefined ? {} : { body: JSON.stringify(value) });
        return { kind: 'value', status: reply.statusCode, value } as const;
      } catch (error) {
        if (error instanceof AppError) refused = error;
        if (!(error instanceof Redirect)) throw error;
        await completeKey(tx, ref, 302, { redirect: error.body });
        return { kind: 'redirect', redirect: error } as const;
      } finally {
        request.ctx.db = db;
      }
    });
  } catch (error) {
    if (pgCode(error) === '55P03') throw new AppError('CONFLICT');
    const refusal = refused as AppError | null; // set in the transaction's callback
    if (refusal && refusal === error && refusal.status >= 400 && refusal.status < 500 && refusal.status !== 429) {
      await storeRefusal(db, ref, refusal.status, { error: { code: refusal.code, details: refusal.details } }, now);
    }
    throw error;
  }
  if (answer.kind === 'redirect') throw answer.redirect;
  if (answer.kind === 'value') return answer.value;
  if (answer.hash !== ref.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return replay(reply, answer.status, answer.response);
}

/** Wraps the handler of every route registered later with `config.idempotent` and documents the header. */
export function installIdempotency(app: { addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown }, deps: Deps): void {
  app.addHook('onRoute', (route) => {
    if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return;
    const schema = (route.schema ??= {});
    const own = schema.headers as z.ZodObject | undefined;
    schema.headers = own ? own.extend(keyHeaders.shape) : keyHeaders;
    const handler = route.handler;
    route.handler = async function idempotentHandler(request, reply) {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string') return handler.call(this, request, reply);
      return runOnce(deps, request, reply, key, async () => handler.call(this, request, reply));
    };
  });
}
