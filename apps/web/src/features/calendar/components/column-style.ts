import type { CSSProperties } from 'react';
import type { TimeGrid } from '../utils/time-grid';

/** Size and grid lines of a column body: rows of the slot interval, a stronger line each hour. */
export function columnStyle(grid: TimeGrid, index: number): CSSProperties {
  return {
    height: grid.height,
    gridRow: 2,
    gridColumn: index + 2,
    '--cal-slot': `${grid.interval * grid.pxPerMinute}px`,
    '--cal-hour': `${60 * grid.pxPerMinute}px`,
    '--cal-hour-offset': `${((60 - (grid.from % 60)) % 60) * grid.pxPerMinute}px`,
  } as CSSProperties;
}
