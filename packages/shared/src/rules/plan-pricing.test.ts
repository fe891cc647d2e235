import { describe, expect, it } from 'vitest';
import { centsToUnits, extraSeats, extraSeatsCost, monthlyTotal, planTotal } from './plan-pricing';

// A plan entry: first staff 29.00, each extra staff 10.00 (cents).
const month = [2900, 1000];
const year = [2378, 820];

describe('plan prices', () => {
  it('divides cents by 100', () => {
    expect(centsToUnits(2900)).toBe(29);
    expect(centsToUnits(2378)).toBe(23.78);
  });

  it('adds the extra-staff rate for each staff member after the first', () => {
    expect(monthlyTotal(month, 1)).toBe(2900);
    expect(monthlyTotal(month, 4)).toBe(2900 + 3 * 1000);
    expect(monthlyTotal(month, 0)).toBe(2900);
  });

  it('bills a yearly plan at 12 times its monthly total', () => {
    expect(planTotal(month, 3, 'month')).toBe(4900);
    expect(planTotal(year, 3, 'year')).toBe((2378 + 2 * 820) * 12);
  });

  it('treats a free plan as costing nothing', () => {
    expect(planTotal([0, 0], 5, 'year')).toBe(0);
    expect(planTotal([], 5, 'month')).toBe(0);
  });
});

describe('extra seats', () => {
  it('buys staff minus bought seats, never a negative number', () => {
    expect(extraSeats(5, 3)).toBe(2);
    expect(extraSeats(3, 5)).toBe(0);
  });

  it('costs the extra-staff rate per seat, 12 times for yearly', () => {
    expect(extraSeatsCost(month, 5, 3, 'month')).toBe(2000);
    expect(extraSeatsCost(year, 5, 3, 'year')).toBe(2 * 820 * 12);
    expect(extraSeatsCost(month, 2, 3, 'month')).toBe(0);
  });
});
