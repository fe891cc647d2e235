import { describe, expect, it } from 'vitest';
import { columnStops, navigate, stopAt, type NavModel } from './keyboard-nav';

const model: NavModel = {
  from: 540,
  to: 660,
  interval: 30,
  columns: [
    [{ key: 'a', start: 570, end: 630 }],
    [
      { key: 'b', start: 540, end: 570 },
      { key: 'c', start: 540, end: 600 },
    ],
  ],
};

describe('keyboard navigation', () => {
  it('lists items and uncovered slots of a column in time order', () => {
    expect(columnStops(model, 0)).toEqual([
      { col: 0, minutes: 540, key: null },
      { col: 0, minutes: 570, key: 'a' },
      { col: 0, minutes: 630, key: null },
    ]);
    expect(columnStops(model, 1).map((s) => s.key ?? s.minutes)).toEqual(['b', 'c', 600, 630]);
  });

  it('moves up and down through the stops of a column', () => {
    const start = { col: 0, minutes: 540, key: null };
    const a = navigate(model, start, 'ArrowDown');
    expect(a).toEqual({ col: 0, minutes: 570, key: 'a' });
    expect(navigate(model, a!, 'ArrowDown')).toEqual({ col: 0, minutes: 630, key: null });
    expect(navigate(model, a!, 'ArrowUp')).toEqual(start);
    expect(navigate(model, start, 'ArrowUp')).toBeNull();
    expect(navigate(model, start, 'End')).toEqual({ col: 0, minutes: 630, key: null });
  });

  it('moves left and right to what is at the same time in the next column', () => {
    expect(navigate(model, { col: 0, minutes: 570, key: 'a' }, 'ArrowRight')).toEqual({ col: 1, minutes: 540, key: 'c' });
    expect(navigate(model, { col: 1, minutes: 630, key: null }, 'ArrowLeft')).toEqual({ col: 0, minutes: 630, key: null });
    expect(navigate(model, { col: 1, minutes: 630, key: null }, 'ArrowRight')).toBeNull();
    expect(stopAt(model, 0, 600)).toEqual({ col: 0, minutes: 570, key: 'a' });
  });

  it('ignores other keys', () => {
    expect(navigate(model, { col: 0, minutes: 540, key: null }, 'x')).toBeNull();
  });
});
