import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is
 * signed with the body, so an old delivery cannot be replayed with a fresh time: one older (or
 * newer) than WEBHOOK_TOLERANCE_S is refused.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'chairside-signature';
export const WEBHOOK_TOLERANCE_S = 5 * 60;

const mac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signWebhook(secret: string, body: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type SignatureCheck = 'ok' | 'signature' | 'expired';

export function checkWebhookSignature(secret: string, body: Buffer, header: string | undefined, now: Date): SignatureCheck {
  if (!header) return 'signature';
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), [...(parts.get(part.slice(0, at).trim()) ?? []), part.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isSafeInteger(timestamp)) return 'signature';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  const matches = (parts.get('v1') ?? []).some((given) => {
    const candidate = Buffer.from(given, 'hex');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) return 'signature';
  return Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_S ? 'expired' : 'ok';
}
