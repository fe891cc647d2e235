import { describe, expect, it } from 'vitest';
import { matchesSearch, moveId } from './reorder';

describe('moveId', () => {
  it('moves one id up, down, to either end, and ignores a move past the ends', () => {
    expect(moveId([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveId([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});

describe('matchesSearch', () => {
  it('needs every word, ignoring case and accents', () => {
    expect(matchesSearch(['Zoë', 'de Vries', 'Colourist'], 'zoe vries')).toBe(true);
    expect(matchesSearch(['Zoë', 'de Vries', 'Colourist'], 'zoe bakker')).toBe(false);
    expect(matchesSearch(['Emma'], '  ')).toBe(true);
  });
});
