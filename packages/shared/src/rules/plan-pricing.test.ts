import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../constants';
import { PLAN_RATES } from '../subscription';
import { addInterval, centsToUnits, extraSeats, extraSeatsCost, monthlyTotal, planTotal, YEARLY_SAVING_PERCENT, type PlanInterval } from './plan-pricing';

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

describe('the pricing rule, for any rates and staff (property)', () => {
  const cents = fc.integer({ min: 0, max: 100_000 });
  const rates = fc.tuple(cents, cents);
  const staff = fc.integer({ min: 1, max: 1000 });
  const interval = fc.constantFrom<PlanInterval>('month', 'year');

  it('monthly total = first + extra × (staff − 1), an integer number of cents', () => {
    fc.assert(fc.property(rates, staff, ([first, extra], n) => {
      const total = monthlyTotal([first, extra], n);
      expect(Number.isInteger(total)).toBe(true);
      expect(total).toBe(first + extra * (n - 1));
    }));
  });

  it('yearly = 12 × monthly; one more staff adds exactly one extra rate per month', () => {
    fc.assert(fc.property(rates, staff, (prices, n) => {
      expect(planTotal(prices, n, 'year')).toBe(12 * planTotal(prices, n, 'month'));
      expect(monthlyTotal(prices, n + 1) - monthlyTotal(prices, n)).toBe(prices[1]);
    }));
  });

  it('extra seats cost the extra rate for each seat beyond those bought, never below zero', () => {
    fc.assert(fc.property(rates, staff, fc.integer({ min: 0, max: 1000 }), interval, (prices, n, bought, every) => {
      const cost = extraSeatsCost(prices, n, bought, every);
      expect(cost).toBeGreaterThanOrEqual(0);
      expect(cost).toBe(prices[1] * Math.max(0, n - bought) * (every === 'year' ? 12 : 1));
      // Buying the extra seats on top of the seats already bought costs what the difference in totals costs.
      if (bought >= 1 && n >= bought) expect(cost).toBe(planTotal(prices, n, every) - planTotal(prices, bought, every));
    }));
  });

  it('every plan of the catalogue: the year rates save 18 % of the month rates (to the cent), manage is free', () => {
    for (const plan of PLANS) {
      const { month, year } = PLAN_RATES[plan];
      month.forEach((rate, i) => expect(Math.abs(year[i]! - rate * (1 - YEARLY_SAVING_PERCENT / 100))).toBeLessThan(1));
    }
    fc.assert(fc.property(staff, interval, (n, every) => {
      expect(planTotal(PLAN_RATES.manage[every], n, every)).toBe(0);
    }));
  });
});

describe('addInterval', () => {
  it('adds a month or a year, keeping the day or clamping it to the month’s last', () => {
    expect(addInterval('2026-01-15', 'month')).toBe('2026-02-15');
    expect(addInterval('2026-01-31', 'month')).toBe('2026-02-28');
    expect(addInterval('2028-01-31', 'month')).toBe('2028-02-29');
    expect(addInterval('2026-12-05', 'month')).toBe('2027-01-05');
    expect(addInterval('2028-02-29', 'year')).toBe('2029-02-28');
    expect(addInterval('2026-11-28', 'year')).toBe('2027-11-28');
  });
});
