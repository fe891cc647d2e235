import { ActionIcon, Collapse, Group, NumberInput, Paper, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useController, type Control, type FieldErrors } from 'react-hook-form';
import { MINOR_UNIT_DIGITS } from '@chairside/shared/rules/price';
import { useTranslation } from '@/lib/use-translation';
import { formatDuration } from '@/lib/format';
import { allowedResources, lineValues, performs, resourceAfterServiceChange, serviceOptions } from '../../utils/service-options';
import { processingOn } from '../../utils/processing';
import { TimeSelect } from '@/components/ui/time-select';
import type { BookingOptions, BookingValues } from './booking-form-types';

interface ServiceLineFieldsProps {
  index: number;
  control: Control<BookingValues>;
  errors: FieldErrors<BookingValues>;
  options: BookingOptions;
  onRemove: (() => void) | null;
  /** the user's choice for the processing switch; null follows the service */
  processing: boolean | null;
  /** null: follow the (new) service again */
  onProcessing(on: boolean | null): void;
}

const numberOrNull = (value: string | number) => (value === '' || value === null ? null : Number(value));
const message = (value: unknown) => (typeof value === 'object' && value && 'message' in value ? String((value as { message?: string }).message ?? '') : undefined);
const toId = (value: string | null) => (value ? Number(value) : null);
const MINOR = 10 ** MINOR_UNIT_DIGITS;
/** Minor units as the number typed in the price box (12.5 for 1250). */
const toMajor = (minor: number) => String(minor / MINOR);

/**
 * One service line: the services its employee performs, that employee's own length, split and
 * price as placeholders, the resources the service may use (required when it needs one), start.
 */
export function ServiceLineFields({ index, control, errors, options, onRemove, processing, onProcessing }: ServiceLineFieldsProps) {
  const { t } = useTranslation();
  const lineErrors = errors.services?.[index];
  const service = useController({ control, name: `services.${index}.service_id` });
  const employee = useController({ control, name: `services.${index}.employee_id` });
  const resource = useController({ control, name: `services.${index}.resource_id` });
  const price = useController({ control, name: `services.${index}.price` });
  const duration = useController({ control, name: `services.${index}.duration` });
  const gap = useController({ control, name: `services.${index}.gap` });
  const finish = useController({ control, name: `services.${index}.finish` });
  const variant = useController({ control, name: `services.${index}.variant_id` });
  const chosen = options.services.find((s) => s.id === service.field.value);
  const values = chosen ? lineValues(chosen, employee.field.value, variant.field.value) : null;
  const serviceData = serviceOptions(options.services, employee.field.value, (s, own) => `${s.name} · ${formatDuration(own.duration, t)} · ${options.formatPrice(own.price)}`, t('calendar.service_ungrouped'));
  const staffFirst = [...options.employees].sort((a, b) => Number(chosen ? performs(chosen, b.id) : 0) - Number(chosen ? performs(chosen, a.id) : 0));
  const resources = allowedResources(chosen, options.resources);
  const needsResource = Boolean(chosen?.resource_required && resources.length);
  const processingShown = processingOn(processing, chosen, employee.field.value, variant.field.value);
  /** Length and split back to the (new) service's or variant's, unless the user typed their own. */
  const resetLength = (before: typeof values) => {
    const own = (v: number | null | undefined, standard: number | null | undefined) => v == null || v === standard;
    if (own(duration.field.value, before?.duration) && own(gap.field.value, before?.gap || null) && own(finish.field.value, before?.finish || null)) {
      duration.field.onChange(null);
      gap.field.onChange(null);
      finish.field.onChange(null);
    }
  };

  const chooseService = (id: number | null) => {
    service.field.onChange(id);
    variant.field.onChange(null);
    onProcessing(null); // the switch shows the new service's processing time
    const next = options.services.find((s) => s.id === id);
    resource.field.onChange(resourceAfterServiceChange(next, options.resources, resource.field.value));
    // Another service brings its own price, and its own length unless the line's was set by hand.
    price.field.onChange(null);
    resetLength(values);
  };
  // A variant (e.g. long hair) brings its own length, processing split and price.
  const chooseVariant = (id: number | null) => {
    variant.field.onChange(id);
    onProcessing(null);
    price.field.onChange(null);
    resetLength(values);
  };
  const chooseEmployee = (id: number | null) => {
    employee.field.onChange(id);
    // Another employee who does not perform the service: the line needs a new service.
    if (chosen && !performs(chosen, id)) service.field.onChange(null);
  };

  return (
    <Paper withBorder radius="md" p="sm" data-service-line={index}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {t('calendar.service_line', { number: index + 1 })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {values ? (
            <Text size="sm" data-line-price>
              {t('calendar.line_price', { price: options.formatPrice(price.field.value ?? values.price) })}
            </Text>
          ) : null}
          {onRemove ? (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('calendar.remove_service')}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          label={t('calendar.employee')}
          data={staffFirst.map((e) => ({ value: String(e.id), label: e.displayLabel }))}
          value={employee.field.value ? String(employee.field.value) : null}
          onChange={(value) => chooseEmployee(toId(value))}
          required
          allowDeselect={false}
          error={message(lineErrors?.employee_id)}
          comboboxProps={{ withinPortal: true }}
          data-line-employee
        />
        <Select
          label={t('calendar.service')}
          placeholder={t('calendar.service_choose')}
          data={serviceData}
          value={service.field.value ? String(service.field.value) : null}
          onChange={(value) => chooseService(toId(value))}
          searchable
          required
          error={message(lineErrors?.service_id)}
          nothingFoundMessage={t('calendar.service_none')}
          comboboxProps={{ withinPortal: true }}
          data-line-service
        />
        {chosen?.variants.length ? (
          <Select
            label={t('calendar.variant')}
            placeholder={t('calendar.variant_choose')}
            data={chosen.variants.map((v) => ({ value: String(v.id), label: `${v.name} · ${formatDuration(v.duration, t)} · ${options.formatPrice(v.price)}` }))}
            value={variant.field.value ? String(variant.field.value) : null}
            onChange={(value) => chooseVariant(toId(value))}
            clearable
            error={message(lineErrors?.variant_id)}
            comboboxProps={{ withinPortal: true }}
            data-line-variant
          />
        ) : null}
        <Controller
          control={control}
          name={`services.${index}.start_time`}
          render={({ field }) => (
            <TimeSelect label={t('calendar.start')} value={field.value} onChange={field.onChange} timeFormat={options.timeFormat} error={message(lineErrors?.start_time)} required />
          )}
        />
        <NumberInput
          label={t('calendar.duration_minutes')}
          placeholder={values ? String(values.duration) : undefined}
          description={values?.gap ? t('calendar.processing_split', { gap: values.gap, finish: values.finish }) : undefined}
          value={duration.field.value ?? ''}
          onChange={(value) => duration.field.onChange(numberOrNull(value))}
          min={5}
          max={1440}
          step={5}
          error={message(lineErrors?.duration)}
          data-line-duration
        />
        <NumberInput
          label={t('calendar.price')}
          placeholder={values ? toMajor(values.price) : undefined}
          value={price.field.value == null ? '' : toMajor(price.field.value)}
          onChange={(value) => price.field.onChange(value === '' ? null : Math.round(Number(value) * MINOR))}
          min={0}
          decimalScale={MINOR_UNIT_DIGITS}
          decimalSeparator={options.decimalSeparator ?? '.'}
          error={message(lineErrors?.price)}
          data-line-price-input
        />
        {options.resources.length ? (
          <Select
            label={t('calendar.resource')}
            placeholder={needsResource ? t('calendar.resource_any') : t('calendar.resource_none')}
            data={resources.map((r) => ({ value: String(r.id), label: r.displayLabel }))}
            value={resource.field.value ? String(resource.field.value) : null}
            onChange={(value) => resource.field.onChange(toId(value))}
            clearable
            error={message(lineErrors?.resource_id)}
            comboboxProps={{ withinPortal: true }}
            data-line-resource
          />
        ) : null}
      </SimpleGrid>
      <Switch mt="sm" size="sm" checked={processingShown} data-line-processing onChange={(e) => onProcessing(e.currentTarget.checked)} label={t('calendar.processing_time')} description={t('calendar.processing_hint')} />
      <Collapse expanded={processingShown}>
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          <NumberInput label={t('calendar.gap_minutes')} placeholder={String(values?.gap ?? 0)} value={gap.field.value ?? ''} onChange={(v) => gap.field.onChange(numberOrNull(v))} min={0} step={5} error={message(lineErrors?.gap)} />
          <NumberInput label={t('calendar.finish_minutes')} placeholder={String(values?.finish ?? 0)} value={finish.field.value ?? ''} onChange={(v) => finish.field.onChange(numberOrNull(v))} min={0} step={5} error={message(lineErrors?.finish)} />
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
