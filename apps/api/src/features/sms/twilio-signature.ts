import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's
 * auth token, over the full URL Twilio called followed by each POST parameter's name and value,
 * sorted by name. https://www.twilio.com/docs/usage/security#validating-requests
 */
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params).sort().reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function verifyTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
