import { lineDiscount, type LineDiscount } from './discount';
import { divideRounded, taxLine, type TaxMode } from './tax';

/**
 * The money of a sale (issue 14), in integer minor units, used by the checkout screen and the API.
 * A line is unit price × quantity, less its discount (rounded per line), then taxed on its own
 * (tax.ts: inclusive or exclusive per the venue's catalogue setting, half away from zero). The
 * totals and the tax summary are sums of the lines, never rounded again. Tips are on top, untaxed.
 * Payments settle the sale when they add up to the amount due exactly; cash may be over-tendered
 * and gives change. A refund never gives back more than a line was paid.
 */

export interface MoneyLineInput {
  unit_price: number;
  quantity: number;
  discount: LineDiscount | null;
  /** Basis points. */
  tax_rate: number;
}

export interface MoneyLine {
  /** unit price × quantity, as entered. */
  amount: number;
  discount: number;
  net: number;
  tax: number;
  /** What the line costs the customer (tax included). */
  total: number;
  tax_rate: number;
}

export interface SaleTotals {
  lines: MoneyLine[];
  subtotal: number;
  discount: number;
  net: number;
  tax: number;
  total: number;
  tips: number;
  /** total + tips. */
  due: number;
  tax_summary: { rate: number; net: number; tax: number; total: number }[];
}

export function moneyLine(line: MoneyLineInput, mode: TaxMode): MoneyLine {
  const amount = line.unit_price * line.quantity;
  const discount = line.discount ? lineDiscount(amount, line.discount) : 0;
  const taxed = taxLine({ amount: amount - discount, rate: line.tax_rate }, mode);
  return { amount, discount, net: taxed.net, tax: taxed.tax, total: taxed.gross, tax_rate: line.tax_rate };
}

export function saleTotals(lines: MoneyLineInput[], mode: TaxMode, tips: number[] = []): SaleTotals {
  const money = lines.map((line) => moneyLine(line, mode));
  const sum = (pick: (line: MoneyLine) => number) => money.reduce((total, line) => total + pick(line), 0);
  const byRate = new Map<number, { rate: number; net: number; tax: number; total: number }>();
  for (const line of money) {
    const row = byRate.get(line.tax_rate) ?? { rate: line.tax_rate, net: 0, tax: 0, total: 0 };
    row.net += line.net;
    row.tax += line.tax;
    row.total += line.total;
    byRate.set(line.tax_rate, row);
  }
  const tipTotal = tips.reduce((total, tip) => total + tip, 0);
  const total = sum((line) => line.total);
  return {
    lines: money,
    subtotal: sum((line) => line.amount),
    discount: sum((line) => line.discount),
    net: sum((line) => line.net),
    tax: sum((line) => line.tax),
    total,
    tips: tipTotal,
    due: total + tipTotal,
    tax_summary: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}

export interface PaymentInput {
  method: string;
  amount: number;
  /** Cash handed over (cash only; at least the amount). */
  tendered?: number;
}

export type SettleProblem = 'not_positive' | 'sum_mismatch' | 'tendered_short' | 'tendered_not_cash';

/** Checks payments against the amount due; answers each payment's change, or the problem. */
export function settle(due: number, payments: PaymentInput[]): { ok: true; change: number[] } | { ok: false; problem: SettleProblem } {
  if (payments.some((payment) => payment.amount <= 0) && due > 0) return { ok: false, problem: 'not_positive' };
  const sum = payments.reduce((total, payment) => total + payment.amount, 0);
  if (sum !== due) return { ok: false, problem: 'sum_mismatch' };
  const change: number[] = [];
  for (const payment of payments) {
    if (payment.tendered === undefined) {
      change.push(0);
      continue;
    }
    if (payment.method !== 'cash') return { ok: false, problem: 'tendered_not_cash' };
    if (payment.tendered < payment.amount) return { ok: false, problem: 'tendered_short' };
    change.push(payment.tendered - payment.amount);
  }
  return { ok: true, change };
}

export interface RefundableLine {
  quantity: number;
  total: number;
  tax: number;
  net: number;
  /** What earlier refunds gave back of this line (positive numbers). */
  refunded_quantity: number;
  refunded_total: number;
  refunded_tax: number;
  refunded_net: number;
}

/**
 * What refunding `quantity` more of a line gives back (positive amounts), or null when more is asked
 * than is left. The last unit refunded gives back exactly what is left, so a line's refunds add up
 * to what it was paid, never more.
 */
export function refundPart(line: RefundableLine, quantity: number): { total: number; tax: number; net: number } | null {
  const left = line.quantity - line.refunded_quantity;
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > left) return null;
  if (quantity === left) {
    return { total: line.total - line.refunded_total, tax: line.tax - line.refunded_tax, net: line.net - line.refunded_net };
  }
  const total = Math.min(divideRounded(line.total * quantity, line.quantity), line.total - line.refunded_total);
  const tax = Math.min(divideRounded(line.tax * quantity, line.quantity), line.tax - line.refunded_tax, total);
  return { total, tax, net: total - tax };
}
