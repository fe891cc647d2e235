import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CalendarChange } from '@chairside/shared/calendar-data';
import { API_BASE } from '@/lib/api-client';
import { SETTINGS_KEY, useToken } from '@/lib/auth';
import { calendarKeys } from './calendar-keys';

/** Waits this long for more changes before refetching once (a booking of many lines is one refetch). */
const BATCH_MS = 120;

/**
 * GET calendar/stream?token=…: server-sent events of the venue's calendar changes (EventSource
 * cannot send headers, so the session token goes in the query). Every change refetches the
 * calendar reads it touches, so a second desk sees it within a second without reloading.
 */
export function useCalendarStream(onChange?: (change: CalendarChange) => void): void {
  const token = useToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}calendar/stream?token=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let everything = false;
    let hours = false;
    let settings = false;
    let opened = false;

    const flush = () => {
      timer = null;
      void queryClient.invalidateQueries({ queryKey: everything ? calendarKeys.all : calendarKeys.appointmentsAll });
      // The venue itself changed (its settings: currency, price and time formats, hours): every screen reads them.
      if (everything || settings) void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      if (!everything) {
        if (hours) {
          void queryClient.invalidateQueries({ queryKey: calendarKeys.hoursAll });
          // The columns carry each employee's shifts of the day too.
          void queryClient.invalidateQueries({ queryKey: ['calendar', 'resources'] });
        }
        void queryClient.invalidateQueries({ queryKey: ['calendar', 'details'] });
      }
      everything = false;
      hours = false;
      settings = false;
    };
    const schedule = () => {
      timer ??= setTimeout(flush, BATCH_MS);
    };

    source.addEventListener('ready', () => {
      // After a reconnect, changes may have been missed while we were away.
      if (opened) {
        everything = true;
        schedule();
      }
      opened = true;
    });
    source.addEventListener('change', (event) => {
      let change: CalendarChange;
      try {
        change = JSON.parse((event as MessageEvent<string>).data) as CalendarChange;
      } catch {
        return;
      }
      if (change.kind === 'refresh') everything = true;
      // 'hours': shifts, one-day exceptions, opening hours or closed days changed (staff/hours, migration 0010's triggers).
      if (change.kind === 'timeoff' || change.kind === 'hours') hours = true;
      if (change.kind === 'access') settings = true;
      onChange?.(change);
      schedule();
    });

    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, [token, queryClient, onChange]);
}
