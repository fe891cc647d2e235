import type { LineDiscount } from './discount';

/**
 * One catalogue discount on a whole cart (issue 14): a percentage goes on each line it applies to
 * as it is (each line rounds its own share, sale-money.ts); a fixed amount is shared between those
 * lines in proportion to their amounts, the minor units left by rounding down going to the largest
 * remainders (then the first lines), so the shares add up to the amount exactly and never exceed a line.
 */
export function spreadCartDiscount(amounts: number[], discount: LineDiscount): LineDiscount[] {
  if (discount.kind === 'percent') return amounts.map(() => ({ kind: 'percent', value: discount.value }));
  const sizes = amounts.map((amount) => Math.max(0, Math.trunc(amount)));
  const whole = sizes.reduce((sum, amount) => sum + amount, 0);
  const value = Math.min(Math.max(0, Math.trunc(discount.value)), whole);
  if (whole === 0) return sizes.map(() => ({ kind: 'fixed', value: 0 }));
  const shares = sizes.map((amount) => {
    const exact = BigInt(amount) * BigInt(value);
    return { base: Number(exact / BigInt(whole)), rest: Number(exact % BigInt(whole)) };
  });
  let left = value - shares.reduce((sum, share) => sum + share.base, 0);
  const order = shares.map((share, i) => i).sort((a, b) => shares[b]!.rest - shares[a]!.rest || a - b);
  for (const i of order) {
    if (left === 0) break;
    if (shares[i]!.base < sizes[i]!) {
      shares[i]!.base += 1;
      left -= 1;
    }
  }
  return shares.map((share) => ({ kind: 'fixed', value: share.base }));
}
