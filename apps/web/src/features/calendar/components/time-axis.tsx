import { memo } from 'react';
import type { TimeGrid } from '../utils/time-grid';
import { clockLabel } from '../utils/clock';
import css from './calendar.module.css';

/** The hours down the left edge; it stays in view while the columns scroll sideways. */
export const TimeAxis = memo(function TimeAxis({ grid, timeFormat }: { grid: TimeGrid; timeFormat: number }) {
  return (
    <div className={css.axis} style={{ height: grid.height, gridRow: 2, gridColumn: 1 }} aria-hidden>
      {grid.slots
        .filter((slot) => slot.isHour && slot.start > grid.from)
        .map((slot) => (
          <span key={slot.start} className={css.axisLabel} data-axis-label style={{ top: (slot.start - grid.from) * grid.pxPerMinute }}>
            {clockLabel(slot.start, timeFormat)}
          </span>
        ))}
    </div>
  );
});
