/** Price display (spec §3 "Price display", §9 "Display"). Amounts travel as integer minor units. */

export interface PriceSettings {
  currency_symbol: string;
  /** 'before' puts the symbol in front of the amount; anything else after it. */
  currency_symbol_position: string;
  /** 'comma' gives a comma decimal separator; anything else a dot. */
  decimal_separator: string;
  price_decimal_places: number;
}

/** How many digits the minor unit has (cents: 2). */
export const MINOR_UNIT_DIGITS = 2;

const clampPlaces = (places: number) => (Number.isFinite(places) ? Math.min(Math.max(Math.trunc(places), 0), 6) : MINOR_UNIT_DIGITS);

/**
 * The amount without a symbol: fixed `places` decimals, rounded half away from zero, no grouping.
 * Integer arithmetic only, so 1.005-style float errors cannot appear.
 */
export function formatAmount(minor: number, places: number, separator: 'comma' | 'dot' | string = 'dot'): string {
  const digits = clampPlaces(places);
  const negative = minor < 0;
  let units = Math.abs(Math.round(minor));
  if (digits < MINOR_UNIT_DIGITS) {
    const step = 10 ** (MINOR_UNIT_DIGITS - digits);
    units = Math.round(units / step); // non-negative, so Math.round is half-up = half away from zero
  } else {
    units *= 10 ** (digits - MINOR_UNIT_DIGITS);
  }
  const text = String(units).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  const mark = separator === 'comma' ? ',' : '.';
  const body = digits > 0 ? `${whole}${mark}${fraction}` : whole;
  return negative && units > 0 ? `-${body}` : body;
}

/** A price as the venue shows it: '€ 12,50', '12.50 zł'; the minus sign leads: '-€ 3,00'. */
export function formatPrice(minor: number, settings: PriceSettings): string {
  const amount = formatAmount(minor, settings.price_decimal_places, settings.decimal_separator);
  const symbol = settings.currency_symbol.trim();
  if (!symbol) return amount;
  const negative = amount.startsWith('-');
  const bare = negative ? amount.slice(1) : amount;
  const text = settings.currency_symbol_position === 'before' ? `${symbol} ${bare}` : `${bare} ${symbol}`;
  return negative ? `-${text}` : text;
}

/**
 * Reads a typed price ('12,5', '12.50', '-3', ' 1 000,00 ') into minor units; either separator is
 * accepted whatever the setting. Returns null for anything that is not a number with at most
 * MINOR_UNIT_DIGITS decimals.
 */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '');
  const match = /^(-?)(\d+)(?:[.,](\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > MINOR_UNIT_DIGITS) return null;
  const minor = Number(whole) * 10 ** MINOR_UNIT_DIGITS + Number(fraction.padEnd(MINOR_UNIT_DIGITS, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign && minor !== 0 ? -minor : minor;
}
