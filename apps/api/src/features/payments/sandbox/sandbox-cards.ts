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

/**
 * The card a test number stands for, as the sandbox saves it for later charges. Its id carries the
 * last four digits (pm_sbx_<last4>_…), so an off-session charge of it behaves as the card would.
 */
export function savedCard(number: string) {
  const last4 = number.replace(/[\s-]/g, '').slice(-4);
  return { id: `pm_sbx_${last4}_${randomBytes(9).toString('hex')}`, brand: 'visa', last4 };
}

/** An off-session charge of a saved sandbox card: the decline card's last four digits decline, any other saved card pays. */
export function savedCardPays(paymentMethodId: string): boolean {
  const match = /^pm_sbx_(\d{4})_/.exec(paymentMethodId);
  return match !== null && match[1] !== SANDBOX_CARDS.decline.slice(-4);
}
