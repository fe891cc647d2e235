import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createGate } from './gate';

/**
 * argon2 is meant to be expensive (~19 MiB and tens of ms of CPU per call): without a cap a flood of
 * sign-ins takes every core and the thread pool, and ordinary requests wait seconds. Half the cores
 * (at least one) hash at once; the rest queue.
 */
const PASSWORD_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const passwordGate = { ...createGate(PASSWORD_CONCURRENCY), max: PASSWORD_CONCURRENCY };

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum profile). */
export const hashPassword = (password: string) => passwordGate.run(() => hash(password));

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await passwordGate.run(() => verify(stored, password));
  } catch {
    return false;
  }
}
