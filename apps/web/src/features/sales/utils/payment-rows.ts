/**
 * The till's payment rows (issue 14): what is still to pay, each cash row's change, and whether Pay
 * may be pressed (the rows add up to the amount due exactly; cash handed over covers its amount).
 * Amounts are integer minor units; `tendered` is only for cash.
 */
export interface PaymentRow {
  method: string;
  amount: number;
  tendered: number | null;
  /** Method 'voucher': the gift voucher's code as typed. */
  voucher_code?: string;
  /** Method 'other': the name the venue gives it (bank transfer, BLIK…), sent as the method; empty: 'other'. */
  other_name?: string;
}

export interface PaymentState {
  paid: number;
  remaining: number;
  change: number[];
  canPay: boolean;
}

export function paymentState(due: number, rows: PaymentRow[]): PaymentState {
  const paid = rows.reduce((sum, row) => sum + row.amount, 0);
  const change = rows.map((row) => (row.method === 'cash' && row.tendered !== null ? Math.max(0, row.tendered - row.amount) : 0));
  const covered = rows.every((row) => row.method !== 'cash' || row.tendered === null || row.tendered >= row.amount);
  const positive = rows.every((row) => row.amount > 0 || due === 0);
  const coded = rows.every((row) => row.method !== 'voucher' || (row.voucher_code ?? '').trim() !== '');
  return { paid, remaining: due - paid, change, canPay: rows.length > 0 && paid === due && covered && positive && coded && rows.every((row) => row.method.trim() !== '') };
}

/** A new row takes what is left to pay (never negative). */
export const nextRow = (due: number, rows: PaymentRow[], method = 'cash'): PaymentRow => ({
  method,
  amount: Math.max(0, due - rows.reduce((sum, row) => sum + row.amount, 0)),
  tendered: null,
});

/** The rows as POST checkouts/pay takes them. */
export const paymentsBody = (rows: PaymentRow[]) =>
  rows.map((row) => {
    if (row.method === 'cash' && row.tendered !== null) return { method: row.method, amount: row.amount, tendered: row.tendered };
    if (row.method === 'voucher') return { method: row.method, amount: row.amount, voucher_code: (row.voucher_code ?? '').trim() };
    if (row.method === 'other') return { method: row.other_name?.trim() || 'other', amount: row.amount };
    return { method: row.method, amount: row.amount };
  });
