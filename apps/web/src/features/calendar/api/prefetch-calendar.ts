import type { InitialSettings } from '@chairside/shared/settings';
import { queryClient } from '@/lib/query-client';
import { isIsoDate, nowInZone, weekDates } from '../utils/clock';
import { calendarKeys } from './calendar-keys';
import { fetchAppointments } from './get-appointments';
import { fetchResources } from './get-resources';
import { fetchWorkingHours } from './get-working-hours';

type OpeningSettings = Pick<InitialSettings, 'timezone' | 'start_of_week' | 'calendar_default_view'>;

/**
 * The reads the calendar screen makes when it opens at `search` (the address bar's query): its
 * columns for the day, and the appointments and hours of the day or, in the weekly view, the week
 * (`firstDay`: the venue's first day of the week, weekStart of the shared date rules). The same
 * date and range the screen computes (CalendarView, useViewState), from the venue's settings alone,
 * so they can be asked for before the screen's code has even arrived.
 */
export function calendarOpening(settings: OpeningSettings, search: string, firstDay: number, at = new Date()) {
  const query = new URLSearchParams(search);
  const wanted = query.get('date');
  const date = isIsoDate(wanted) ? wanted : nowInZone(settings.timezone, at).date;
  const week = weeklyOpening(settings, search) ? weekDates(date, firstDay) : [];
  return { date, from: week[0] ?? date, to: week[6] ?? date };
}

/** Whether the calendar opens in its weekly view (the address bar's view, else the venue's default). */
export const weeklyOpening = (settings: OpeningSettings, search: string) =>
  (new URLSearchParams(search).get('view') ?? settings.calendar_default_view) === 'weekly';

/**
 * Starts the calendar's first reads (spec §2.4) in the query cache, all at once: the screen's
 * queries then find them in flight or answered instead of asking one after another. Failures are
 * left to the screen, which asks again when it mounts. The weekly view needs the venue's first day
 * of the week from the shared date rules, which bring dayjs: only then are they loaded (the daily
 * view, the default, asks at once).
 */
export function prefetchCalendar(settings: InitialSettings, search: string): void {
  if (!weeklyOpening(settings, search)) return prefetchRange(calendarOpening(settings, search, 0));
  void import('@chairside/shared/rules/date-format')
    .then(({ weekStart }) => prefetchRange(calendarOpening(settings, search, weekStart(settings.start_of_week))))
    .catch(() => {});
}

function prefetchRange({ date, from, to }: { date: string; from: string; to: string }): void {
  void queryClient.prefetchQuery({ queryKey: calendarKeys.resources(date), queryFn: ({ signal }) => fetchResources(date, signal), staleTime: 60_000, retry: false });
  void queryClient.prefetchQuery({ queryKey: calendarKeys.appointments(from, to), queryFn: ({ signal }) => fetchAppointments(from, to, signal), staleTime: 30_000, retry: false });
  void queryClient.prefetchQuery({ queryKey: calendarKeys.hours(from, to), queryFn: ({ signal }) => fetchWorkingHours(from, to, signal), staleTime: 60_000, retry: false });
}
