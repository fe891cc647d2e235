import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-field';

describe('typed dates in the venue date format (spec §9)', () => {
  it('reads a date typed in the venue format as a wire date', () => {
    expect(parseTypedDate('2026/12/22', 'YYYY/MM/DD')).toBe('2026-12-22');
    expect(parseTypedDate(' 22.12.2026 ', 'DD.MM.YYYY')).toBe('2026-12-22');
    expect(parseTypedDate('12/22/2026', 'MM/DD/YYYY')).toBe('2026-12-22');
  });

  it('refuses what is not a date in that format', () => {
    expect(parseTypedDate('22.12.2026', 'YYYY/MM/DD')).toBeNull();
    expect(parseTypedDate('2026/02/30', 'YYYY/MM/DD')).toBeNull();
    expect(parseTypedDate('', 'YYYY/MM/DD')).toBeNull();
  });
});
