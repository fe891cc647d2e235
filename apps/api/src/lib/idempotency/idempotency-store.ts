import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { JobDefinition } from '../jobs/jobs';

/** How long a key's first answer is replayed (Stripe's contract). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  requestHash: string;
  status: number;
  /** `{ body: <JSON text> }` (the handler's answer), `{ redirect }` (a 302) or `{ error: { code, details } }` (a refusal). */
  response: unknown;
}

export interface KeyRef {
  scope: string;
  key: string;
  venueId: number | null;
  route: string;
  requestHash: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same JSON with object keys sorted, so a body's key order does not change its hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** What makes two requests "the same": method, path with query, and body. */
export const requestHash = (method: string, url: string, body: unknown): string =>
  createHash('sha256').update(JSON.stringify([method, url, canonical(body ?? null)])).digest('hex');

/**
 * Claims the key inside the request's transaction `tx`. While another transaction holds the same
 * key (a concurrent request), this waits for it on the unique index. Answers true when claimed;
 * false when a live answer exists (read it with `storedAnswer`). An expired row is taken over.
 */
export async function claimKey(tx: Queryable, ref: KeyRef, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const rows = rowsOf(await tx.execute(sql`
    insert into idempotency_keys (venue_id, scope, key, route, request_hash, status, response, created_at)
    values (${ref.venueId}, ${ref.scope}, ${ref.key}, ${ref.route}, ${ref.requestHash}, 0, 'null'::jsonb, ${now.toISOString()}::timestamptz)
    on conflict (scope, key) do update set
      venue_id = excluded.venue_id, route = excluded.route, request_hash = excluded.request_hash,
      status = 0, response = 'null'::jsonb, created_at = excluded.created_at
    where idempotency_keys.created_at <= ${expired}::timestamptz
    returning id`));
  return rows.length === 1;
}

export async function storedAnswer(db: Queryable, scope: string, key: string): Promise<StoredAnswer | null> {
  const [row] = rowsOf<{ request_hash: string; status: number; response: unknown }>(await db.execute(sql`
    select request_hash, status, response from idempotency_keys where scope = ${scope} and key = ${key}`));
  return row ? { requestHash: row.request_hash, status: row.status, response: row.response } : null;
}

/** Records the answer of a claimed key (same transaction as the claim). */
export async function completeKey(tx: Queryable, ref: KeyRef, status: number, response: unknown): Promise<void> {
  await tx.execute(sql`
    update idempotency_keys set status = ${status}, response = ${JSON.stringify(response ?? null)}::jsonb
    where scope = ${ref.scope} and key = ${ref.key}`);
}

/** Records a refusal (a 4xx the handler threw) after its transaction rolled back; a key claimed meanwhile wins. */
export async function storeRefusal(db: Queryable, ref: KeyRef, status: number, response: unknown, now: Date): Promise<void> {
  await db.execute(sql`
    insert into idempotency_keys (venue_id, scope, key, route, request_hash, status, response, created_at)
    values (${ref.venueId}, ${ref.scope}, ${ref.key}, ${ref.route}, ${ref.requestHash}, ${status}, ${JSON.stringify(response)}::jsonb, ${now.toISOString()}::timestamptz)
    on conflict (scope, key) do nothing`);
}

/** Deletes the keys past their 24 hours; answers how many. */
export async function deleteExpiredKeys(db: Queryable, now: Date): Promise<number> {
  const rows = rowsOf(await db.execute(sql`
    delete from idempotency_keys where created_at <= ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz returning id`));
  return rows.length;
}

/** Hourly clean-up of expired keys (a pg-boss cron). */
export function idempotencyCleanupJob(db: Queryable, now: () => Date = () => new Date()): JobDefinition {
  return { name: 'idempotency-cleanup', cron: '17 * * * *', queue: { retryLimit: 2 }, handle: async () => void (await deleteExpiredKeys(db, now())) };
}
