import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS, lineDiscount } from './discount';

const line = fc.integer({ min: -100_000_000, max: 100_000_000 });
const bp = fc.integer({ min: 0, max: BASIS_POINTS });

/** The exact value as a fraction, rounded half away from zero by comparing doubled remainders. */
function exactPercent(amount: number, basisPoints: number): number {
  const product = BigInt(Math.abs(amount)) * BigInt(basisPoints);
  const quotient = product / 10_000n;
  const remainder = product % 10_000n;
  const rounded = remainder * 2n >= 10_000n ? quotient + 1n : quotient;
  return amount < 0 ? -Number(rounded) : Number(rounded);
}

describe('lineDiscount', () => {
  it('rounds a percentage half away from zero in minor units', () => {
    expect(lineDiscount(1005, { kind: 'percent', value: 1000 })).toBe(101); // 100.5 → 101
    expect(lineDiscount(-1005, { kind: 'percent', value: 1000 })).toBe(-101);
    expect(lineDiscount(1004, { kind: 'percent', value: 1000 })).toBe(100); // 100.4 → 100
    expect(lineDiscount(999, { kind: 'percent', value: 3333 })).toBe(333); // 332.9667 → 333
    expect(lineDiscount(5, { kind: 'percent', value: 1000 })).toBe(1); // 0.5 → 1
  });

  it('takes a fixed amount, never more than the line', () => {
    expect(lineDiscount(5000, { kind: 'fixed', value: 1500 })).toBe(1500);
    expect(lineDiscount(1000, { kind: 'fixed', value: 1500 })).toBe(1000);
    expect(lineDiscount(-1000, { kind: 'fixed', value: 1500 })).toBe(-1000);
    expect(lineDiscount(0, { kind: 'fixed', value: 1500 })).toBe(0);
  });

  it('is the exact percentage rounded half away from zero, for any line and rate', () => {
    fc.assert(fc.property(line, bp, (amount, rate) => lineDiscount(amount, { kind: 'percent', value: rate }) === exactPercent(amount, rate)));
  });

  it('never exceeds the line and keeps its sign, whatever the discount', () => {
    const discount = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: -5, max: 50_000 }) }),
      fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: -5, max: 200_000_000 }) }),
    );
    fc.assert(
      fc.property(line, discount, (amount, d) => {
        const off = lineDiscount(amount, d);
        expect(Number.isInteger(off)).toBe(true);
        expect(Math.abs(off)).toBeLessThanOrEqual(Math.abs(amount));
        expect(off === 0 || Math.sign(off) === Math.sign(amount)).toBe(true);
      }),
    );
  });

  it('grows with the rate: a higher percentage never takes off less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), bp, bp, (amount, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return lineDiscount(amount, { kind: 'percent', value: low }) <= lineDiscount(amount, { kind: 'percent', value: high });
      }),
    );
  });

  it('takes the whole line at 100 % and nothing at 0 %', () => {
    fc.assert(
      fc.property(line, (amount) => {
        expect(lineDiscount(amount, { kind: 'percent', value: BASIS_POINTS })).toBe(amount);
        expect(lineDiscount(amount, { kind: 'percent', value: 0 })).toBe(0);
      }),
    );
  });
});
