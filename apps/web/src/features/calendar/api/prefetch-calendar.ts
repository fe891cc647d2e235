import type { InitialSettings } from '@chairside/shared/settings';
import { weekStart } from '@chairside/shared/rules/date-format';
import { queryClient } from '@/lib/query-client';
import { isIsoDate, nowInZone, weekDates } from '../utils/clock';
import { calendarKeys } from './calendar-keys';
import { fetchAppointments } from './get-appointments';
import { fetchResources } from './get-resources';
import { fetchWorkingHours } from './get-working-hours';

/**
 * The reads the calendar screen makes when it opens at `search` (the address bar's query): its
 * columns for the day, and the appointments and hours of the day or, in the weekly view, the week.
 * The same date and range the screen computes (CalendarView, useViewState), from the venue's
 * settings alone, so they can be asked for before the screen's code has even arrived.
 */
export function calendarOpening(settings: Pick<InitialSettings, 'timezone' | 'start_of_week' | 'calendar_default_view'>, search: string, at = new Date()) {
  const query = new URLSearchParams(search);
  const wanted = query.get('date');
  const date = isIsoDate(wanted) ? wanted : nowInZone(settings.timezone, at).date;
  const weekly = (query.get('view') ?? settings.calendar_default_view) === 'weekly';
  const week = weekDates(date, weekStart(settings.start_of_week));
  const from = weekly ? (week[0] ?? date) : date;
  const to = weekly ? (week[6] ?? date) : date;
  return { date, from, to };
}

/**
 * Starts the calendar's first reads (spec §2.4) in the query cache, all at once: the screen's
 * queries then find them in flight or answered instead of asking one after another. Failures are
 * left to the screen, which asks again when it mounts.
 */
export function prefetchCalendar(settings: InitialSettings, search: string): void {
  const { date, from, to } = calendarOpening(settings, search);
  void queryClient.prefetchQuery({ queryKey: calendarKeys.resources(date), queryFn: ({ signal }) => fetchResources(date, signal), staleTime: 60_000, retry: false });
  void queryClient.prefetchQuery({ queryKey: calendarKeys.appointments(from, to), queryFn: ({ signal }) => fetchAppointments(from, to, signal), staleTime: 30_000, retry: false });
  void queryClient.prefetchQuery({ queryKey: calendarKeys.hours(from, to), queryFn: ({ signal }) => fetchWorkingHours(from, to, signal), staleTime: 60_000, retry: false });
}
