import { formatAmount, MINOR_UNIT_DIGITS, parsePrice } from '@chairside/shared/rules/price';

/** Helpers the three offer forms share: prices and percentages typed as text, server field errors. */

export type FieldErrors = Record<string, string>;

/** Minor units as the venue types them ('120,00' with a comma separator). */
export const priceText = (minor: number, separator: string) => formatAmount(minor, MINOR_UNIT_DIGITS, separator === ',' ? 'comma' : 'dot');

/** A typed non-negative price in minor units, or null when it is not one. */
export const readPrice = (text: string): number | null => {
  const minor = parsePrice(text);
  return minor === null || minor < 0 ? null : minor;
};

/** Basis points as a percentage text ('12,5' for 1250). */
export const percentText = (bp: number, separator: string) => {
  const text = String(bp / 100);
  return separator === ',' ? text.replace('.', ',') : text;
};

/** A typed percentage (0–100, at most two decimals) in basis points, or null. */
export const readPercent = (text: string): number | null => {
  const minor = parsePrice(text.replace('%', ''));
  return minor === null || minor < 0 || minor > 10_000 ? null : minor;
};

/** A typed whole number, or null when empty or not one. */
export const readWhole = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
};

/** The first message of each field of a 422, keyed by the top-level field ('items.0.count' → 'items'). */
export function fieldErrorsOf(errors: Record<string, string[]>): FieldErrors {
  const found: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const top = field.split(/[.[]/)[0] ?? field;
    if (!found[top] && messages[0]) found[top] = messages[0];
  }
  return found;
}
