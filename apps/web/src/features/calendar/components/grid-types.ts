import type { ColumnDescriptor, PlacedItem } from '../utils/calendar-columns';
import type { Interval } from '../utils/working-hours';
import type { HeaderInfo } from './column-header';
import type { TimeoffBox } from './timeoff-block';

/** Everything the grid draws for one column. Lists keep their identity while unchanged. */
export interface GridColumn {
  key: string;
  descriptor: ColumnDescriptor;
  header: HeaderInfo;
  items: PlacedItem[];
  closed: Interval[];
  timeoffs: TimeoffBox[];
  isToday: boolean;
}

/** What the grid reports back; the view turns it into dialogs and API calls. */
export interface GridActions {
  canDrag(key: string, mode: 'move' | 'resize'): boolean;
  itemSpan(key: string): { start: number; end: number; minLength: number } | null;
  onItemOpen(key: string): void;
  onItemMove(key: string, col: number, start: number): void;
  onItemResize(key: string, length: number): void;
  onForbidden(key: string | null, mode: 'move' | 'resize' | 'timeoff'): void;
  onSelect(col: number, start: number, end: number | null): void;
  onHeaderClick(col: number): void;
  onSwipe?(direction: 1 | -1): void;
}
