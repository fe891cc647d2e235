import type { TimeGrid } from '../utils/time-grid';
import { clockLabel } from '../utils/clock';
import css from './calendar.module.css';

interface ColumnOverlayProps {
  col: number;
  grid: TimeGrid;
  timeFormat: number;
  /** the range being selected for a new booking */
  selection: { start: number; end: number } | null;
  /** the keyboard cursor on an empty slot */
  slot: number | null;
  slotLabel: string;
}

/** Drawn over one column: the selection of a new booking and the keyboard's slot cursor. */
export function ColumnOverlay({ col, grid, timeFormat, selection, slot, slotLabel }: ColumnOverlayProps) {
  const y = (minutes: number) => (minutes - grid.from) * grid.pxPerMinute;
  return (
    <div style={{ gridRow: 2, gridColumn: col + 2, position: 'relative', pointerEvents: 'none', zIndex: 4 }}>
      {selection ? (
        <div className={css.selection} style={{ top: y(selection.start), height: (selection.end - selection.start) * grid.pxPerMinute }} data-selection>
          {clockLabel(selection.start, timeFormat)} – {clockLabel(selection.end, timeFormat)}
        </div>
      ) : null}
      {slot !== null ? (
        <div
          className={css.slotCursor}
          style={{ top: y(slot), height: grid.interval * grid.pxPerMinute }}
          tabIndex={0}
          role="button"
          data-slot-cursor
          aria-label={`${slotLabel} ${clockLabel(slot, timeFormat)}`}
        >
          {clockLabel(slot, timeFormat)}
        </div>
      ) : null}
    </div>
  );
}
