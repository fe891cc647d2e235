import type { WorkingHoursResponse } from '@chairside/shared/calendar-data';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { eventSpanOn } from './event-span';
import { parseClock } from './clock';
import type { Interval } from './working-hours';

/** One employee's day as "New" and its warning see it: shifts, time-off and busy time. */
export interface EmployeeDay {
  shifts: Interval[];
  timeoffs: { span: Interval; title: string; category: string | null }[];
  busy: Interval[];
}

const span = (from: string, to: string): Interval => [parseClock(from), to === '24:00' ? 1440 : parseClock(to)];

export function employeeDay(employeeId: number, date: string, hours: WorkingHoursResponse | undefined, items: CalendarItem[] = []): EmployeeDay {
  const shifts = (hours?.employee_hours ?? []).filter((h) => h.employee_id === employeeId && h.date === date).map((h) => span(h.start_time, h.end_time));
  const timeoffs: EmployeeDay['timeoffs'] = [];
  for (const event of hours?.employee_timeoffs ?? []) {
    const on = event.employee_id === employeeId ? eventSpanOn(event, date) : null;
    if (on) timeoffs.push({ span: on, title: event.title, category: event.category });
  }
  const booked = items
    .filter((item) => item.employee_id === employeeId && item.date === date && item.status !== 'cancelled' && item.type !== 'reminder')
    .map((item) => span(item.start_time, item.end_date === date ? item.end_time : '24:00'));
  return { shifts, timeoffs, busy: [...booked, ...timeoffs.map((t) => t.span)] };
}
