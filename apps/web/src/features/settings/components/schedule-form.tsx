import { useMemo } from 'react';
import { Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CALENDAR_VIEWS, type Language } from '@chairside/shared/constants';
import { calendarSectionFields, DATE_FORMATS, TIME_SLOT_INTERVALS, type CalendarSection } from '@chairside/shared/settings-sections';
import { useTranslation } from '@/lib/use-translation';
import { currentLanguage } from '@/lib/i18n';
import { formatDuration, weekdayName } from '@/lib/format';
import { timeOptions } from '@/components/ui/time-select';
import { useSectionForm } from '../hooks/use-section-form';
import { schedulePreview } from '../utils/schedule-preview';
import { FormAlert, SaveBar, SettingsCard } from './settings-layout';

const scheduleSchema = z.object(calendarSectionFields);
type ScheduleValues = CalendarSection;
const FIELDS = Object.keys(calendarSectionFields);
const MIDNIGHT = '24:00';
/** A fixed sample date for the preview (a Friday: the week order shows around it). */
const SAMPLE_DATE = new Date(2027, 2, 26);

/** The schedule (settings/venue section calendar): slot interval, display hours, week start, default view, time and date format. */
export function ScheduleForm({ data }: { data: CalendarSection }) {
  const { t } = useTranslation();
  const lang = currentLanguage() as Language;
  const { form, submit, discard, alert, dirty, saving } = useSectionForm({
    section: 'calendar',
    schema: scheduleSchema,
    initial: data,
    toValues: (saved: ScheduleValues) => saved,
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const { control } = form;
  const values = useWatch({ control }) as ScheduleValues;
  const timeFormat = values.time_format;
  const fromOptions = useMemo(() => timeOptions(values.calendar_display_hours?.from ?? '07:00', timeFormat), [values.calendar_display_hours?.from, timeFormat]);
  const toOptions = useMemo(
    () => [...timeOptions(values.calendar_display_hours?.to ?? '22:00', timeFormat).filter((o) => o.value !== MIDNIGHT), { value: MIDNIGHT, label: t('settings_screens.display_to_midnight') }],
    [values.calendar_display_hours?.to, timeFormat, t],
  );
  const preview = schedulePreview(values, SAMPLE_DATE, (day) => weekdayName(day, lang, 'short'));
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ value: String(day), label: weekdayName(day, lang, 'long') }));
  const hoursError = errors.calendar_display_hours;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={alert} />
        <SettingsCard id="schedule-calendar" title={t('settings_screens.calendar_title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="time_slot_interval"
              render={({ field }) => (
                <Select
                  label={t('settings_screens.time_slot_interval')}
                  allowDeselect={false}
                  data={TIME_SLOT_INTERVALS.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes, t) }))}
                  value={String(field.value)}
                  onChange={(value) => value && field.onChange(Number(value))}
                  onBlur={field.onBlur}
                  error={errors.time_slot_interval?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="calendar_default_view"
              render={({ field }) => (
                <Select
                  label={t('settings_screens.default_view')}
                  allowDeselect={false}
                  data={CALENDAR_VIEWS.map((view) => ({ value: view, label: t(`settings_screens.view_${view}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.calendar_default_view?.message}
                />
              )}
            />
          </SimpleGrid>
          <Stack gap={4} role="group" aria-labelledby="display-hours-label">
            <Text id="display-hours-label" size="sm" fw={500}>
              {t('settings_screens.display_hours')}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <Controller
                control={control}
                name="calendar_display_hours.from"
                render={({ field }) => (
                  <Select label={t('settings_screens.display_from')} searchable allowDeselect={false} maxDropdownHeight={260} data={fromOptions} value={field.value} onChange={(value) => value && field.onChange(value)} onBlur={field.onBlur} error={hoursError?.from?.message} />
                )}
              />
              <Controller
                control={control}
                name="calendar_display_hours.to"
                render={({ field }) => (
                  <Select label={t('settings_screens.display_to')} searchable allowDeselect={false} maxDropdownHeight={260} data={toOptions} value={field.value} onChange={(value) => value && field.onChange(value)} onBlur={field.onBlur} error={hoursError?.to?.message ?? hoursError?.message} />
                )}
              />
            </SimpleGrid>
          </Stack>
          <Controller
            control={control}
            name="start_of_week"
            render={({ field }) => (
              <Select label={t('settings_screens.start_of_week')} allowDeselect={false} data={weekdays} value={String(field.value)} onChange={(value) => value && field.onChange(Number(value))} onBlur={field.onBlur} error={errors.start_of_week?.message} />
            )}
          />
          <Controller
            control={control}
            name="use_end_of_day"
            render={({ field }) => (
              <Switch label={t('settings_screens.use_end_of_day')} checked={field.value === 1} onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)} onBlur={field.onBlur} />
            )}
          />
        </SettingsCard>

        <SettingsCard id="schedule-formats" title={t('settings_screens.formats_title')}>
          <Controller
            control={control}
            name="time_format"
            render={({ field }) => (
              <Radio.Group label={t('settings_screens.time_format')} value={String(field.value)} onChange={(value) => field.onChange(Number(value))} error={errors.time_format?.message}>
                <Group gap="md" mt={6}>
                  <Radio value="24" label={t('settings_screens.time_24')} />
                  <Radio value="12" label={t('settings_screens.time_12')} />
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="date_format"
            render={({ field }) => (
              <Select label={t('settings_screens.date_format')} allowDeselect={false} data={DATE_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} value={field.value} onChange={(value) => value && field.onChange(value)} onBlur={field.onBlur} error={errors.date_format?.message} />
            )}
          />
          <Paper bg="var(--mantine-color-default-hover)" radius="md" p="sm" aria-labelledby="schedule-preview-label" component="section">
            <Text size="sm" c="dimmed" id="schedule-preview-label">
              {t('settings_screens.schedule_preview_label')}
            </Text>
            <Stack gap={2} aria-live="polite" data-schedule-preview>
              <Text fw={600}>{t('settings_screens.schedule_preview', { date: preview.date, start: preview.start, end: preview.end })}</Text>
              <Text size="sm">{t('settings_screens.schedule_preview_grid', { times: preview.rows.join(' · ') })}</Text>
              <Text size="sm">{t('settings_screens.schedule_preview_week', { days: preview.days.join(' · ') })}</Text>
            </Stack>
          </Paper>
        </SettingsCard>

        <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
      </Stack>
    </form>
  );
}
