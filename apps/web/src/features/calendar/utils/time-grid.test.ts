import { describe, expect, it } from 'vitest';
import { buildTimeGrid, minutesToY, slotAt, visibleRange, yToMinutes } from './time-grid';

describe('time grid', () => {
  it('shows calendar_display_hours with one row per time_slot_interval', () => {
    const grid = buildTimeGrid(visibleRange({ from: '08:00', to: '12:00' }), 15);
    expect(grid.slots).toHaveLength(16);
    expect(grid.slots[0]).toEqual({ start: 480, time: '08:00', isHour: true });
    expect(grid.slots[1]).toEqual({ start: 495, time: '08:15', isHour: false });
    expect(grid.slots.filter((s) => s.isHour).map((s) => s.time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(grid.height).toBe(240 * grid.pxPerMinute);
  });

  it('uses the interval for the rows and falls back to sane values', () => {
    expect(buildTimeGrid([600, 660], 30).slots.map((s) => s.time)).toEqual(['10:00', '10:30']);
    expect(buildTimeGrid([600, 660], 0).interval).toBe(15);
    expect(visibleRange({ from: '18:00', to: '09:00' })).toEqual([420, 1260]);
    expect(visibleRange(null)).toEqual([420, 1260]);
  });

  it('widens the visible range to whole hours so that no booking is hidden', () => {
    expect(visibleRange({ from: '09:00', to: '17:00' }, [[475, 500], [1000, 1090]])).toEqual([420, 1140]);
    expect(visibleRange({ from: '09:00', to: '17:00' }, [[1400, 1440]])).toEqual([540, 1440]);
  });

  it('converts between minutes and pixels and finds the slot under a click', () => {
    const grid = buildTimeGrid([540, 1020], 15);
    expect(minutesToY(grid, 600)).toBe(60 * grid.pxPerMinute);
    expect(minutesToY(grid, 100)).toBe(0);
    expect(yToMinutes(grid, 96)).toBe(600);
    expect(slotAt(grid, 96 + 20)).toBe(600);
    expect(slotAt(grid, 96 + 30)).toBe(615);
    expect(slotAt(grid, 99_999)).toBe(1005);
  });
});
