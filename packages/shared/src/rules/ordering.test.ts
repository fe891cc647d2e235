import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedFirst, moveId } from './ordering';

describe('moveId', () => {
  it('moves one id and clamps the target', () => {
    expect(moveId([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveId([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveId([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('keeps the same ids, and moving back restores the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { minLength: 1 }), fc.nat(), fc.nat(), (ids, a, b) => {
        const from = a % ids.length;
        const to = b % ids.length;
        const moved = moveId(ids, from, to);
        expect([...moved].sort()).toEqual([...ids].sort());
        expect(moved[to]).toBe(ids[from]);
        expect(moveId(moved, to, from)).toEqual(ids);
      }),
    );
  });
});

describe('listedFirst', () => {
  it('puts the listed ids first and keeps the others in their order', () => {
    expect(listedFirst([3, 1], [1, 2, 3, 4])).toEqual([3, 1, 2, 4]);
    expect(listedFirst([], [1, 2])).toEqual([1, 2]);
  });
});
