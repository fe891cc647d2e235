import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { IconPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { storeBody, type StoreBody } from '@chairside/shared/calendar';
import type { Repeat } from '@chairside/shared/rules/calendar-recurrence';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { formatClock, parseClock } from '../../utils/clock';
import { DEFAULT_REPEAT, repeatIssues, repeatRule, type RepeatState } from '../../utils/repeat';
import { lineValues } from '../../utils/service-options';
import { processingOf } from '../../utils/booking-values';
import type { CustomerSummary } from '@chairside/shared/customers';
import { lineProcessing, processingOn } from '../../utils/processing';
import { ColorSwatches } from './color-swatches';
import { CustomerPicker } from './customer-picker';
import { HoursWarnings } from './hours-warning';
import { RepeatFields } from './repeat-fields';
import { ServiceLineFields } from './service-line-fields';
import type { BookingOptions, BookingValues } from './booking-form-types';

interface BookingFormProps {
  defaults: BookingValues;
  options: BookingOptions;
  /** edit: an existing booking (no repeat, status kept per line, Save instead of Book) */
  mode?: 'new' | 'edit';
  /** the booking's customer, shown before any search */
  customer?: CustomerSummary | null;
  /** `repeat` is set when the booking repeats (POST appointments/recurring); rejects when the booking failed */
  onSubmit(values: StoreBody, repeat: Repeat | null): Promise<void>;
  onCancel(): void;
}

/** Fields of the form a server error can be shown on (others, such as repeat.count, go above the form). */
const FORM_FIELDS = ['customer_id', 'date', 'status', 'color', 'note', 'services'];

/** New booking (or an edit of one): customer, date, service lines (employee, service, resource, start, length, processing), repeat, colour, status, note. */
export function BookingForm({ defaults, options, mode = 'new', customer = null, onSubmit, onCancel }: BookingFormProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string[]>([]);
  const editing = mode === 'edit';
  // Per line: the user's choice for the processing switch, or null to follow the line's service
  // (an edited line starts from what it was booked with).
  const [processing, setProcessing] = useState<(boolean | null)[]>(() => (editing ? processingOf(defaults) : defaults.services.map(() => null)));
  const [repeat, setRepeat] = useState<RepeatState>(DEFAULT_REPEAT);
  const form = useForm<BookingValues, unknown, StoreBody>({ resolver: zodResolver(storeBody, translatedIssues), defaultValues: defaults });
  // The lines carry their own `id` (appointments/update): the field array keys them by `key`.
  const lines = useFieldArray({ control: form.control, name: 'services', keyName: 'key' });
  const date = useWatch({ control: form.control, name: 'date' });
  const watchedLines = useWatch({ control: form.control, name: 'services' });
  const { errors } = form.formState;

  const addLine = () => {
    const values = form.getValues('services');
    const last = values[values.length - 1];
    const service = options.services.find((s) => s.id === last?.service_id);
    const length = last?.duration ?? (service ? lineValues(service, last?.employee_id, last?.variant_id).duration : 30);
    const end = last ? parseClock(last.start_time) + length : 600;
    lines.append({ employee_id: last?.employee_id ?? options.employees[0]?.id ?? 0, start_time: formatClock(Math.min(end, 1435)), service_id: null, duration: null, gap: null, finish: null, resource_id: null });
    setProcessing((list) => [...list, null]);
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert([]);
    // A line whose service needs a resource and names none gets the first free one when saved (the API picks it).
    if (repeat.on && Object.keys(repeatIssues(values.date, repeat)).length) return;
    const body: StoreBody = {
      ...values,
      services: values.services.map((line, i) => lineProcessing(line, processingOn(processing[i], options.services.find((s) => s.id === line.service_id), line.employee_id, line.variant_id))),
    };
    try {
      await onSubmit(body, repeat.on ? repeatRule(repeat) : null);
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FORM_FIELDS, t('calendar.change_failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-booking-form>
      <Stack gap="md">
        {alert.length ? (
          <Alert color="red" variant="light">
            {alert.join(' ')}
          </Alert>
        ) : null}
        <Controller control={form.control} name="customer_id" render={({ field }) => <CustomerPicker value={field.value} initial={customer} onChange={field.onChange} error={errors.customer_id?.message} />} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField label={t('calendar.date')} value={field.value} onChange={(value) => value && field.onChange(String(value).slice(0, 10))} required error={errors.date?.message} />
            )}
          />
          {editing ? null : (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <SegmentedControl
                  mt={{ base: 0, sm: 24 }}
                  value={field.value ?? 'new'}
                  onChange={field.onChange}
                  data={[
                    { value: 'new', label: t('calendar.status_new') },
                    { value: 'confirmed', label: t('calendar.status_confirmed') },
                  ]}
                  aria-label={t('calendar.status')}
                />
              )}
            />
          )}
        </SimpleGrid>
        {lines.fields.map((line, index) => (
          <ServiceLineFields
            key={line.key}
            index={index}
            control={form.control}
            errors={errors}
            options={options}
            processing={processing[index] ?? null}
            onProcessing={(on) => setProcessing((list) => list.map((value, i) => (i === index ? on : value)))}
            onRemove={lines.fields.length > 1 ? () => { lines.remove(index); setProcessing((list) => list.filter((_, i) => i !== index)); } : null}
          />
        ))}
        <HoursWarnings date={date} lines={watchedLines} options={options} />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addLine} style={{ alignSelf: 'flex-start' }}>
          {t('calendar.add_service')}
        </Button>
        {editing ? null : <RepeatFields date={date} value={repeat} onChange={setRepeat} showErrors={form.formState.submitCount > 0} formatDate={options.formatDate} />}
        <Controller control={form.control} name="color" render={({ field }) => <ColorSwatches label={t('calendar.color')} value={field.value} onChange={field.onChange} />} />
        <Textarea label={t('calendar.note')} autosize minRows={2} maxRows={5} {...form.register('note')} error={errors.note?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('calendar.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} data-book>
            {editing ? t('calendar.save') : t('calendar.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
