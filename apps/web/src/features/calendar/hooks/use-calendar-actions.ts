import { useCallback } from 'react';
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
import { formatClock } from '../utils/clock';
import { resizeSplit, splitDuration } from '../utils/duration-detail';
import { changeEntry } from '../utils/undo-stack';
import { revertCalls } from './revert-calls';
import type { UndoApi } from './undo-context';

const patchItem = (data: AppointmentsResponse | undefined, id: number, patch: Partial<CalendarItem>) =>
  data && {
    ...data,
    appointments: data.appointments.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  };

/**
 * Moves and resizes from the grid: the item jumps to its new place at once (optimistic), the API
 * confirms it; a clash asks before forcing; a refusal puts the item back. Each done move or resize
 * goes on the undo stack with what it replaced.
 */
export function useCalendarActions(rangeKey: readonly unknown[], undo: UndoApi) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameOf = useCallback(
    (item: CalendarItem) => (item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : (item.service?.name ?? '')) || t('calendar.item'),
    [t],
  );

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
    async (item: CalendarItem, to: { date: string; start: number; employeeId: number; resourceId: number | null }) => {
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
        const before = { date: item.date, start_time: item.start_time, employee_id: item.employee_id, resource_id: item.resource_id };
        undo.push(changeEntry({ kind: 'move', id: item.id, before }, t('calendar.moved', { name: nameOf(item) }), revertCalls));
        return true;
      } catch (error) {
        rollback();
        fail(error);
        return false;
      } finally {
        settle();
      }
    },
    [optimistic, settle, fail, t, undo, nameOf],
  );

  const moveItem = useCallback(
    (placed: PlacedItem, column: ColumnDescriptor, start: number) =>
      reschedule(
        placed.item,
        { date: column.date, start, employeeId: column.employeeId ?? placed.item.employee_id, resourceId: column.resourceId ?? placed.item.resource_id },
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
        else undo.push(changeEntry({ kind: 'resize', id: item.id, before: current }, t('calendar.resized', { name: nameOf(item) }), revertCalls));
      } catch (error) {
        rollback();
        fail(error);
      } finally {
        settle();
      }
    },
    [optimistic, settle, fail, undo, t, nameOf],
  );

  return { moveItem, resizeItem };
}
