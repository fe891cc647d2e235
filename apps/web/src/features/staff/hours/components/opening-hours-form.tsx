import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { spansProblem, type WeekPattern } from '@chairside/shared/rules/work-schedule';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateVenueHours } from '../api/update-venue-hours';
import { saveFailure } from '../utils/hours-errors';
import { MONDAY_FIRST } from '../utils/week';
import { SpansEditor } from './spans-editor';

interface OpeningHoursFormProps {
  days: WeekPattern;
  timeFormat: number | null | undefined;
}

/** The venue's opening hours per weekday, several intervals a day (a lunch closure is a gap); a day without any is closed. */
export function OpeningHoursForm({ days, timeFormat }: OpeningHoursFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [week, setWeek] = useState<WeekPattern>(() => days.map((day) => day.map((span) => ({ ...span }))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useUpdateVenueHours();

  const submit = async () => {
    setErrors({});
    setMessage(null);
    const local: Record<string, string> = {};
    week.forEach((spans, d) => {
      const problem = spansProblem(spans);
      if (problem) local[`days.${d}`] = t(`staff_hours.validation.${problem}`);
    });
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    try {
      const answer = await save.mutateAsync({ days: week });
      notify('positive', answer.message);
    } catch (error) {
      const failure = saveFailure(error, t('staff_hours.save_failed'));
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="opening-hours-title" data-opening-hours>
      <Stack gap="md">
        <Title order={2} size="h4" id="opening-hours-title">
          {t('staff_hours.opening_hours')}
        </Title>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        {MONDAY_FIRST.map((weekday) => (
          <Group key={weekday} align="flex-start" gap="md" wrap="wrap">
            <Text fw={600} size="sm" w={110} pt={4}>
              {format.weekdayName(weekday)}
            </Text>
            <SpansEditor
              label={format.weekdayName(weekday)}
              value={week[weekday]!}
              onChange={(spans) => setWeek((w) => w.map((day, d) => (d === weekday ? spans : day)))}
              timeFormat={timeFormat}
              emptyText={t('staff_hours.closed')}
              error={errors[`days.${weekday}`]}
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending} data-save-opening>
            {t('staff_hours.save_opening')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
