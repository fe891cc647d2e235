import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { formatPrice } from '@chairside/shared/rules/price';
import { formatDate, formatDuration } from '@/lib/format';
import { historyLines, type HistoryFormat } from '../../utils/history-lines';
import type { CalendarSettings } from '../calendar-settings';

const dateTime = new Map<string, Intl.DateTimeFormat>();
/** When an entry was made: the interface language's date, the venue's time zone and 12- or 24-hour clock. */
function formatInstant(iso: string, locale: string, timeZone: string, timeFormat: number): string {
  const hour12 = Number(timeFormat) <= 12;
  const key = `${locale}|${timeZone}|${hour12}`;
  let format = dateTime.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone, hour12 });
    } catch {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hour12 });
    }
    dateTime.set(key, format);
  }
  return format.format(new Date(iso));
}

interface ActivityListProps {
  details: Pick<AppointmentDetails, 'activity' | 'names'>;
  settings: CalendarSettings;
  resources: ResourcesResponse;
}

/** Who changed what and when, newest first (the activity log of the booking's lines), each change from → to. */
export function ActivityList({ details, settings, resources }: ActivityListProps) {
  const { t } = useTranslation();
  const entries = details.activity;
  if (!entries.length) return <Text size="sm" c="dimmed">{t('calendar.history_empty')}</Text>;
  const f: HistoryFormat = {
    t,
    timeFormat: settings.timeFormat,
    date: (wire) => formatDate(wire, { date_format: settings.dateFormat }),
    price: (minor) => formatPrice(minor, settings.price),
    duration: (minutes) => formatDuration(minutes, t),
    employee: (id) => resources.employees.find((e) => e.id === id)?.displayLabel,
    service: (id) => details.names.services[String(id)],
    customer: (id) => details.names.customers[String(id)],
    resource: (id) => resources.resources.find((r) => r.id === id)?.displayLabel,
  };
  return (
    <Timeline bulletSize={12} lineWidth={2} data-activity>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`calendar.action_${entry.action}`, { defaultValue: entry.action })} data-activity-entry={entry.action}>
          <Text size="xs" c="dimmed">
            {formatInstant(entry.created_at, settings.locale, settings.timezone, settings.timeFormat)}
            {entry.by ? ` · ${entry.by.name}` : ''}
            {entry.source ? ` · ${t(`calendar.source_${entry.source}`, { defaultValue: entry.source })}` : ''}
          </Text>
          {historyLines(entry, f).map((line) => (
            <Text key={line} size="xs" data-activity-change>
              {line}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
