import { describe, expect, it } from 'vitest';
import { covers, intersect, normalize, overlapsAny, subtract } from './calendar-intervals';

describe('intervals', () => {
  it('normalizes, subtracts and intersects', () => {
    expect(normalize([[5, 8], [1, 3], [3, 4], [7, 9], [10, 10]])).toEqual([[1, 4], [5, 9]]);
    expect(subtract([[0, 10], [20, 30]], [[2, 4], [8, 22], [29, 40]])).toEqual([[0, 2], [4, 8], [22, 29]]);
    expect(subtract([[0, 10]], [])).toEqual([[0, 10]]);
    expect(intersect([[0, 10], [20, 30]], [[5, 25]])).toEqual([[5, 10], [20, 25]]);
  });

  it('answers covers and overlaps for half-open intervals', () => {
    const list = normalize([[0, 10], [20, 30]]);
    expect(covers(list, 0, 10)).toBe(true);
    expect(covers(list, 5, 21)).toBe(false);
    expect(overlapsAny(list, 10, 20)).toBe(false);
    expect(overlapsAny(list, 9, 20)).toBe(true);
    expect(overlapsAny([], 0, 1)).toBe(false);
  });
});
