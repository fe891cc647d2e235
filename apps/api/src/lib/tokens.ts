import { createHash, hash as cryptoHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque 256-bit token for the client; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
/**
 * A token's SHA-256 (hex), as stored. Every request hashes its bearer token: the one-shot `crypto.hash`
 * (Node 20.12+) is several times faster than a Hash object; older Node 20 releases take the long way.
 */
export const hashToken: (token: string) => string = typeof cryptoHash === 'function'
  ? (token) => cryptoHash('sha256', token, 'hex')
  : (token) => createHash('sha256').update(token).digest('hex');
/** A 6-digit code for e-mail verification. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A short code kept as "<nonce>.<sha256(nonce:code)>": a salt per code, so equal codes never collide in a unique index. */
export function codeHash(code: string, nonce = newToken()): string {
  return `${nonce}.${hashToken(`${nonce}:${code}`)}`;
}

/** Whether `code` is the one `stored` (codeHash) was made from, compared in constant time. */
export function codeMatches(stored: string, code: string): boolean {
  const [nonce] = stored.split('.', 1);
  if (!nonce) return false;
  const expected = Buffer.from(stored);
  const given = Buffer.from(codeHash(code, nonce));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
