import { ActionIcon, Collapse, Group, NumberInput, Paper, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@chairside/shared/rules/duration';
import { TimeSelect } from './time-select';
import type { BookingOptions, BookingValues } from './booking-form-types';

interface ServiceLineFieldsProps {
  index: number;
  control: Control<BookingValues>;
  errors: FieldErrors<BookingValues>;
  options: BookingOptions;
  onRemove: (() => void) | null;
  processing: boolean;
  onProcessing(on: boolean): void;
}

const numberOrNull = (value: string | number) => (value === '' || value === null ? null : Number(value));

/** One service line: service, employee, resource, start, length and its processing split. */
export function ServiceLineFields({ index, control, errors, options, onRemove, processing, onProcessing }: ServiceLineFieldsProps) {
  const { t } = useTranslation();
  const lineErrors = errors.services?.[index];
  const serviceId = useWatch({ control, name: `services.${index}.service_id` });
  const service = options.services.find((s) => s.id === serviceId);
  const units = { hour: t('calendar.unit_hour'), minute: t('calendar.unit_minute') };
  const staffFirst = [...options.employees].sort((a, b) => Number(service?.employeeIds.includes(b.id) ?? 0) - Number(service?.employeeIds.includes(a.id) ?? 0));
  const message = (value: unknown) => (typeof value === 'object' && value && 'message' in value ? String((value as { message?: string }).message ?? '') : undefined);

  return (
    <Paper withBorder radius="md" p="sm" data-service-line={index}>
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {t('calendar.service_line', { number: index + 1 })}
        </Text>
        {onRemove ? (
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('calendar.remove_service')}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Controller
          control={control}
          name={`services.${index}.service_id`}
          render={({ field }) => (
            <Select
              label={t('calendar.service')}
              placeholder={t('calendar.service_choose')}
              data={options.services.map((s) => ({ value: String(s.id), label: `${s.name} · ${formatDuration(s.duration, units)}` }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              searchable
              required
              error={message(lineErrors?.service_id)}
              nothingFoundMessage={t('calendar.service_none')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name={`services.${index}.employee_id`}
          render={({ field }) => (
            <Select
              label={t('calendar.employee')}
              data={staffFirst.map((e) => ({ value: String(e.id), label: e.displayLabel }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              required
              allowDeselect={false}
              error={message(lineErrors?.employee_id)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name={`services.${index}.start_time`}
          render={({ field }) => (
            <TimeSelect label={t('calendar.start')} value={field.value} onChange={field.onChange} timeFormat={options.timeFormat} error={message(lineErrors?.start_time)} required />
          )}
        />
        <Controller
          control={control}
          name={`services.${index}.duration`}
          render={({ field }) => (
            <NumberInput
              label={t('calendar.duration_minutes')}
              placeholder={service ? String(service.duration) : undefined}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              min={5}
              max={1440}
              step={5}
              error={message(lineErrors?.duration)}
            />
          )}
        />
        {options.resources.length ? (
          <Controller
            control={control}
            name={`services.${index}.resource_id`}
            render={({ field }) => (
              <Select
                label={t('calendar.resource')}
                placeholder={t('calendar.resource_none')}
                data={options.resources.map((r) => ({ value: String(r.id), label: r.displayLabel }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                clearable
                error={message(lineErrors?.resource_id)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        ) : null}
      </SimpleGrid>
      <Switch mt="sm" size="sm" checked={processing} onChange={(e) => onProcessing(e.currentTarget.checked)} label={t('calendar.processing_time')} description={t('calendar.processing_hint')} />
      <Collapse expanded={processing}>
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          <Controller
            control={control}
            name={`services.${index}.gap`}
            render={({ field }) => (
              <NumberInput label={t('calendar.gap_minutes')} placeholder={service ? String(service.gap) : '0'} value={field.value ?? ''} onChange={(v) => field.onChange(numberOrNull(v))} min={0} step={5} error={message(lineErrors?.gap)} />
            )}
          />
          <Controller
            control={control}
            name={`services.${index}.finish`}
            render={({ field }) => (
              <NumberInput label={t('calendar.finish_minutes')} placeholder={service ? String(service.finish) : '0'} value={field.value ?? ''} onChange={(v) => field.onChange(numberOrNull(v))} min={0} step={5} error={message(lineErrors?.finish)} />
            )}
          />
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
