import type { TFunction } from '@/lib/translator';
import type { ColumnDescriptor } from '../utils/calendar-columns';
import { closedRanges, type Interval } from '../utils/working-hours';
import { eventSpanOn } from '../utils/event-span';
import { clockLabel, dayOfMonth, parseClock } from '../utils/clock';
import { colorHex } from '../utils/colors';
import type { HeaderInfo } from '../components/column-header';
import type { TimeoffBox } from '../components/timeoff-block';
import type { ModelInput } from './calendar-model-input';

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function shortWeekday(date: string, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const toInterval = (span: { start_time: string; end_time: string }): Interval => [parseClock(span.start_time), parseClock(span.end_time)];

/** Header, closed hours and time-off of one column (pure apart from the phrases). */
type DetailsData = Pick<ModelInput, 'hours' | 'resources' | 'timeFormat' | 'locale' | 'today'>;

export function columnDetails({ descriptor, data, t }: { descriptor: ColumnDescriptor; data: DetailsData; t: TFunction }) {
  const { hours, resources, timeFormat, locale } = data;
  const { date, employeeId, resourceId } = descriptor;
  const employee = employeeId === null ? undefined : resources.employees.find((e) => e.id === employeeId);
  const resource = resourceId === null ? undefined : resources.resources.find((r) => r.id === resourceId);

  const open: Interval[] =
    employeeId !== null
      ? (hours?.employee_hours ?? []).filter((h) => h.employee_id === employeeId && h.date === date).map(toInterval)
      : (hours?.venue_hours ?? []).filter((h) => h.date === date).map(toInterval);
  const closed = hours ? closedRanges(0, 1440, open) : [];

  const timeoffs: TimeoffBox[] = [];
  if (employeeId !== null) {
    for (const event of hours?.employee_timeoffs ?? []) {
      if (event.employee_id !== employeeId) continue;
      const span = eventSpanOn(event, date);
      if (!span) continue;
      const category = event.category ? t(`calendar.timeoff_${event.category}`) : '';
      timeoffs.push({
        key: `t:${event.id}:${date}`,
        start: span[0],
        end: span[1],
        title: event.type === 'timeoff' ? category || t('calendar.timeoff') : event.title || t('calendar.event'),
        note: event.type === 'timeoff' ? event.title || event.note : event.note,
      });
    }
  }

  const shiftText = open.length
    ? open.map(([s, e]) => `${clockLabel(s, timeFormat)} – ${clockLabel(e, timeFormat)}`).join(', ')
    : hours
      ? t('calendar.not_working')
      : '';

  let header: HeaderInfo;
  if (descriptor.kind === 'day') {
    header = {
      kind: 'day',
      label: `${shortWeekday(date, locale)} ${dayOfMonth(date)}`,
      avatar: null,
      color: '',
      caption: shortWeekday(date, locale),
      dayNumber: dayOfMonth(date),
      isToday: date === data.today,
      selected: false,
      actionLabel: t('calendar.open_day', { date }),
    };
  } else {
    const label = employee?.displayLabel ?? resource?.displayLabel ?? '';
    header = {
      kind: descriptor.kind,
      label,
      avatar: employee?.avatar ?? null,
      color: colorHex(employee?.color),
      caption: descriptor.kind === 'employee' ? shiftText : '',
      dayNumber: null,
      isToday: false,
      selected: false,
      actionLabel: t('calendar.open_week_of', { name: label }),
    };
  }
  return { header, closed, timeoffs };
}
