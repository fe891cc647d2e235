import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { formatInstant } from '@/lib/format';
import type { ActivityEntry } from '@chairside/shared/calendar-responses';

interface ActivityListProps {
  entries: ActivityEntry[];
  locale: string;
  timeZone: string;
  /** the venue's time_format: the times follow its clock in every language */
  timeFormat: number;
}

/** Who changed what and when, newest first (the activity log of the booking's lines). */
export function ActivityList({ entries, locale, timeZone, timeFormat }: ActivityListProps) {
  const { t } = useTranslation();
  if (!entries.length) return <Text size="sm" c="dimmed">{t('calendar.history_empty')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-activity>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`calendar.action_${entry.action}`, { defaultValue: entry.action })}>
          <Text size="xs" c="dimmed">
            {formatInstant(entry.created_at, { locale, timeZone, timeFormat })}
            {entry.by ? ` · ${entry.by.name}` : ''}
            {entry.source ? ` · ${t(`calendar.source_${entry.source}`, { defaultValue: entry.source })}` : ''}
          </Text>
          {typeof entry.changes.reason === 'string' ? <Text size="xs">{t(`calendar.reason_${entry.changes.reason}`, { defaultValue: entry.changes.reason })}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
