import { describe, expect, it } from 'vitest';
import { formatVoucherCode, normalizeVoucherCode, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH, voucherStatusOn } from './voucher-code';

describe('voucher codes', () => {
  it('uses 32 unambiguous characters: 60 bits in 12', () => {
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(VOUCHER_ALPHABET).not.toContain(lookAlike);
    expect(VOUCHER_CODE_LENGTH * Math.log2(VOUCHER_ALPHABET.length)).toBe(60);
  });

  it('reads a code typed in any case, with spaces or dashes, and refuses anything else', () => {
    expect(normalizeVoucherCode('abcd-efgh-jk23')).toBe('ABCDEFGHJK23');
    expect(normalizeVoucherCode(' ABCD EFGH JK23 ')).toBe('ABCDEFGHJK23');
    expect(normalizeVoucherCode('ABCD-EFGH-JK2')).toBeNull();
    expect(normalizeVoucherCode('ABCD-EFGH-JK20')).toBeNull();
    expect(normalizeVoucherCode('1; drop table')).toBeNull();
  });

  it('prints in groups of four and round-trips', () => {
    expect(formatVoucherCode('ABCDEFGHJK23')).toBe('ABCD-EFGH-JK23');
    expect(normalizeVoucherCode(formatVoucherCode('ABCDEFGHJK23'))).toBe('ABCDEFGHJK23');
  });

  it('is expired only after its last day, and only when otherwise active', () => {
    expect(voucherStatusOn('active', '2027-03-10', '2027-03-10')).toBe('active');
    expect(voucherStatusOn('active', '2027-03-09', '2027-03-10')).toBe('expired');
    expect(voucherStatusOn('active', null, '2030-01-01')).toBe('active');
    expect(voucherStatusOn('used', '2020-01-01', '2027-03-10')).toBe('used');
  });
});
