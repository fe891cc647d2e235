import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, percentText, priceText, readPercent, readPrice, readWhole } from './offer-form';

describe('offer form helpers', () => {
  it('shows and reads prices in the venue format', () => {
    expect(priceText(12050, ',')).toBe('120,50');
    expect(priceText(12050, '.')).toBe('120.50');
    expect(readPrice('120,5')).toBe(12050);
    expect(readPrice('-1')).toBeNull();
    expect(readPrice('abc')).toBeNull();
  });

  it('reads percentages as basis points, at most 100 %', () => {
    expect(readPercent('12,5')).toBe(1250);
    expect(readPercent('10 %')).toBe(1000);
    expect(readPercent('100.01')).toBeNull();
    expect(percentText(1250, ',')).toBe('12,5');
  });

  it('reads whole numbers and groups server errors by top-level field', () => {
    expect(readWhole(' 5 ')).toBe(5);
    expect(readWhole('5.5')).toBeNull();
    expect(fieldErrorsOf({ 'items.0.count': ['Too big'], name: ['Required', 'Other'] })).toEqual({ items: 'Too big', name: 'Required' });
  });
});
