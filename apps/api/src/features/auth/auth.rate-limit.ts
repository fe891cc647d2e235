import { eq, inArray, sql } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MINUTES,
} from '@chairside/shared/auth';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Failed sign-ins are counted per e-mail address and per client address in fixed windows
 * (table auth_attempts). The per-address limit is generous: a busy front desk shares one address.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

const keysOf = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

/** Throws 429 RATE_LIMITED while either counter is at its limit in the current window. */
export async function assertNotLimited(db: Db, now: Date, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  const rows = await db.select().from(authAttempts).where(inArray(authAttempts.key, [keys.email, keys.ip]));
  for (const row of rows) {
    const windowEnds = row.windowStart.getTime() + WINDOW_MS;
    if (windowEnds <= now.getTime()) continue;
    const limit = row.key === keys.email ? LOGIN_MAX_FAILURES_PER_EMAIL : LOGIN_MAX_FAILURES_PER_IP;
    if (row.failures >= limit) {
      throw new AppError('RATE_LIMITED', { extra: { retry_after: Math.ceil((windowEnds - now.getTime()) / 1000) } });
    }
  }
}

/** Counts one failure against both keys, starting a new window where the old one has passed. */
export async function recordFailure(db: Db, now: Date, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${authAttempts.windowStart} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  await db
    .insert(authAttempts)
    .values([keys.email, keys.ip].map((key) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowSql} else ${authAttempts.windowStart} end`,
      },
    });
}

/** A successful sign-in clears the e-mail address's counter (the client address keeps its own). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, keysOf(email, '').email));
}
