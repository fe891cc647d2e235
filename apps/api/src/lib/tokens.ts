import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque 256-bit token for the client; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A 6-digit code for e-mail verification. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
