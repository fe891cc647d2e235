import { useId } from 'react';
import { Collapse, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import { MAX_OCCURRENCES, REPEAT_UNITS, type RepeatUnit } from '@chairside/shared/rules/calendar-recurrence';
import { addDays, addMonths } from '@chairside/shared/rules/calendar-time';
import { repeatIssues, repeatSummary, type RepeatState } from '../../utils/repeat';

interface RepeatFieldsProps {
  /** the booking's (first) date */
  date: string;
  value: RepeatState;
  onChange(value: RepeatState): void;
  /** show what is wrong (after a first try to book) */
  showErrors: boolean;
  formatDate(date: string): string;
}

const wholeOrEmpty = (value: string | number): number | '' => (value === '' ? '' : Math.trunc(Number(value)));

/** "Repeat": every N days, weeks or months, ending after N times or on a date, with a one-line summary. */
export function RepeatFields({ date, value, onChange, showErrors, formatDate }: RepeatFieldsProps) {
  const { t } = useTranslation();
  const endsLabel = useId();
  const set = (patch: Partial<RepeatState>) => onChange({ ...value, ...patch });
  const issues = showErrors ? repeatIssues(date, value) : {};
  const text = (field: keyof typeof issues) => (issues[field] ? t(issues[field].key, issues[field].vars ?? {}) : undefined);
  const summary = value.on ? repeatSummary(date, value, t, formatDate) : null;

  return (
    <Stack gap="xs" data-repeat>
      <Switch
        size="sm"
        checked={value.on}
        onChange={(e) => set({ on: e.currentTarget.checked })}
        label={t('calendar.repeat')}
        description={t('calendar.repeat_hint')}
        data-repeat-toggle
      />
      <Collapse expanded={value.on}>
        <Stack gap="xs" mt={4}>
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput label={t('calendar.repeat_every')} value={value.every} onChange={(v) => set({ every: wholeOrEmpty(v) })} min={1} max={52} allowDecimal={false} error={text('every')} data-repeat-every />
            <Select
              label={t('calendar.repeat_unit')}
              data={REPEAT_UNITS.map((unit) => ({ value: unit, label: t(`calendar.repeat_unit_${unit}`) }))}
              value={value.unit}
              onChange={(unit) => unit && set({ unit: unit as RepeatUnit })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-repeat-unit
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            <Stack gap={2}>
              <Text size="sm" fw={500} id={endsLabel}>
                {t('calendar.repeat_ends')}
              </Text>
              <SegmentedControl
                fullWidth
                size="sm"
                value={value.end}
                onChange={(end) => set({ end: end as RepeatState['end'], until: value.until ?? addMonths(date, 3) })}
                data={[
                  { value: 'count', label: t('calendar.repeat_end_count') },
                  { value: 'until', label: t('calendar.repeat_end_until') },
                ]}
                aria-labelledby={endsLabel}
                data-repeat-end
              />
            </Stack>
            {value.end === 'count' ? (
              <NumberInput label={t('calendar.repeat_count')} value={value.count} onChange={(v) => set({ count: wholeOrEmpty(v) })} min={2} max={MAX_OCCURRENCES} allowDecimal={false} error={text('count')} data-repeat-count />
            ) : (
              <DateField
                label={t('calendar.repeat_until')}
                value={value.until}
                minDate={addDays(date, 1)}
                onChange={(until) => set({ until: until ? String(until).slice(0, 10) : null })}
                error={text('until')}
               
                data-repeat-until
              />
            )}
          </SimpleGrid>
          <Group gap="xs" aria-live="polite">
            {summary ? (
              <Text size="sm" c="dimmed" data-repeat-summary>
                {summary}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
