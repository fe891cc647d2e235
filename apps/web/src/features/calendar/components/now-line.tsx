import type { TimeGrid } from '../utils/time-grid';
import { clockLabel } from '../utils/clock';
import css from './calendar.module.css';

interface NowLineProps {
  grid: TimeGrid;
  minutes: number;
  /** grid columns (1-based CSS lines) the line spans */
  from: number;
  to: number;
  timeFormat: number;
}

/** The current time across today's columns, with its label on the time axis. */
export function NowLine({ grid, minutes, from, to, timeFormat }: NowLineProps) {
  if (minutes < grid.from || minutes > grid.to) return null;
  const top = (minutes - grid.from) * grid.pxPerMinute;
  return (
    <>
      <div style={{ gridRow: 2, gridColumn: 1, position: 'sticky', left: 0, zIndex: 5, pointerEvents: 'none' }} aria-hidden>
        <span className={css.nowLabel} style={{ top }}>
          {clockLabel(minutes, timeFormat)}
        </span>
      </div>
      <div style={{ gridRow: 2, gridColumn: `${from} / ${to}`, position: 'relative', pointerEvents: 'none', zIndex: 3 }} aria-hidden>
        <div className={css.nowLine} style={{ top }} data-now-line>
          <span className={css.nowDot} style={{ left: -5, right: 'auto' }} />
        </div>
      </div>
    </>
  );
}
