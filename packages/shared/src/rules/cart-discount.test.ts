import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadCartDiscount } from './cart-discount';

describe('spreadCartDiscount', () => {
  it('gives a percentage to every line', () => {
    expect(spreadCartDiscount([1000, 2500], { kind: 'percent', value: 1000 })).toEqual([{ kind: 'percent', value: 1000 }, { kind: 'percent', value: 1000 }]);
  });
  it('shares a fixed amount in proportion, to the minor unit', () => {
    expect(spreadCartDiscount([1000, 2000], { kind: 'fixed', value: 1000 }).map((d) => d.value)).toEqual([333, 667]);
    expect(spreadCartDiscount([100, 100, 100], { kind: 'fixed', value: 100 }).map((d) => d.value)).toEqual([34, 33, 33]);
  });
  it('never gives more than the lines or a line', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 30_000_000 }), (amounts, value) => {
      const shares = spreadCartDiscount(amounts, { kind: 'fixed', value }).map((d) => d.value);
      const whole = amounts.reduce((s, a) => s + a, 0);
      expect(shares.reduce((s, a) => s + a, 0)).toBe(Math.min(value, whole));
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(amounts[i]!));
    }));
  });
});
