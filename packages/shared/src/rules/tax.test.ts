import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, lineTax, taxLine, taxTotals, type TaxMode } from './tax';

const RATES = [2300, 800, 2100, 900, 600, 550, 0];
const rate = fc.constantFrom(...RATES);
const amount = fc.integer({ min: 0, max: 10_000_000 });
const mode = fc.constantFrom<TaxMode>('included', 'excluded');
const lines = fc.array(fc.record({ amount, rate }), { maxLength: 40 });

describe('divideRounded: half away from zero', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(divideRounded(0, 7)).toBe(0);
  });
  it('is within half a unit of the exact quotient', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
      expect(Math.abs(divideRounded(n, d) - n / d)).toBeLessThanOrEqual(0.5 + 1e-9);
    }));
  });
});

describe('tax per line', () => {
  it('matches worked examples (Dutch VAT)', () => {
    // €12.10 incl. 21 %: tax €2.10. €10.00 excl. 21 %: tax €2.10. €1.09 incl. 9 %: 0.09.
    expect(taxLine({ amount: 1210, rate: 2100 }, 'included')).toEqual({ net: 1000, tax: 210, gross: 1210, rate: 2100 });
    expect(taxLine({ amount: 1000, rate: 2100 }, 'excluded')).toEqual({ net: 1000, tax: 210, gross: 1210, rate: 2100 });
    expect(lineTax(109, 900, 'included')).toBe(9);
    // half a cent goes up: 250 × 23 % = 57.5 → 58; 0 % never taxes
    expect(lineTax(250, 2300, 'excluded')).toBe(58);
    expect(lineTax(999, 0, 'included')).toBe(0);
  });

  it('net + tax = gross, tax is never negative and never above the amount', () => {
    fc.assert(fc.property(amount, rate, mode, (a, r, m) => {
      const line = taxLine({ amount: a, rate: r }, m);
      expect(line.net + line.tax).toBe(line.gross);
      expect(line.tax).toBeGreaterThanOrEqual(0);
      expect(line.net).toBeGreaterThanOrEqual(0);
      expect(line.tax).toBeLessThanOrEqual(m === 'included' ? line.gross : a);
      expect(Number.isInteger(line.tax)).toBe(true);
    }));
  });

  it('is the exact tax rounded half away from zero (inclusive and exclusive)', () => {
    fc.assert(fc.property(amount, rate, mode, (a, r, m) => {
      const exact = m === 'included' ? (a * r) / (10_000 + r) : (a * r) / 10_000;
      const tax = lineTax(a, r, m);
      expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      if (Math.abs(tax - exact) > 0.5 - 1e-9) expect(tax).toBeGreaterThan(exact); // a tie went up
    }));
  });

  it('is idempotent: taxing the same line again gives the same answer, and exclusive → inclusive agrees', () => {
    fc.assert(fc.property(amount, rate, mode, (a, r, m) => {
      expect(taxLine({ amount: a, rate: r }, m)).toEqual(taxLine({ amount: a, rate: r }, m));
    }));
    // A net price with its rounded tax, entered again as a gross price, splits back into the same net and tax
    // whenever the rounding left the gross exact (rate 0 always; otherwise for nets that are multiples of 100).
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), rate, (units, r) => {
      const net = units * 100;
      const excl = taxLine({ amount: net, rate: r }, 'excluded');
      const incl = taxLine({ amount: excl.gross, rate: r }, 'included');
      expect(Math.abs(incl.net - excl.net)).toBeLessThanOrEqual(1);
    }));
  });
});

describe('a receipt', () => {
  it('totals are the sums of its lines, never re-rounded (both modes)', () => {
    fc.assert(fc.property(lines, mode, (input, m) => {
      const totals = taxTotals(input, m);
      const each = input.map((line) => taxLine(line, m));
      expect(totals.lines).toEqual(each);
      expect(totals.tax).toBe(each.reduce((s, l) => s + l.tax, 0));
      expect(totals.net).toBe(each.reduce((s, l) => s + l.net, 0));
      expect(totals.gross).toBe(each.reduce((s, l) => s + l.gross, 0));
      expect(totals.net + totals.tax).toBe(totals.gross);
      expect(totals.byRate.reduce((s, r) => s + r.tax, 0)).toBe(totals.tax);
      expect(totals.byRate.reduce((s, r) => s + r.gross, 0)).toBe(totals.gross);
      // the entered amounts are kept: gross when inclusive, net when exclusive
      const entered = input.reduce((s, l) => s + l.amount, 0);
      expect(m === 'included' ? totals.gross : totals.net).toBe(entered);
    }));
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(fc.property(lines, mode, (input, m) => {
      const forward = taxTotals(input, m);
      const backward = taxTotals([...input].reverse(), m);
      expect([backward.net, backward.tax, backward.gross]).toEqual([forward.net, forward.tax, forward.gross]);
      expect(backward.byRate).toEqual(forward.byRate);
    }));
  });

  it('is not the total rounded once: three 0.02 lines at 21 % excl. carry no tax, though 0.06 × 21 % would round to 0.01', () => {
    const totals = taxTotals([{ amount: 2, rate: 2100 }, { amount: 2, rate: 2100 }, { amount: 2, rate: 2100 }], 'excluded');
    expect(totals.tax).toBe(0);
    expect(lineTax(6, 2100, 'excluded')).toBe(1);
    expect(taxTotals([], 'excluded')).toMatchObject({ net: 0, tax: 0, gross: 0, byRate: [] });
  });

  it('refuses fractional amounts and negative rates', () => {
    expect(() => lineTax(1.5, 2100, 'excluded')).toThrow(RangeError);
    expect(() => lineTax(100, -1, 'excluded')).toThrow(RangeError);
  });
});
