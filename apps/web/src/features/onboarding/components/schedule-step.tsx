import { Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { currentLanguage } from '@/lib/i18n';
import { translatedIssues } from '@/lib/form-errors';
import { useInitialSettings } from '@/lib/auth';
import { TimeSelect } from '@/components/ui/time-select';
import { toDays, toHours, weekdayName } from '../utils/hours';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const scheduleForm = z.object({
  days: z.array(
    z
      .object({ weekday: z.number(), open: z.boolean(), opens_at: clock, closes_at: clock })
      .refine((day) => !day.open || day.closes_at > day.opens_at, {
        path: ['closes_at'],
        params: { key: 'validation.closes_before_opens' },
      }),
  ),
});
type ScheduleForm = z.infer<typeof scheduleForm>;

/** Step 5: opening hours per weekday (one interval a day; a closed day has none). */
export function ScheduleStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const locale = LOCALE_TAG[currentLanguage()];
  // The venue's clock (12 or 24 h), as on the calendar, whatever the browser's locale.
  const timeFormat = useInitialSettings().data?.time_format;
  const form = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleForm, translatedIssues),
    defaultValues: { days: toDays(state.answers.schedule.hours) },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'days' });
  const days = useWatch({ control: form.control, name: 'days' });
  // The server names intervals by their place among the open days: hours.<n>.<field> → days.<day>.<field>.
  const setServerError: UseFormSetError<ScheduleForm> = (name, error, options) => {
    const match = /^hours\.(\d+)\.(opens_at|closes_at)$/.exec(name);
    const openDays = form.getValues('days').map((day, index) => (day.open ? index : -1)).filter((index) => index >= 0);
    const day = match ? openDays[Number(match[1])] : undefined;
    if (match && day !== undefined) form.setError(`days.${day}.${match[2] as 'opens_at' | 'closes_at'}`, error, options);
    else form.setError('root', error);
  };
  const { run, alert, pending } = useStepSave(setServerError, ['hours'], onSaved);
  const submit = form.handleSubmit(({ days }) => run({ step: 'schedule', hours: toHours(days) }));
  const timeField = (index: number, side: 'opens_at' | 'closes_at', label: string, error: string | undefined) => (
    <Controller
      control={form.control}
      name={`days.${index}.${side}`}
      render={({ field }) => <TimeSelect aria-label={label} w={140} value={field.value} onChange={field.onChange} timeFormat={timeFormat} error={error} />}
    />
  );
  const copyFirst = () => {
    const days = form.getValues('days');
    const first = days.find((day) => day.open);
    if (!first) return;
    days.forEach((day, index) => {
      if (!day.open) return;
      form.setValue(`days.${index}.opens_at`, first.opens_at, { shouldDirty: true });
      form.setValue(`days.${index}.closes_at`, first.closes_at, { shouldDirty: true });
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('onboarding.schedule_hint')}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={copyFirst}>
            {t('onboarding.copy_first_day')}
          </Anchor>
        </Group>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {fields.map((item, index) => {
            const day = weekdayName(item.weekday, locale);
            const open = days[index]?.open ?? item.open;
            const errors = form.formState.errors.days?.[index];
            return (
              <Group key={item.id} component="li" wrap="wrap" gap="sm" align="flex-start" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Controller
                  control={form.control}
                  name={`days.${index}.open`}
                  render={({ field }) => (
                    <Switch
                      w={170}
                      mt={8}
                      label={day}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      styles={{ label: { textTransform: 'capitalize' } }}
                    />
                  )}
                />
                {open ? (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {timeField(index, 'opens_at', t('onboarding.opens_on', { day }), errors?.opens_at?.message)}
                    <Text mt={8} aria-hidden>
                      –
                    </Text>
                    {timeField(index, 'closes_at', t('onboarding.closes_on', { day }), errors?.closes_at?.message)}
                  </Group>
                ) : (
                  <Text mt={8} c="dimmed" size="sm">
                    {t('onboarding.closed')}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
        <StepActions onBack={onBack} pending={pending} alert={[...alert, ...(form.formState.errors.root?.message ? [form.formState.errors.root.message] : [])]} />
      </Stack>
    </form>
  );
}
