import { describe, expect, it } from 'vitest';
import { minResizeTotal, parseDurationDetail, resizeSplit, splitDuration } from './duration-detail';

describe('duration_detail', () => {
  it("is 'has gap' only with both gap and finish", () => {
    expect(parseDurationDetail('{"gap":30,"finish":15}')).toEqual({ gap: 30, finish: 15, hasGap: true });
    expect(parseDurationDetail({ gap: '20', finish: '10' })).toEqual({ gap: 20, finish: 10, hasGap: true });
    expect(parseDurationDetail('{"gap":30}').hasGap).toBe(false);
    expect(parseDurationDetail('{"gap":0,"finish":0}').hasGap).toBe(false);
    expect(parseDurationDetail('{"initial":30,"gap":20,"finish":0}').hasGap).toBe(false);
    expect(parseDurationDetail('not json')).toEqual({ gap: 0, finish: 0, hasGap: false });
    expect(parseDurationDetail(null).hasGap).toBe(false);
  });

  it('splits a line into initial, gap and finish', () => {
    expect(splitDuration(90, 30, 15)).toEqual({ initial: 45, gap: 30, finish: 15 });
    expect(splitDuration(30, 30, 15)).toEqual({ initial: 0, gap: 15, finish: 15 });
  });

  it('resizes: the finish absorbs the change and initial + gap are kept', () => {
    const split = { initial: 45, gap: 30, finish: 15 };
    expect(resizeSplit(split, 120)).toEqual({ initial: 45, gap: 30, finish: 45 });
    expect(resizeSplit(split, 80)).toEqual({ initial: 45, gap: 30, finish: 5 });
    expect(resizeSplit(split, 10)).toEqual({ initial: 45, gap: 30, finish: 5 });
    expect(minResizeTotal(split)).toBe(80);
    expect(resizeSplit({ initial: 60, gap: 0, finish: 0 }, 25)).toEqual({ initial: 25, gap: 0, finish: 0 });
    expect(resizeSplit({ initial: 60, gap: 0, finish: 0 }, 0)).toEqual({ initial: 5, gap: 0, finish: 0 });
  });
});
