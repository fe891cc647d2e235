import { useMemo, useRef, useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { notify } from '@/lib/notify';
import type { PlacedItem } from '../utils/calendar-columns';
import { canMove, canResize } from '../utils/item-rules';
import { minResizeTotal } from '../utils/duration-detail';
import type { ViewAction } from '../utils/view-state';
import type { GridActions, GridColumn } from '../components/grid-types';
import type { DialogState } from '../components/dialog-state';
import type { useCalendarActions } from './use-calendar-actions';

interface GridActionsInput {
  columns: GridColumn[];
  byKey: Map<string, PlacedItem>;
  actions: ReturnType<typeof useCalendarActions>;
  dispatch(action: ViewAction): void;
  setDialog(dialog: DialogState): void;
  phone: boolean;
  view: 'daily' | 'weekly';
  onSwipe(direction: 1 | -1): void;
}

/** Turns what happens on the grid into moves, resizes, dialogs and view changes (stable object). */
export function useGridActions(input: GridActionsInput): GridActions {
  const { t } = useTranslation();
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  return useMemo<GridActions>(() => {
    const placed = (key: string) => latest.current.byKey.get(key) ?? null;
    const subject = (p: PlacedItem) => ({ kind: p.kind, status: p.item.status, inBasket: p.inBasket });
    return {
      canDrag(key, mode) {
        const p = placed(key);
        if (!p) return false;
        return mode === 'move' ? canMove(subject(p)) : canResize(subject(p));
      },
      itemSpan(key) {
        const p = placed(key);
        if (!p) return null;
        return { start: p.start, end: p.end, minLength: p.split ? minResizeTotal(p.split) : 5 };
      },
      onItemOpen(key) {
        const p = placed(key);
        if (!p) return;
        if (p.kind === 'blocked') {
          latest.current.setDialog({ kind: 'blocked', id: p.item.id, date: p.item.date, start: p.start, duration: p.end - p.start, employeeId: p.item.employee_id });
        } else latest.current.setDialog({ kind: 'details', id: p.item.id });
      },
      onItemMove(key, col, start) {
        const p = placed(key);
        const column = latest.current.columns[col];
        if (p && column) void latest.current.actions.moveItem(p, column.descriptor, start);
      },
      onItemResize(key, length) {
        const p = placed(key);
        if (p) void latest.current.actions.resizeItem(p, length);
      },
      onForbidden(key, mode) {
        const p = key ? placed(key) : null;
        if (mode === 'timeoff') notify('info', t('calendar.timeoff_locked'));
        else if (mode === 'move') notify('info', p?.inBasket ? t('calendar.basket_locked') : t('calendar.reserved_cannot_move'));
        else notify('info', t(p && p.kind !== 'appointment' ? `calendar.cannot_resize_${p.kind}` : 'calendar.basket_locked'));
      },
      onSelect(col, start, end) {
        const column = latest.current.columns[col];
        if (!column) return;
        const { descriptor } = column;
        latest.current.setDialog({
          kind: 'new',
          date: descriptor.date,
          start,
          duration: end === null ? null : end - start,
          employeeId: descriptor.employeeId,
          resourceId: descriptor.resourceId,
        });
      },
      onHeaderClick(col) {
        const column = latest.current.columns[col];
        if (!column) return;
        const { descriptor } = column;
        if (descriptor.kind === 'day') latest.current.dispatch({ type: 'openDay', date: descriptor.date });
        else latest.current.dispatch({ type: 'select', id: (descriptor.employeeId ?? descriptor.resourceId) as number });
      },
      onSwipe(direction) {
        if (latest.current.phone) latest.current.onSwipe(direction);
      },
    };
  }, [t]);
}
