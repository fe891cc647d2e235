import { describe, expect, it } from 'vitest';
import { fullName, shortFullName } from './name';

describe('shortFullName', () => {
  it('gives the first name and the last-name initial with a period', () => {
    expect(shortFullName('Anna', 'Kowalska')).toBe('Anna K.');
    expect(shortFullName('  Jean ', ' dupont')).toBe('Jean D.');
  });

  it('keeps letters beyond ASCII whole', () => {
    expect(shortFullName('Łucja', 'Żak')).toBe('Łucja Ż.');
    expect(shortFullName('Ana', '𝒵eta')).toBe('Ana 𝒵.');
  });

  it('copes with a missing part', () => {
    expect(shortFullName('Anna', '')).toBe('Anna');
    expect(shortFullName('Anna', null)).toBe('Anna');
    expect(shortFullName('', 'Kowalska')).toBe('K.');
    expect(shortFullName(undefined, undefined)).toBe('');
  });
});

describe('fullName', () => {
  it('joins first and last name, without a stray space when one is empty', () => {
    expect(fullName('Anna', 'Kowalska')).toBe('Anna Kowalska');
    expect(fullName('Anna', '')).toBe('Anna');
    expect(fullName('', 'Kowalska')).toBe('Kowalska');
  });
});
