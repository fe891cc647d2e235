import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundPart, saleTotals, settle, type MoneyLineInput, type RefundableLine } from './sale-money';
import { spreadCartDiscount } from './cart-discount';
import type { TaxMode } from './tax';

const mode = fc.constantFrom<TaxMode>('included', 'excluded');
const line: fc.Arbitrary<MoneyLineInput> = fc.record({
  unit_price: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  tax_rate: fc.constantFrom(2300, 2100, 900, 800, 600, 550, 0),
  discount: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 2_000_000 }) }),
    ),
    { nil: null },
  ),
});
const cart = fc.array(line, { minLength: 1, maxLength: 25 });
const tips = fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 4 });

describe('sale totals', () => {
  it('matches a worked example (21 % included, 10 % off one line, a tip)', () => {
    const totals = saleTotals([
      { unit_price: 4500, quantity: 1, discount: { kind: 'percent', value: 1000 }, tax_rate: 2100 },
      { unit_price: 1995, quantity: 2, discount: null, tax_rate: 900 },
    ], 'included', [500]);
    expect(totals).toMatchObject({ subtotal: 8490, discount: 450, total: 8040, tips: 500, due: 8540 });
    expect(totals.lines[0]).toMatchObject({ total: 4050, tax: 703, net: 3347 });
    expect(totals.lines[1]).toMatchObject({ total: 3990, tax: 329, net: 3661 });
  });

  it('is exact in minor units: every amount an integer, lines add up, net + tax = total, the tax summary adds up', () => {
    fc.assert(fc.property(cart, mode, tips, (lines, taxMode, tipList) => {
      const totals = saleTotals(lines, taxMode, tipList);
      for (const value of [totals.subtotal, totals.discount, totals.net, totals.tax, totals.total, totals.due]) expect(Number.isSafeInteger(value)).toBe(true);
      for (const money of totals.lines) {
        expect(money.net + money.tax).toBe(money.total);
        expect(money.discount).toBeGreaterThanOrEqual(0);
        expect(money.discount).toBeLessThanOrEqual(money.amount);
        expect(taxMode === 'included' ? money.total : money.net).toBe(money.amount - money.discount);
      }
      expect(totals.net + totals.tax).toBe(totals.total);
      expect(totals.subtotal - totals.discount).toBe(taxMode === 'included' ? totals.total : totals.net);
      expect(totals.tax_summary.reduce((sum, row) => sum + row.tax, 0)).toBe(totals.tax);
      expect(totals.tax_summary.reduce((sum, row) => sum + row.net, 0)).toBe(totals.net);
      expect(totals.tax_summary.reduce((sum, row) => sum + row.total, 0)).toBe(totals.total);
      expect(totals.due).toBe(totals.total + tipList.reduce((sum, tip) => sum + tip, 0));
    }));
  });
});

describe('settling payments', () => {
  it('settles a split exactly equal to the amount due and gives cash change', () => {
    expect(settle(8540, [{ method: 'card', amount: 5000 }, { method: 'cash', amount: 3540, tendered: 5000 }])).toEqual({ ok: true, change: [0, 1460] });
    expect(settle(8540, [{ method: 'card', amount: 5000 }])).toEqual({ ok: false, problem: 'sum_mismatch' });
    expect(settle(100, [{ method: 'card', amount: 100, tendered: 200 }])).toEqual({ ok: false, problem: 'tendered_not_cash' });
    expect(settle(100, [{ method: 'cash', amount: 100, tendered: 50 }])).toEqual({ ok: false, problem: 'tendered_short' });
  });

  it('any split of the amount due settles; anything else does not', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: -50, max: 50 }), (due, weights, off) => {
      const whole = weights.reduce((a, b) => a + b, 0);
      const parts = weights.map((w) => Math.floor((due * w) / whole));
      parts[0]! += due - parts.reduce((a, b) => a + b, 0);
      const payments = parts.filter((p) => p > 0).map((amount, i) => ({ method: i % 2 ? 'card' : 'other', amount }));
      expect(settle(due, payments).ok).toBe(true);
      if (off !== 0 && payments[0]!.amount + off > 0) {
        payments[0]!.amount += off;
        expect(settle(due, payments)).toEqual({ ok: false, problem: 'sum_mismatch' });
      }
    }));
  });
});

describe('refunds', () => {
  it('never give back more than a line was paid, whatever the order of partial refunds', () => {
    fc.assert(fc.property(line, mode, fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 10 }), (input, taxMode, asks) => {
      const money = saleTotals([input], taxMode).lines[0]!;
      const state: RefundableLine = {
        quantity: input.quantity, total: money.total, tax: money.tax, net: money.net,
        refunded_quantity: 0, refunded_total: 0, refunded_tax: 0, refunded_net: 0,
      };
      for (const ask of asks) {
        const part = refundPart(state, ask);
        if (ask > state.quantity - state.refunded_quantity) {
          expect(part).toBeNull();
          continue;
        }
        expect(part).not.toBeNull();
        expect(part!.net + part!.tax).toBe(part!.total);
        state.refunded_quantity += ask;
        state.refunded_total += part!.total;
        state.refunded_tax += part!.tax;
        state.refunded_net += part!.net;
        expect(state.refunded_total).toBeLessThanOrEqual(state.total);
        expect(state.refunded_tax).toBeLessThanOrEqual(state.tax);
      }
      const rest = refundPart(state, state.quantity - state.refunded_quantity);
      if (rest) {
        expect(state.refunded_total + rest.total).toBe(state.total);
        expect(state.refunded_tax + rest.tax).toBe(state.tax);
      } else {
        expect(state.refunded_total).toBe(state.total);
      }
    }));
  });
});

describe('a cart discount and covered lines (packages, memberships)', () => {
  it('takes off exactly the catalogue discount over the lines it applies to, covered lines costing nothing, still exact', () => {
    const covered = fc.array(fc.boolean(), { minLength: 25, maxLength: 25 });
    fc.assert(fc.property(cart, mode, covered, fc.integer({ min: 0, max: 3_000_000 }), (lines, taxMode, cover, value) => {
      // Covered lines are priced 0 and take no discount; the cart's fixed discount is shared over the others.
      const priced: MoneyLineInput[] = lines.map((l, i) => (cover[i] ? { ...l, unit_price: 0, discount: null } : { ...l, discount: null }));
      const open = priced.map((l, i) => ({ l, i })).filter(({ l }) => l.unit_price > 0);
      const shares = spreadCartDiscount(open.map(({ l }) => l.unit_price * l.quantity), { kind: 'fixed', value });
      open.forEach(({ i }, n) => { priced[i] = { ...priced[i]!, discount: shares[n]! }; });
      const totals = saleTotals(priced, taxMode);
      const subtotal = priced.reduce((s, l) => s + l.unit_price * l.quantity, 0);
      expect(totals.subtotal).toBe(subtotal);
      expect(totals.discount).toBe(Math.min(value, subtotal));
      expect(totals.net + totals.tax).toBe(totals.total);
      priced.forEach((l, i) => { if (l.unit_price === 0) expect(totals.lines[i]!.total).toBe(0); });
      expect(totals.tax_summary.reduce((s, r) => s + r.total, 0)).toBe(totals.total);
    }));
  });
});
