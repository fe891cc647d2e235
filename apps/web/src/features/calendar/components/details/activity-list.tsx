import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityEntry } from '@chairside/shared/calendar-responses';

const dateTime = new Map<string, Intl.DateTimeFormat>();
function formatInstant(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = dateTime.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    }
    dateTime.set(key, format);
  }
  return format.format(new Date(iso));
}

/** Who changed what and when, newest first (the activity log of the booking's lines). */
export function ActivityList({ entries, locale, timeZone }: { entries: ActivityEntry[]; locale: string; timeZone: string }) {
  const { t } = useTranslation();
  if (!entries.length) return <Text size="sm" c="dimmed">{t('calendar.history_empty')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-activity>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`calendar.action_${entry.action}`, { defaultValue: entry.action })}>
          <Text size="xs" c="dimmed">
            {formatInstant(entry.created_at, locale, timeZone)}
            {entry.by ? ` · ${entry.by.name}` : ''}
            {entry.source ? ` · ${t(`calendar.source_${entry.source}`, { defaultValue: entry.source })}` : ''}
          </Text>
          {typeof entry.changes.reason === 'string' ? <Text size="xs">{t(`calendar.reason_${entry.changes.reason}`, { defaultValue: entry.changes.reason })}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
