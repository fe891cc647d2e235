import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import {
  emptyWeek, MAX_ROTA_WEEKS, mondayOf, rotaWeekIndex, scheduleOn, spansProblem, type ClockSpan, type WeekPattern,
} from '@chairside/shared/rules/work-schedule';
import type { ScheduleWire } from '@chairside/shared/staff-hours';
import { DateField } from '@/components/ui/date-field';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateSchedule } from '../api/update-schedule';
import { fieldMessage, saveFailure } from '../utils/hours-errors';
import { MONDAY_FIRST } from '../utils/week';
import { SpansEditor } from './spans-editor';

interface PatternEditorProps {
  employeeId: number;
  /** The date the editor was opened on: the new pattern starts on its Monday by default. */
  date: string;
  schedules: ScheduleWire[];
  timeFormat: number | null | undefined;
  onDone(): void;
}

const copyWeek = (week: WeekPattern): WeekPattern => week.map((day) => day.map((span) => ({ ...span })));

/** The repeating pattern: weekly or an N-week rota, from a date, until a date or open-ended. */
export function PatternEditor({ employeeId, date, schedules, timeFormat, onDone }: PatternEditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const current = scheduleOn(schedules, date) ?? schedules.at(-1);
  const [weeks, setWeeks] = useState<WeekPattern[]>(() => (current ? current.weeks.map(copyWeek) : [emptyWeek()]));
  const [startsOn, setStartsOn] = useState(mondayOf(date));
  const [endsOn, setEndsOn] = useState<string | null>(null);
  const [tab, setTab] = useState(() => String(current ? rotaWeekIndex(current.anchor_on, date, current.weeks.length) : 0));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useUpdateSchedule(employeeId);
  // The rota keeps its phase while its length is unchanged; a new length starts its week 1 on the start date.
  const anchorOn = current && current.weeks.length === weeks.length ? current.anchor_on : startsOn;

  const setCycle = (value: string | null) => {
    const n = Number(value);
    if (!n) return;
    setWeeks((list) => (n <= list.length ? list.slice(0, n) : [...list, ...Array.from({ length: n - list.length }, () => copyWeek(list.at(-1)!))]));
    // Show the week the opened date falls in, under the anchor the new length will have.
    const anchor = current && current.weeks.length === n ? current.anchor_on : startsOn;
    setTab(String(rotaWeekIndex(anchor, date, n)));
  };
  const setDay = (week: number, weekday: number, spans: ClockSpan[]) =>
    setWeeks((list) => list.map((w, i) => (i === week ? w.map((day, d) => (d === weekday ? spans : day)) : w)));

  const submit = async () => {
    setErrors({});
    setMessage(null);
    const local: Record<string, string> = {};
    weeks.forEach((week, w) => week.forEach((spans, d) => {
      const problem = spansProblem(spans);
      if (problem) local[`weeks.${w}.${d}`] = t(`staff_hours.validation.${problem}`);
    }));
    if (endsOn && endsOn < startsOn) local.ends_on = t('staff_hours.validation.range_order');
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    try {
      const answer = await save.mutateAsync({ starts_on: startsOn, ends_on: endsOn, anchor_on: anchorOn, weeks });
      notify('positive', answer.message);
      onDone();
    } catch (error) {
      const failure = saveFailure(error, t('staff_hours.save_failed'));
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  const weekEditor = (w: number) => (
    <Stack gap="md" mt="sm">
      {MONDAY_FIRST.map((weekday) => (
        <div key={weekday}>
          <Text fw={600} size="sm" mb={4}>
            {format.weekdayName(weekday)}
          </Text>
          <SpansEditor
            label={weeks.length > 1 ? `${t('staff_hours.week_n', { n: w + 1 })}, ${format.weekdayName(weekday)}` : format.weekdayName(weekday)}
            value={weeks[w]![weekday]!}
            onChange={(spans) => setDay(w, weekday, spans)}
            timeFormat={timeFormat}
            emptyText={t('staff_hours.not_working')}
            error={errors[`weeks.${w}.${weekday}`]}
          />
        </div>
      ))}
    </Stack>
  );

  return (
    <Stack gap="sm" data-pattern-editor>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <DateField label={t('staff_hours.starts_on')} value={startsOn} onChange={(value) => value && setStartsOn(String(value).slice(0, 10))} error={errors.starts_on} />
        <DateField
          label={t('staff_hours.ends_on')}
          value={endsOn}
          minDate={startsOn}
          clearable
          onChange={(value) => setEndsOn(value ? String(value).slice(0, 10) : null)}
          error={errors.ends_on}
        />
        <Select
          label={t('staff_hours.repeats')}
          data={Array.from({ length: MAX_ROTA_WEEKS }, (_, i) => ({ value: String(i + 1), label: i === 0 ? t('staff_hours.every_week') : t('staff_hours.every_n_weeks', { n: i + 1 }) }))}
          value={String(weeks.length)}
          onChange={setCycle}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-cycle
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('staff_hours.pattern_help')}
        {weeks.length > 1 && date >= startsOn ? ` ${t('staff_hours.date_in_week', { date: format.date(date), n: rotaWeekIndex(anchorOn, date, weeks.length) + 1 })}` : ''}
      </Text>
      {weeks.length === 1 ? (
        weekEditor(0)
      ) : (
        <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
          <Tabs.List>
            {weeks.map((_, w) => (
              <Tabs.Tab key={w} value={String(w)} c={fieldMessage(errors, `weeks.${w}`) ? 'red.8' : undefined}>
                {t('staff_hours.week_n', { n: w + 1 })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {weeks.map((_, w) => (
            <Tabs.Panel key={w} value={String(w)}>
              {weekEditor(w)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending} data-save-pattern>
          {t('staff_hours.save_pattern')}
        </Button>
      </Group>
    </Stack>
  );
}
