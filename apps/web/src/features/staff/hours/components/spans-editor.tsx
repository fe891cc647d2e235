import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClockSpan } from '@chairside/shared/rules/work-schedule';
import { MAX_SPANS_PER_DAY } from '@chairside/shared/rules/work-schedule';
import { clockToMinutes, minutesToClock } from '@chairside/shared/rules/calendar-time';
import { TimeSelect } from '@/components/ui/time-select';
import { useTranslation } from '@/lib/use-translation';

interface SpansEditorProps {
  /** What the intervals are for, e.g. "Monday" (names the fields for screen readers). */
  label: string;
  value: ClockSpan[];
  onChange(value: ClockSpan[]): void;
  timeFormat: number | null | undefined;
  /** Shown when there are no intervals ("Day off", "Closed"). */
  emptyText: string;
  error?: string;
}

/** The intervals of one day: a start and an end each, added and removed; a break is the gap between two. */
export function SpansEditor({ label, value, onChange, timeFormat, emptyText, error }: SpansEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<ClockSpan>) => onChange(value.map((span, i) => (i === index ? { ...span, ...patch } : span)));
  const add = () => {
    // After the last interval, with a half-hour break; the first one of a day is 09:00–17:00.
    const last = value.at(-1);
    const start = last ? Math.min(clockToMinutes(last.end_time) + 30, 23 * 60) : 9 * 60;
    const end = last ? Math.min(start + 120, 24 * 60 - 15) : 17 * 60;
    onChange([...value, { start_time: minutesToClock(start), end_time: minutesToClock(end) }]);
  };
  return (
    <Stack gap={6} role="group" aria-label={label} data-spans-editor>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {value.map((span, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TimeSelect
            label={t('staff_hours.start')}
            aria-label={`${label}: ${t('staff_hours.start')} ${index + 1}`}
            value={span.start_time}
            onChange={(start_time) => set(index, { start_time })}
            timeFormat={timeFormat}
            w={110}
            size="sm"
            data-span-start
          />
          <TimeSelect
            label={t('staff_hours.end')}
            aria-label={`${label}: ${t('staff_hours.end')} ${index + 1}`}
            value={span.end_time}
            onChange={(end_time) => set(index, { end_time })}
            timeFormat={timeFormat}
            w={110}
            size="sm"
            data-span-end
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`${t('staff_hours.remove_time')} ${index + 1} (${label})`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {value.length < MAX_SPANS_PER_DAY && (
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} aria-label={`${t('staff_hours.add_time')} (${label})`}>
            {t('staff_hours.add_time')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
