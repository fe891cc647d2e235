import { formatDate, formatTime, weekOrder } from '@/lib/format';

export interface SchedulePreviewInput {
  date_format: string;
  time_format: number;
  start_of_week: number;
  calendar_display_hours: { from: string; to: string };
  time_slot_interval: number;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What the schedule settings being edited look like, made by the app's own formatters: a sample
 * appointment's date and times, the calendar's first rows (display start, stepped by the slot
 * interval) and the week's day order.
 */
export function schedulePreview(values: SchedulePreviewInput, date: Date, weekday: (day: number) => string) {
  const settings = { date_format: values.date_format, time_format: values.time_format, start_of_week: values.start_of_week };
  const from = toMinutes(values.calendar_display_hours.from);
  const to = toMinutes(values.calendar_display_hours.to);
  const step = Math.max(values.time_slot_interval, 1);
  const rows: string[] = [];
  for (let minutes = from; minutes < to && rows.length < 4; minutes += step) rows.push(formatTime(toClock(minutes), settings));
  return {
    date: formatDate(date, settings),
    start: formatTime('14:30', settings),
    end: formatTime('15:45', settings),
    rows,
    days: weekOrder(settings).map(weekday),
  };
}
