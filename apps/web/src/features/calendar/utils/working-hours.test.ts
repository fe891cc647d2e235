import { describe, expect, it } from 'vitest';
import { clipToRange, closedRanges, mergeIntervals } from './working-hours';

describe('working hours', () => {
  it('merges overlapping open intervals', () => {
    expect(mergeIntervals([[600, 700], [540, 610], [800, 900], [900, 950], [1000, 990]])).toEqual([[540, 700], [800, 950]]);
  });

  it('shades everything outside the shifts', () => {
    expect(closedRanges(480, 1200, [[540, 780], [840, 1080]])).toEqual([[480, 540], [780, 840], [1080, 1200]]);
    expect(closedRanges(480, 1200, [])).toEqual([[480, 1200]]);
    expect(closedRanges(480, 1200, [[0, 1440]])).toEqual([]);
    expect(closedRanges(480, 1200, [[300, 500], [1300, 1400]])).toEqual([[500, 1200]]);
  });

  it('clips time-off to the visible range', () => {
    expect(clipToRange([0, 1440], 480, 1200)).toEqual([480, 1200]);
    expect(clipToRange([300, 400], 480, 1200)).toBeNull();
  });
});
