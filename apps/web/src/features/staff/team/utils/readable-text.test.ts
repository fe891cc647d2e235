import { describe, expect, it } from 'vitest';
import { PALETTE } from '@chairside/shared/constants';
import { readableText } from './readable-text';

describe('readableText', () => {
  it('puts white on dark colours and dark text on light ones', () => {
    expect(readableText('#1971c2')).toBe('#ffffff');
    expect(readableText('#f08c00')).toBe('#000000');
    expect(readableText('#ffffff')).toBe('#000000');
    expect(readableText('nonsense')).toBe('#ffffff');
  });

  it('reaches at least 4.5:1 on every palette colour', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const color of PALETTE) {
      const [a, b] = [lum(color), lum(readableText(color))].sort((x, y) => y - x) as [number, number];
      expect((a + 0.05) / (b + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
