import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { spansProblem, type ClockSpan } from '@chairside/shared/rules/work-schedule';
import type { GridCell } from '@chairside/shared/staff-hours';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSetException } from '../api/set-exception';
import { fieldMessage, saveFailure } from '../utils/hours-errors';
import { SpansEditor } from './spans-editor';

interface DayEditorProps {
  employeeId: number;
  date: string;
  dayLabel: string;
  cell: GridCell | undefined;
  timeFormat: number | null | undefined;
  onDone(): void;
}

/** This day only: its intervals instead of the pattern, a day off, or back to the pattern. */
export function DayEditor({ employeeId, date, dayLabel, cell, timeFormat, onDone }: DayEditorProps) {
  const { t } = useTranslation();
  const [spans, setSpans] = useState<ClockSpan[]>(cell?.spans ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSetException(employeeId);

  const send = async (value: ClockSpan[] | null) => {
    setErrors({});
    setMessage(null);
    const problem = value ? spansProblem(value) : null;
    if (problem) {
      setErrors({ spans: t(`staff_hours.validation.${problem}`) });
      return;
    }
    try {
      const answer = await save.mutateAsync({ date, spans: value });
      notify('positive', answer.message);
      onDone();
    } catch (error) {
      const failure = saveFailure(error, t('staff_hours.save_failed'));
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <Stack gap="sm" data-day-editor>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Text size="sm" c="dimmed" data-day-source>
        {t(`staff_hours.source_${cell?.source ?? 'none'}`)}
      </Text>
      <SpansEditor
        label={dayLabel}
        value={spans}
        onChange={setSpans}
        timeFormat={timeFormat}
        emptyText={t('staff_hours.day_off')}
        error={fieldMessage(errors, 'spans') ?? fieldMessage(errors, 'date')}
      />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="default" onClick={() => void send([])} disabled={save.isPending}>
            {t('staff_hours.make_day_off')}
          </Button>
          {cell?.source === 'exception' && (
            <Button variant="default" onClick={() => void send(null)} disabled={save.isPending}>
              {t('staff_hours.follow_pattern')}
            </Button>
          )}
        </Group>
        <Button onClick={() => void send(spans)} loading={save.isPending} data-save-day>
          {t('staff_hours.save_day')}
        </Button>
      </Group>
    </Stack>
  );
}
