import { describe, expect, it } from 'vitest';
import { MIN_ITEM_HEIGHT, layoutColumn } from './item-layout';

const byKey = (boxes: ReturnType<typeof layoutColumn>) => Object.fromEntries(boxes.map((b) => [b.key, b]));

describe('item layout', () => {
  it('places an item by its start and end', () => {
    const [box] = layoutColumn([{ key: 'a', start: 600, end: 660 }], 540, 2);
    expect(box).toMatchObject({ top: 120, height: 120, left: 0, width: 1, lanes: 1, segments: null, nested: false, gapTaken: false });
  });

  it('gives short items a minimum height and clips items that start before the visible range', () => {
    const boxes = byKey(layoutColumn([{ key: 'a', start: 600, end: 605 }, { key: 'b', start: 500, end: 570 }], 540, 1));
    expect(boxes.a?.height).toBe(MIN_ITEM_HEIGHT);
    expect(boxes.b).toMatchObject({ top: 0, height: 30 });
  });

  it('puts overlapping items side by side and lets separate clusters use the full width', () => {
    const boxes = byKey(
      layoutColumn(
        [
          { key: 'a', start: 600, end: 660 },
          { key: 'b', start: 630, end: 690 },
          { key: 'c', start: 670, end: 700 },
          { key: 'd', start: 720, end: 750 },
        ],
        540,
        1,
      ),
    );
    expect(boxes.a).toMatchObject({ lane: 0, lanes: 2, left: 0, width: 0.5 });
    expect(boxes.b).toMatchObject({ lane: 1, lanes: 2, left: 0.5, width: 0.5 });
    // c does not overlap a, so it reuses lane 0 within the same cluster
    expect(boxes.c).toMatchObject({ lane: 0, lanes: 2 });
    expect(boxes.d).toMatchObject({ lane: 0, lanes: 1, width: 1 });
  });

  it('uses three lanes for three items at the same time', () => {
    const boxes = layoutColumn(['x', 'y', 'z'].map((key) => ({ key, start: 600, end: 630 })), 600, 1);
    expect(boxes.map((b) => b.lane).sort()).toEqual([0, 1, 2]);
    expect(boxes.every((b) => b.lanes === 3 && Math.abs(b.width - 1 / 3) < 1e-9)).toBe(true);
  });

  it("draws a processing item's gap as its own segment and lets a client booked in the gap use the full width", () => {
    const boxes = byKey(
      layoutColumn(
        [
          { key: 'colour', start: 600, end: 690, split: { initial: 30, gap: 45, finish: 15 } },
          { key: 'cut', start: 635, end: 665 },
        ],
        600,
        2,
      ),
    );
    expect(boxes.colour?.segments).toEqual([
      { kind: 'initial', top: 0, height: 60 },
      { kind: 'gap', top: 60, height: 90 },
      { kind: 'finish', top: 150, height: 30 },
    ]);
    expect(boxes.colour).toMatchObject({ lanes: 1, width: 1, gapTaken: true, nested: false });
    expect(boxes.cut).toMatchObject({ lanes: 1, width: 1, top: 70, nested: true, gapTaken: false });
  });

  it('puts an item that overlaps the initial part of a processing item beside it', () => {
    const boxes = byKey(
      layoutColumn(
        [
          { key: 'colour', start: 600, end: 690, split: { initial: 30, gap: 45, finish: 15 } },
          { key: 'cut', start: 620, end: 650 },
        ],
        600,
        1,
      ),
    );
    expect(boxes.colour?.lanes).toBe(2);
    expect(boxes.cut?.lane).toBe(1);
  });

});
