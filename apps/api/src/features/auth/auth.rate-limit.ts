import { eq, or, sql } from 'drizzle-orm';
import { LOGIN_MAX_ATTEMPTS_PER_IP, LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_WINDOW_MINUTES } from '@chairside/shared/auth';
import type { Queryable } from '../../db/client';
import { authAttempts } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Sign-in attempts are counted in fixed windows (table auth_attempts), atomically and before the
 * password is checked, so parallel requests cannot slip past a limit:
 *  - `ip:<address>`: every attempt from a client address, whatever its outcome (a flood of correct
 *    sign-ins is stopped too); generous, as a busy front desk shares one address;
 *  - `pair:<email>|<address>`: attempts on one account from one address not yet followed by a success;
 *  - `email:<email>`: the same from every address. Past its limit the account is not locked for
 *    everyone (OWASP): an address that has not been failing still has its guess, one that has is refused.
 * A success clears the account's counter and its own address's pair.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

const keysOf = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}`, pair: `pair:${email}|${ip}` });

interface Count {
  key: string;
  failures: number;
  windowStart: Date;
}

/** One statement: each key's counter goes up by one (a new window where the old one has passed) and is returned. */
async function countAttempt(db: Queryable, now: Date, keys: string[], windowMs = WINDOW_MS): Promise<Count[]> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${authAttempts.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  // Sorted keys: parallel statements lock the same rows in the same order, so they queue instead of deadlocking.
  return db
    .insert(authAttempts)
    .values([...keys].sort().map((key) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowSql} else ${authAttempts.windowStart} end`,
      },
    })
    .returning({ key: authAttempts.key, failures: authAttempts.failures, windowStart: authAttempts.windowStart });
}

const secondsLeft = (now: Date, counts: Count[], windowMs = WINDOW_MS) =>
  Math.max(1, Math.ceil((Math.min(...counts.map((c) => new Date(c.windowStart).getTime() + windowMs)) - now.getTime()) / 1000));

/**
 * Counts one sign-in attempt for the account and the client address, then throws 429 RATE_LIMITED
 * (with the seconds to wait) when this attempt is over a limit. Call before checking the password.
 */
export async function claimAttempt(db: Queryable, now: Date, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  const counts = await countAttempt(db, now, [keys.email, keys.ip, keys.pair]);
  const find = (key: string) => counts.find((c) => c.key === key)!;
  const [byEmail, byIp, byPair] = [find(keys.email), find(keys.ip), find(keys.pair)];
  // Counts include this attempt: "before" is one less.
  let limitedBy: Count[] = [];
  if (byIp.failures > LOGIN_MAX_ATTEMPTS_PER_IP) limitedBy = [byIp];
  else if (byPair.failures > LOGIN_MAX_FAILURES_PER_EMAIL) limitedBy = [byPair];
  else if (byEmail.failures > LOGIN_MAX_FAILURES_PER_EMAIL && byPair.failures > 1) limitedBy = [byEmail, byPair];
  if (limitedBy.length) throw new AppError('RATE_LIMITED', { extra: { retry_after: secondsLeft(now, limitedBy) } });
}

/**
 * Takes one of `limit` uses of `key` in a fixed window of `windowMs`, atomically (parallel requests
 * cannot all pass a count they read first): null when taken, else the seconds until the window ends.
 */
export async function claimQuota(db: Queryable, now: Date, key: string, limit: number, windowMs: number): Promise<number | null> {
  const [count] = await countAttempt(db, now, [key], windowMs);
  return count!.failures <= limit ? null : secondsLeft(now, [count!], windowMs);
}

/** A successful sign-in clears the account's counter and this address's pair (the address keeps its own). */
export async function clearFailures(db: Queryable, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await db.delete(authAttempts).where(or(eq(authAttempts.key, keys.email), eq(authAttempts.key, keys.pair)));
}

/** A password reset proves the account is its owner's: every failure counted against it goes. */
export async function clearAccountFailures(db: Queryable, email: string): Promise<void> {
  const keys = keysOf(email, '');
  await db.delete(authAttempts).where(or(eq(authAttempts.key, keys.email), sql`starts_with(${authAttempts.key}, ${keys.pair})`));
}

/** Gives back one use of `key` taken by claimQuota (the attempt turned out not to count, e.g. a right PIN). */
export async function refundQuota(db: Queryable, key: string): Promise<void> {
  await db
    .update(authAttempts)
    .set({ failures: sql`greatest(${authAttempts.failures} - 1, 0)` })
    .where(eq(authAttempts.key, key));
}
