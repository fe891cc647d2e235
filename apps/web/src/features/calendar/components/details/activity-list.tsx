import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { formatDate, formatDuration, formatInstant, formatPrice } from '@/lib/format';
import { historyLines, type HistoryFormat } from '../../utils/history-lines';
import type { CalendarSettings } from '../calendar-settings';

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
    resource: (id) => resources.resources.find((r) => r.id === id)?.displayLabel ?? details.names.resources[String(id)],
    variant: (id) => details.names.variants[String(id)],
  };
  return (
    <Timeline bulletSize={12} lineWidth={2} data-activity>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`calendar.action_${entry.action}`, { defaultValue: entry.action })} data-activity-entry={entry.action}>
          <Text size="xs" c="dimmed">
            {formatInstant(entry.created_at, { locale: settings.locale, timeZone: settings.timezone, timeFormat: settings.timeFormat })}
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
