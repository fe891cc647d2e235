import type { Language } from '@chairside/shared/constants';
export { paymentDoneUrl as cardDoneUrl } from '../../payments/payments.service';

/** The purpose of a till's card payment at the card provider (payments' CheckoutEffects). */
export const TILL_CARD_PURPOSE = 'till_card';

/** An amount as the customer reads it in their language (the pay-by-link texts). */
export function moneyText(amount: number, currency: string, lang: Language): string {
  try {
    return new Intl.NumberFormat(lang === 'nld' ? 'nl-NL' : lang, { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
