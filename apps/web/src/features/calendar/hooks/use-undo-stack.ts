import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/form-errors';
import { calendarKeys } from '../api/calendar-keys';
import { hideUndoNotice, showUndoNotice } from '../components/undo-notice';
import { pushEntry, undoNewest, type UndoEntry } from '../utils/undo-stack';
import type { UndoApi } from './undo-context';

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The calendar's one undo stack of whole changes: each change pushes an entry and shows a notice
 * with Undo; Undo, the toolbar button and Ctrl/Cmd+Z (outside text fields) undo the newest entry.
 * An entry whose undo the server refuses (the item changed meanwhile) is dropped with the reason.
 */
export function useUndoStack(): UndoApi {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stack = useRef<readonly UndoEntry[]>([]);
  const [size, setSize] = useState(0);
  const busy = useRef(false);
  // Undos asked for while one is on its way (Ctrl+Z pressed twice quickly): each runs after it, in turn.
  const queued = useRef(0);

  const undo = useCallback(async () => {
    if (busy.current) {
      queued.current += 1;
      return;
    }
    if (!stack.current.length) return;
    busy.current = true;
    hideUndoNotice();
    try {
      const result = await undoNewest(stack.current);
      stack.current = result.stack;
      if (result.undone) notify('positive', t('calendar.change_undone'));
    } catch (error) {
      stack.current = stack.current.slice(0, -1);
      notify('negative', errorText(error) ?? t('calendar.change_failed'));
    } finally {
      busy.current = false;
      setSize(stack.current.length);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointmentsAll });
      void queryClient.invalidateQueries({ queryKey: ['calendar', 'details'] });
      if (queued.current > 0) {
        queued.current -= 1;
        void undoRef.current();
      }
    }
  }, [queryClient, t]);

  const undoRef = useRef(undo);
  useEffect(() => {
    undoRef.current = undo;
  }, [undo]);

  const push = useCallback(
    (entry: UndoEntry) => {
      stack.current = pushEntry(stack.current, entry);
      setSize(stack.current.length);
      showUndoNotice(entry.message, t('calendar.undo'), () => void undoRef.current());
    },
    [t],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (editable(event.target)) return;
      event.preventDefault();
      void undoRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return useMemo(() => ({ push, undo, canUndo: size > 0 }), [push, undo, size]);
}
