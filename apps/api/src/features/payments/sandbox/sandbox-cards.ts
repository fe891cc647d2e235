import { randomBytes } from 'node:crypto';
/**
 * The sandbox's documented test cards (the same numbers Stripe's test mode uses, so habits carry
 * over). Any expiry in the future and any CVC are accepted; the page asks only for the number.
 */
export const SANDBOX_CARDS = {
  /** Paid at once. */
  success: '4242424242424242',
  /** Declined: the session stays open for another card. */
  decline: '4000000000000002',
  /** Asks for an extra confirmation step (3-D Secure) before paying. */
  confirm: '4000002500003155',
} as const;

export type CardOutcome = keyof typeof SANDBOX_CARDS | 'unknown';

export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  const found = (Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[]).find((key) => SANDBOX_CARDS[key] === digits);
  return found ?? 'unknown';
}

/** The card a test number stands for, as the sandbox saves it for later charges. */
export function savedCard(number: string) {
  const digits = number.replace(/[\s-]/g, '');
  return { id: `pm_sbx_${randomBytes(9).toString('hex')}`, brand: 'visa', last4: digits.slice(-4) };
}
