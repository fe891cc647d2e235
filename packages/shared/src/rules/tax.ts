/**
 * Tax on sale lines (issue 12): per line, in integer minor units, rounded half away from zero;
 * a receipt's totals are the sums of its lines' amounts, never rounded again on the total.
 * Rates are basis points (21 % = 2100). Two ways a venue enters prices:
 * - 'included' (tax-inclusive): the price is the gross; tax = round(gross × rate / (10000 + rate)).
 * - 'excluded' (tax-exclusive): the price is the net; tax = round(net × rate / 10000).
 * Both are computed with integers only (no floating-point drift).
 */

export type TaxMode = 'included' | 'excluded';

export interface TaxLineInput {
  /** The line's amount in minor units as entered (gross when 'included', net when 'excluded'). */
  amount: number;
  /** Basis points: 2100 = 21 %. */
  rate: number;
}

export interface TaxLine {
  net: number;
  tax: number;
  gross: number;
  rate: number;
}

export interface TaxTotals {
  lines: TaxLine[];
  net: number;
  tax: number;
  gross: number;
  /** Tax per rate (basis points), each the sum of its lines. */
  byRate: { rate: number; net: number; tax: number; gross: number }[];
}

/** numerator / denominator rounded half away from zero (integers; denominator > 0). */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRounded: safe integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return sign * rounded || 0;
}

/** The tax in one line (minor units). */
export function lineTax(amount: number, rate: number, mode: TaxMode): number {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(rate) || rate < 0) throw new RangeError('lineTax: integer amount and a non-negative integer rate');
  return mode === 'included' ? divideRounded(amount * rate, 10_000 + rate) : divideRounded(amount * rate, 10_000);
}

/** One line's net, tax and gross: net + tax = gross always. */
export function taxLine({ amount, rate }: TaxLineInput, mode: TaxMode): TaxLine {
  const tax = lineTax(amount, rate, mode);
  return mode === 'included' ? { net: amount - tax, tax, gross: amount, rate } : { net: amount, tax, gross: amount + tax, rate };
}

/** A receipt: every line taxed on its own; the totals (and each rate's) are the sums of the lines. */
export function taxTotals(lines: TaxLineInput[], mode: TaxMode): TaxTotals {
  const taxed = lines.map((line) => taxLine(line, mode));
  const byRate = new Map<number, { rate: number; net: number; tax: number; gross: number }>();
  for (const line of taxed) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0, gross: 0 };
    sum.net += line.net;
    sum.tax += line.tax;
    sum.gross += line.gross;
    byRate.set(line.rate, sum);
  }
  return {
    lines: taxed,
    net: taxed.reduce((sum, line) => sum + line.net, 0),
    tax: taxed.reduce((sum, line) => sum + line.tax, 0),
    gross: taxed.reduce((sum, line) => sum + line.gross, 0),
    byRate: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}

/** 2100 → "21", 550 → "5.5" (a rate as a percentage, dot decimal; the screens format it further). */
export const ratePercent = (rate: number): string => String(rate / 100);

/** A whole percent for the venue's legacy columns (tax_default_service / tax_default_product). */
export const wholePercent = (rate: number): number => Math.round(rate / 100);
