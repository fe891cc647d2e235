import { Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { MINOR_UNIT_DIGITS, parsePrice } from '@chairside/shared/rules/price';
import { useInitialSettings } from '@/lib/auth';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { StarterRow } from '../utils/starter-rows';

interface RowProps {
  control: Control<{ rows: StarterRow[] }>;
  index: number;
  row: StarterRow;
}

/**
 * One starter service: the tick, then name, length (minutes) and price, editable while ticked. On a
 * phone the name takes the line and length and price go under it.
 */
export function StarterServiceRow({ control, index, row }: RowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const settings = useInitialSettings().data;
  const symbol = settings?.currency_symbol ?? '';
  const before = settings?.currency_symbol_position === 'before';
  const errors = useFormState({ control, name: `rows.${index}` }).errors.rows?.[index];
  const service = row.name || row.key;
  const off = !row.checked;

  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Controller
        control={control}
        name={`rows.${index}.checked`}
        render={({ field }) => (
          <Checkbox mt={8} aria-label={t('onboarding_catalog.offer', { service })} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
        )}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group wrap="wrap" gap="xs" align="flex-start">
          <Controller
            control={control}
            name={`rows.${index}.name`}
            render={({ field }) => (
              <TextInput
                style={{ flex: '1 1 220px', minWidth: 0 }}
                aria-label={t('onboarding_catalog.name_of', { service })}
                maxLength={120}
                disabled={off}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                error={errors?.name?.message}
              />
            )}
          />
          <Group wrap="nowrap" gap="xs" align="flex-start">
            <Controller
              control={control}
              name={`rows.${index}.duration`}
              render={({ field }) => (
                <NumberInput
                  w={104}
                  aria-label={t('onboarding_catalog.duration_of', { service })}
                  disabled={off}
                  min={5}
                  max={1440}
                  step={5}
                  allowDecimal={false}
                  allowNegative={false}
                  suffix={` ${t('onboarding_catalog.minutes')}`}
                  value={field.value ?? ''}
                  onChange={(next) => field.onChange(typeof next === 'number' ? next : next === '' ? null : Number.parseInt(next, 10) || null)}
                  error={errors?.duration?.message}
                />
              )}
            />
            <Controller
              control={control}
              name={`rows.${index}.price`}
              render={({ field }) => (
                <NumberInput
                  w={124}
                  aria-label={t('onboarding_catalog.price_of', { service })}
                  disabled={off}
                  min={0}
                  allowNegative={false}
                  decimalScale={MINOR_UNIT_DIGITS}
                  fixedDecimalScale
                  decimalSeparator={format.decimalSeparator}
                  thousandSeparator={false}
                  prefix={before && symbol ? `${symbol} ` : undefined}
                  suffix={!before && symbol ? ` ${symbol}` : undefined}
                  value={field.value / 10 ** MINOR_UNIT_DIGITS}
                  onChange={(next) => field.onChange(typeof next === 'number' ? Math.round(next * 10 ** MINOR_UNIT_DIGITS) : (parsePrice(next) ?? 0))}
                  error={errors?.price?.message}
                />
              )}
            />
          </Group>
        </Group>
        {(row.gap > 0 || row.price === 0) && (
          <Text size="xs" c="dimmed">
            {[row.gap > 0 ? t('onboarding_catalog.processing', { gap: row.gap }) : null, row.price === 0 ? t('onboarding_catalog.free') : null].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
