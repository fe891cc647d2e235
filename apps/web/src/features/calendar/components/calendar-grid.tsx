import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TimeGrid } from '../utils/time-grid';
import type { NavModel, Stop } from '../utils/keyboard-nav';
import { useGridPointer } from '../hooks/use-grid-pointer';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { useInitialScroll } from '../hooks/use-initial-scroll';
import { useVisibleColumns } from '../hooks/use-visible-columns';
import { CalendarColumn } from './calendar-column';
import { ColumnHeader } from './column-header';
import { ColumnOverlay } from './column-overlay';
import { ColumnPlaceholder } from './column-placeholder';
import { NowLine } from './now-line';
import { TimeAxis } from './time-axis';
import type { GridActions, GridColumn } from './grid-types';
import type { ItemLabels } from './item-labels';
import css from './calendar.module.css';

interface CalendarGridProps {
  columns: GridColumn[];
  grid: TimeGrid;
  labels: ItemLabels;
  nowMinutes: number;
  phone: boolean;
  actions: GridActions;
}

/** The scrolling calendar: headers on top, hours on the left, one column per employee/resource/day. */
export function CalendarGrid({ columns, grid, labels, nowMinutes, phone, actions }: CalendarGridProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<{ col: number; start: number; end: number } | null>(null);
  const [cursor, setCursor] = useState<Stop | null>(null);

  const navModel = useMemo<NavModel>(
    () => ({ columns: columns.map((c) => c.items.map((p) => ({ key: p.key, start: p.start, end: p.end }))), from: grid.from, to: grid.to, interval: grid.interval }),
    [columns, grid],
  );
  const safeCursor = cursor && cursor.col < columns.length ? cursor : { col: 0, minutes: grid.from, key: null };

  useGridPointer(scrollerRef, { ...actions, grid, timeFormat: labels.timeFormat, onSelecting: setSelection });
  useGridKeyboard(scrollerRef, {
    model: navModel,
    cursor: safeCursor,
    setCursor,
    onOpenItem: actions.onItemOpen,
    onOpenSlot: (col, minutes) => actions.onSelect(col, minutes, null),
  });
  useInitialScroll(scrollerRef, grid, nowMinutes, columns.some((c) => c.isToday));
  const [firstShown, lastShown] = useVisibleColumns(scrollerRef, columns.length);

  const minWidth = phone ? 0 : columns.length > 8 ? 150 : 120;
  const template = `var(--cal-axis) repeat(${Math.max(1, columns.length)}, minmax(${minWidth}px, 1fr))`;
  const todayCols = columns.map((c, i) => (c.isToday ? i : -1)).filter((i) => i >= 0);
  const nowFrom = todayCols.length ? (todayCols[0] ?? 0) + 2 : 0;
  const nowTo = todayCols.length ? (todayCols[todayCols.length - 1] ?? 0) + 3 : 0;

  return (
    <div className={phone ? `${css.frame} ${css.phone}` : css.frame}>
      <div className={css.scroller} ref={scrollerRef} data-calendar-scroller>
        <div className={css.table} style={{ gridTemplateColumns: template }} data-calendar-grid data-columns={columns.length} data-from={grid.from} data-ppm={grid.pxPerMinute}>
          <div className={css.headerRow}>
            <div className={css.corner} />
            {columns.map((column, index) => (
              <ColumnHeader key={column.key} index={index} info={column.header} onClick={actions.onHeaderClick} />
            ))}
          </div>
          <TimeAxis grid={grid} timeFormat={labels.timeFormat} />
          {columns.map((column, index) =>
            index < firstShown || index > lastShown ? (
              <ColumnPlaceholder key={column.key} index={index} grid={grid} label={column.header.label} />
            ) : (
              <CalendarColumn
                key={column.key}
                index={index}
                grid={grid}
                items={column.items}
                closed={column.closed}
                timeoffs={column.timeoffs}
                labels={labels}
                isToday={column.isToday}
                focusKey={safeCursor.col === index ? safeCursor.key : null}
                label={column.header.label}
              />
            ),
          )}
          {todayCols.length ? <NowLine grid={grid} minutes={nowMinutes} from={nowFrom} to={nowTo} timeFormat={labels.timeFormat} /> : null}
          {columns.map((column, index) =>
            (selection?.col === index) || (safeCursor.col === index && safeCursor.key === null) ? (
              <ColumnOverlay
                key={`o-${column.key}`}
                col={index}
                grid={grid}
                timeFormat={labels.timeFormat}
                selection={selection?.col === index ? selection : null}
                slot={safeCursor.col === index && safeCursor.key === null ? safeCursor.minutes : null}
                slotLabel={t('calendar.new_booking_at')}
              />
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
