/**
 * Gift voucher codes and statuses (issue 14), shared by the API and the till: codes are crypto
 * random (the API draws them), typed back in any case with or without separators.
 */

/** 32 letters and digits without the look-alikes 0/O, 1/I (and L kept: no lower case is printed). */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: 60 bits, printed in three groups of four. */
export const VOUCHER_CODE_LENGTH = 12;
export const VOUCHER_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
/** The issue dialog's default validity (the spec names none; 12 months is the common salon rule). */
export const VOUCHER_DEFAULT_MONTHS = 12;

/** What a person types (any case, spaces or dashes) → the stored form; null when it cannot be a code. */
export function normalizeVoucherCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  for (const char of code) if (!VOUCHER_ALPHABET.includes(char)) return null;
  return code;
}

/** ABCD-EFGH-JKLM. */
export const formatVoucherCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The status a voucher shows on a venue day: stored status, with an active one past its last day expired. */
export function voucherStatusOn(stored: string, expiresOn: string | null, today: string): VoucherStatus {
  if (stored === 'active' && expiresOn !== null && expiresOn < today) return 'expired';
  return stored as VoucherStatus;
}

