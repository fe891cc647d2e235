import { describe, expect, it } from 'vitest';
import { isPhoneLike, normalizePhone, phoneSearchDigits } from './phone';

describe('normalizePhone', () => {
  it('keeps an international number, without its separators', () => {
    expect(normalizePhone('+34 600 12 34 56', 'NL')).toBe('+34600123456');
    expect(normalizePhone('+44 (20) 7946-0958', '')).toBe('+442079460958');
    expect(normalizePhone('0034 600.123.456', 'NL')).toBe('+34600123456');
  });

  it("reads a national number as one of the venue's country, without the trunk prefix", () => {
    expect(normalizePhone('06 1234 5678', 'NL')).toBe('+31612345678');
    expect(normalizePhone('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(normalizePhone('600 123 456', 'ES')).toBe('+34600123456');
    expect(normalizePhone('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(normalizePhone('(415) 555-2671', 'US')).toBe('+14155552671');
  });

  it('refuses what cannot be a number', () => {
    for (const garbage of ['abc', 'call 0612345678', '12ab34567', '+', '++31612345678', '123', '+31 6 12', '+31 6 1234 5678 9999', '06-12', '']) {
      expect(normalizePhone(garbage, 'NL'), garbage).toBeNull();
    }
  });

  it('needs a country code when the venue has no known country', () => {
    expect(normalizePhone('0612345678', '')).toBeNull();
    expect(normalizePhone('0612345678', 'XX')).toBeNull();
    expect(normalizePhone('+31612345678', '')).toBe('+31612345678');
  });
});

describe('phone search', () => {
  it('tells a typed number from a name', () => {
    expect(isPhoneLike('600 12')).toBe(true);
    expect(isPhoneLike('+34-600')).toBe(true);
    expect(isPhoneLike('anna')).toBe(false);
    expect(isPhoneLike('anna2')).toBe(false);
    expect(isPhoneLike(' - ')).toBe(false);
  });

  it('matches stored E.164 digits with or without the trunk or 00 prefix', () => {
    expect(phoneSearchDigits('600 12', 'ES')).toEqual(['60012']);
    expect(phoneSearchDigits('06 1234', 'NL')).toEqual(['061234', '3161234']);
    expect(phoneSearchDigits('0031 6', 'NL')).toEqual(['00316', '316']);
    expect(phoneSearchDigits('+31 6', 'NL')).toEqual(['316']);
    expect(phoneSearchDigits('06', '')).toEqual(['06']);
    expect(phoneSearchDigits('jose', 'NL')).toEqual([]);
  });
});
