import { describe, expect, it } from 'vitest';
import { moveId } from './move-id';

describe('moveId', () => {
  it('moves one id up or down and clamps at the ends', () => {
    expect(moveId([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});
