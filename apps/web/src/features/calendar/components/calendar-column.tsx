import { memo, useMemo } from 'react';
import type { TimeGrid } from '../utils/time-grid';
import type { PlacedItem } from '../utils/calendar-columns';
import type { Interval } from '../utils/working-hours';
import { layoutColumn } from '../utils/item-layout';
import { CalendarItem } from './calendar-item';
import { TimeoffBlock, type TimeoffBox } from './timeoff-block';
import type { ItemLabels } from './item-labels';
import { columnStyle } from './column-style';
import css from './calendar.module.css';

interface CalendarColumnProps {
  index: number;
  grid: TimeGrid;
  items: PlacedItem[];
  closed: Interval[];
  timeoffs: TimeoffBox[];
  labels: ItemLabels;
  isToday: boolean;
  /** key of the item holding the grid's roving focus, if it is in this column */
  focusKey: string | null;
  label: string;
}

/**
 * One column's body: closed hours, time-off and items. Memoised: it renders again only when its
 * own items, hours or time-off change (the lists keep their identity otherwise).
 */
export const CalendarColumn = memo(function CalendarColumn(props: CalendarColumnProps) {
  const { index, grid, items, closed, timeoffs, labels, isToday, focusKey, label } = props;
  const boxes = useMemo(() => {
    const layout = layoutColumn(items, grid.from, grid.pxPerMinute);
    const byKey = new Map(items.map((item) => [item.key, item]));
    return layout.map((box) => ({ box, placed: byKey.get(box.key) as PlacedItem }));
  }, [items, grid]);
  const y = (minutes: number) => (minutes - grid.from) * grid.pxPerMinute;
  const style = useMemo(() => columnStyle(grid, index), [grid, index]);

  return (
    <div className={isToday ? `${css.column} ${css.columnToday}` : css.column} style={style} data-col-index={index} role="group" aria-label={label}>
      {closed.map(([start, end]) => (
        <div key={`c${start}`} className={css.closed} style={{ top: y(start), height: (end - start) * grid.pxPerMinute }} data-closed />
      ))}
      {timeoffs.map((timeoff) => (
        <TimeoffBlock key={timeoff.key} timeoff={timeoff} top={y(timeoff.start)} height={(timeoff.end - timeoff.start) * grid.pxPerMinute} />
      ))}
      {boxes.map(({ box, placed }) => (
        <CalendarItem key={box.key} placed={placed} box={box} labels={labels} tabbable={focusKey === box.key} />
      ))}
    </div>
  );
});
