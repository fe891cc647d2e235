import { useMemo } from 'react';
import { Group, Paper, Radio, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { currencyDecimals, currencyOptions, currencySymbol } from '../utils/currencies';
import { pricePreview } from '../utils/price-preview';
import type { ProfileValues } from './profile-values';

interface PriceFormatFieldsProps {
  control: Control<ProfileValues>;
  register: UseFormRegister<ProfileValues>;
  setValue: UseFormSetValue<ProfileValues>;
  errors: FieldErrors<ProfileValues>;
  locale: string;
}

const PLACES = ['0', '1', '2', '3'];

/**
 * Currency (ISO 4217) with its symbol, and the price format (spec §9 "Display"): decimal places,
 * decimal separator, symbol before or after, with a live preview made by the app's own formatter.
 */
export function PriceFormatFields({ control, register, setValue, errors, locale }: PriceFormatFieldsProps) {
  const { t } = useTranslation();
  const [currency, symbol, position, separator, places] = useWatch({
    control,
    name: ['currency', 'currency_symbol', 'currency_symbol_position', 'decimal_separator', 'price_decimal_places'],
  });
  const currencies = useMemo(() => currencyOptions(locale, currency), [locale, currency]);
  const preview = pricePreview({
    currency_symbol: symbol ?? '',
    currency_symbol_position: position,
    decimal_separator: separator,
    price_decimal_places: Number.isInteger(places) ? places : 2,
  });

  const chooseCurrency = (code: string) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('currency', code, options);
    setValue('currency_symbol', currencySymbol(code), options);
    setValue('price_decimal_places', currencyDecimals(code), options);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('settings_screens.currency')}
              required
              searchable
              allowDeselect={false}
              data={currencies}
              nothingFoundMessage={t('settings_screens.nothing_found')}
              value={field.value}
              onChange={(value) => value && chooseCurrency(value)}
              onBlur={field.onBlur}
              error={errors.currency?.message}
              data-field="currency"
            />
          )}
        />
        <TextInput label={t('settings_screens.currency_symbol')} required maxLength={5} error={errors.currency_symbol?.message} {...register('currency_symbol')} />
        <Controller
          control={control}
          name="price_decimal_places"
          render={({ field }) => (
            <Select
              label={t('settings_screens.decimal_places')}
              allowDeselect={false}
              data={PLACES}
              value={String(field.value)}
              onChange={(value) => value !== null && field.onChange(Number(value))}
              onBlur={field.onBlur}
              error={errors.price_decimal_places?.message}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="decimal_separator"
          render={({ field }) => (
            <Radio.Group label={t('settings_screens.decimal_separator')} value={field.value} onChange={field.onChange} error={errors.decimal_separator?.message}>
              <Group gap="md" mt={6}>
                <Radio value="comma" label={t('settings_screens.separator_comma')} />
                <Radio value="dot" label={t('settings_screens.separator_dot')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="currency_symbol_position"
          render={({ field }) => (
            <Radio.Group label={t('settings_screens.symbol_position')} value={field.value} onChange={field.onChange} error={errors.currency_symbol_position?.message}>
              <Group gap="md" mt={6}>
                <Radio value="before" label={t('settings_screens.symbol_before')} />
                <Radio value="after" label={t('settings_screens.symbol_after')} />
              </Group>
            </Radio.Group>
          )}
        />
      </SimpleGrid>
      <Paper bg="var(--mantine-color-default-hover)" radius="md" p="sm">
        <Text size="sm" c="dimmed" id="price-preview-label">
          {t('settings_screens.preview_label')}
        </Text>
        <Text fw={700} fz="xl" aria-labelledby="price-preview-label" aria-live="polite" data-price-preview>
          {preview}
        </Text>
      </Paper>
    </>
  );
}
