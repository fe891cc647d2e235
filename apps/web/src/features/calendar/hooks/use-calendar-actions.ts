import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { durationDetailString, totalMinutes } from '@chairside/shared/rules/calendar-duration';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/form-errors';
import { rescheduleAppointment } from '../api/reschedule-appointment';
import { updateDuration } from '../api/update-duration';
import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import { calendarKeys } from '../api/calendar-keys';
import { withClashConfirm } from '../components/clash-dialog';
import type { ColumnDescriptor, PlacedItem } from '../utils/calendar-columns';
import { formatClock, parseClock } from '../utils/clock';
import { resizeSplit, splitDuration } from '../utils/duration-detail';
import { showUndoNotice } from '../components/undo-notice';

/** Where an item was before a move: what undo puts back. */
export interface MoveRecord {
  id: number;
  label: string;
  before: { date: string; start_time: string; employee_id: number; resource_id: number | null };
}

const patchItem = (data: AppointmentsResponse | undefined, id: number, patch: Partial<CalendarItem>) =>
  data && {
    ...data,
    appointments: data.appointments.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  };

/**
 * Moves and resizes from the grid: the item jumps to its new place at once (optimistic), the API
 * confirms it; a clash asks before forcing; a refusal puts the item back. The last move can be undone.
 */
export function useCalendarActions(rangeKey: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lastMove, setLastMove] = useState<MoveRecord | null>(null);
  const undoing = useRef(false);
  const undoRef = useRef<((move: MoveRecord) => Promise<void>) | null>(null);

  const optimistic = useCallback(
    (id: number, patch: Partial<CalendarItem>) => {
      const previous = queryClient.getQueryData<AppointmentsResponse>(rangeKey);
      flushSync(() => queryClient.setQueryData<AppointmentsResponse>(rangeKey, (data) => patchItem(data, id, patch)));
      return () => queryClient.setQueryData(rangeKey, previous);
    },
    [queryClient, rangeKey],
  );

  const settle = useCallback(() => void queryClient.invalidateQueries({ queryKey: calendarKeys.appointmentsAll }), [queryClient]);

  const fail = useCallback(
    (error: unknown) => {
      notify('negative', errorText(error) ?? t('calendar.change_failed'));
    },
    [t],
  );

  const reschedule = useCallback(
    async (item: CalendarItem, to: { date: string; start: number; employeeId: number; resourceId: number | null }, record: boolean) => {
      const length = item.duration || 0;
      const rollback = optimistic(item.id, {
        date: to.date,
        end_date: to.date,
        start_time: formatClock(to.start),
        end_time: formatClock(Math.min(1440, to.start + length)),
        employee_id: to.employeeId,
        resource_id: to.resourceId,
      });
      const body = {
        date: to.date,
        start_time: formatClock(to.start),
        employee_id: to.employeeId !== item.employee_id ? to.employeeId : undefined,
        resource_id: to.resourceId !== item.resource_id ? to.resourceId : undefined,
      };
      try {
        const done = await withClashConfirm((force) => rescheduleAppointment(item.id, { ...body, force }));
        if (done === null) {
          rollback();
          return false;
        }
        if (record) {
          const label = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : (item.service?.name ?? '');
          const move: MoveRecord = { id: item.id, label, before: { date: item.date, start_time: item.start_time, employee_id: item.employee_id, resource_id: item.resource_id } };
          setLastMove(move);
          showUndoNotice(t('calendar.moved', { name: label || t('calendar.item') }), t('calendar.undo'), () => void undoRef.current?.(move));
        }
        return true;
      } catch (error) {
        rollback();
        fail(error);
        return false;
      } finally {
        settle();
      }
    },
    [optimistic, settle, fail, t],
  );

  const undo = useCallback(
    async (move: MoveRecord | null = lastMove) => {
      if (!move || undoing.current) return;
      const data = queryClient.getQueryData<AppointmentsResponse>(rangeKey);
      const current = data?.appointments.find((item) => item.id === move.id);
      undoing.current = true;
      try {
        const item = current ?? ({ id: move.id, duration: 0 } as CalendarItem);
        const ok = await reschedule(
          item,
          { date: move.before.date, start: parseClock(move.before.start_time), employeeId: move.before.employee_id, resourceId: move.before.resource_id },
          false,
        );
        if (ok) {
          setLastMove(null);
          notify('positive', t('calendar.move_undone'));
        }
      } finally {
        undoing.current = false;
      }
    },
    [lastMove, queryClient, rangeKey, reschedule, t],
  );
  useEffect(() => {
    undoRef.current = undo;
  }, [undo]);

  const moveItem = useCallback(
    (placed: PlacedItem, column: ColumnDescriptor, start: number) =>
      reschedule(
        placed.item,
        { date: column.date, start, employeeId: column.employeeId ?? placed.item.employee_id, resourceId: column.resourceId ?? placed.item.resource_id },
        true,
      ),
    [reschedule],
  );

  const resizeItem = useCallback(
    async (placed: PlacedItem, length: number) => {
      const item = placed.item;
      const current = placed.split ?? splitDuration(item.duration, 0, 0);
      const next = resizeSplit(current, length);
      const total = totalMinutes(next);
      const rollback = optimistic(item.id, {
        end_time: formatClock(Math.min(1440, placed.start + total)),
        duration: total,
        duration_detail: durationDetailString(next),
      });
      try {
        const done = await withClashConfirm((force) => updateDuration(item.id, { duration_detail: { duration: total, gap: next.gap, finish: next.finish }, force }));
        if (done === null) rollback();
      } catch (error) {
        rollback();
        fail(error);
      } finally {
        settle();
      }
    },
    [optimistic, settle, fail],
  );

  return { moveItem, resizeItem, undo, lastMove };
}
