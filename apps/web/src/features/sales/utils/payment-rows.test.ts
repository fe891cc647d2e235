import { describe, expect, it } from 'vitest';
import { nextRow, paymentState, paymentsBody } from './payment-rows';

describe('the till’s payment rows', () => {
  it('pays when a split adds up to the amount due and gives cash change', () => {
    const rows = [{ method: 'card', amount: 5000, tendered: null }, { method: 'cash', amount: 3540, tendered: 5000 }];
    expect(paymentState(8540, rows)).toEqual({ paid: 8540, remaining: 0, change: [0, 1460], canPay: true });
    expect(paymentsBody(rows)).toEqual([{ method: 'card', amount: 5000 }, { method: 'cash', amount: 3540, tendered: 5000 }]);
  });

  it('does not pay short, over, or with cash handed over below its amount', () => {
    expect(paymentState(8540, [{ method: 'card', amount: 8000, tendered: null }])).toMatchObject({ remaining: 540, canPay: false });
    expect(paymentState(8540, [{ method: 'card', amount: 9000, tendered: null }])).toMatchObject({ remaining: -460, canPay: false });
    expect(paymentState(100, [{ method: 'cash', amount: 100, tendered: 50 }]).canPay).toBe(false);
    expect(paymentState(100, []).canPay).toBe(false);
  });

  it('starts a new row with what is left', () => {
    expect(nextRow(8540, [{ method: 'card', amount: 5000, tendered: null }])).toEqual({ method: 'cash', amount: 3540, tendered: null });
    expect(nextRow(100, [{ method: 'card', amount: 200, tendered: null }]).amount).toBe(0);
  });

  it('pays with a gift voucher only once its code is typed, and sends the code', () => {
    const rows = [{ method: 'voucher', amount: 2000, tendered: null, voucher_code: '' }, { method: 'card', amount: 540, tendered: null }];
    expect(paymentState(2540, rows).canPay).toBe(false);
    const coded = [{ ...rows[0]!, voucher_code: ' abcd-efgh-jk23 ' }, rows[1]!];
    expect(paymentState(2540, coded).canPay).toBe(true);
    expect(paymentsBody(coded)).toEqual([{ method: 'voucher', amount: 2000, voucher_code: 'abcd-efgh-jk23' }, { method: 'card', amount: 540 }]);
  });

  it('sends another method under the name the desk gives it, or as "other" without one', () => {
    const rows = [{ method: 'other', amount: 1000, tendered: null, other_name: ' Bank transfer ' }, { method: 'other', amount: 540, tendered: null, other_name: '  ' }];
    expect(paymentsBody(rows)).toEqual([{ method: 'Bank transfer', amount: 1000 }, { method: 'other', amount: 540 }]);
  });
});
