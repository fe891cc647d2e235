/**
 * The discount of one line (issue 12), used by checkout (sales issue) and by the catalogue's
 * previews. Amounts are integer minor units; a percentage is basis points (1 % = 100).
 *
 * - A percentage is rounded per line, half away from zero, in minor units.
 * - A fixed amount takes off at most the line.
 * - The discount never exceeds the line and carries the line's sign (a refund line's discount
 *   is negative), so line − discount never crosses zero.
 */

export type LineDiscount = { kind: 'percent'; value: number } | { kind: 'fixed'; value: number };

export const BASIS_POINTS = 10_000;

const whole = (n: number) => (Number.isFinite(n) ? Math.trunc(n) : 0);

/** |amount| × bp / 10 000 rounded half away from zero, in exact integer arithmetic. */
function percentOf(magnitude: number, bp: number): number {
  const numerator = BigInt(magnitude) * BigInt(bp) * 2n + BigInt(BASIS_POINTS);
  return Number(numerator / BigInt(2 * BASIS_POINTS));
}

/** The amount a discount takes off a line of `line` minor units. */
export function lineDiscount(line: number, discount: LineDiscount): number {
  const amount = whole(line);
  const magnitude = Math.abs(amount);
  const value = Math.max(0, whole(discount.value));
  const off = discount.kind === 'percent' ? percentOf(magnitude, Math.min(value, BASIS_POINTS)) : Math.min(value, magnitude);
  const capped = Math.min(off, magnitude);
  return amount < 0 && capped > 0 ? -capped : capped;
}
