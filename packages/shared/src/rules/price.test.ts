import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatPrice, parsePrice, type PriceSettings } from './price';

const euro: PriceSettings = { currency_symbol: '€', currency_symbol_position: 'before', decimal_separator: 'comma', price_decimal_places: 2 };
const zloty: PriceSettings = { currency_symbol: 'zł', currency_symbol_position: 'after', decimal_separator: 'dot', price_decimal_places: 2 };

describe('formatPrice', () => {
  it('puts the symbol before the amount with a space when the position is before', () => {
    expect(formatPrice(1250, euro)).toBe('€ 12,50');
  });

  it('puts the symbol after the amount for any other position', () => {
    expect(formatPrice(1250, zloty)).toBe('12.50 zł');
    expect(formatPrice(1250, { ...zloty, currency_symbol_position: 'whatever' })).toBe('12.50 zł');
  });

  it('uses a comma only when decimal_separator is comma', () => {
    expect(formatPrice(99, { ...euro, decimal_separator: 'dot' })).toBe('€ 0.99');
    expect(formatPrice(99, { ...euro, decimal_separator: '' })).toBe('€ 0.99');
  });

  it('shows exactly price_decimal_places decimals', () => {
    expect(formatPrice(1250, { ...euro, price_decimal_places: 0 })).toBe('€ 13');
    expect(formatPrice(1249, { ...euro, price_decimal_places: 0 })).toBe('€ 12');
    expect(formatPrice(1250, { ...euro, price_decimal_places: 1 })).toBe('€ 12,5');
    expect(formatPrice(1250, { ...euro, price_decimal_places: 3 })).toBe('€ 12,500');
    expect(formatPrice(0, euro)).toBe('€ 0,00');
  });

  it('leads with the minus sign for negative amounts', () => {
    expect(formatPrice(-300, euro)).toBe('-€ 3,00');
    expect(formatPrice(-300, zloty)).toBe('-3.00 zł');
    expect(formatPrice(-4, { ...euro, price_decimal_places: 0 })).toBe('€ 0');
  });

  it('shows the bare amount when there is no symbol', () => {
    expect(formatPrice(100_000_00, { ...euro, currency_symbol: ' ' })).toBe('100000,00');
  });
});

describe('formatAmount', () => {
  it('rounds half away from zero without float errors', () => {
    expect(formatAmount(1005, 1)).toBe('10.1');
    expect(formatAmount(-1005, 1)).toBe('-10.1');
    expect(formatAmount(150, 0)).toBe('2');
    expect(formatAmount(149, 0)).toBe('1');
  });

  it('keeps every cent when showing two or more places', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(Math.round(Number(formatAmount(minor, 2)) * 100)).toBe(minor);
        expect(parsePrice(formatAmount(minor, 2, 'comma'))).toBe(minor);
      }),
    );
  });
});

describe('parsePrice', () => {
  it('reads either separator into minor units', () => {
    expect(parsePrice('12,5')).toBe(1250);
    expect(parsePrice('12.50')).toBe(1250);
    expect(parsePrice(' 1 000,00 ')).toBe(100000);
    expect(parsePrice('7')).toBe(700);
    expect(parsePrice('-3')).toBe(-300);
    expect(parsePrice('-0')).toBe(0);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '1,234,5', '12.345', '€ 3', '1e3', '.5']) expect(parsePrice(text)).toBeNull();
  });
});
