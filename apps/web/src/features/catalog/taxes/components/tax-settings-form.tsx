import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { taxLine, type TaxMode } from '@chairside/shared/rules/tax';
import { errorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveTaxSettings } from '../api/save-tax-settings';
import { percentText } from './rate-form';

const EXAMPLE_PRICE = 10_000;

/** The defaults for services and products and tax-inclusive or -exclusive prices, with a worked example line. */
export function TaxSettingsForm({ taxes }: { taxes: TaxesResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveTaxSettings();
  const [service, setService] = useState<string | null>(taxes.default_service_id ? String(taxes.default_service_id) : null);
  const [product, setProduct] = useState<string | null>(taxes.default_product_id ? String(taxes.default_product_id) : null);
  const [mode, setMode] = useState<TaxMode>(taxes.tax_calculation);
  const [failure, setFailure] = useState<string | null>(null);
  const active = taxes.data.filter((rate) => !rate.archived);
  const options = active.map((rate) => ({
    value: String(rate.id),
    // The name and the percentage: "BTW laag 9 % · 9 %" reads oddly, so the percentage is added only when the name lacks it.
    label: rate.name.includes('%') ? rate.name : `${rate.name} · ${percentText(rate.rate, format.decimalSeparator)} %`,
  }));
  const exampleRate = active.find((rate) => String(rate.id) === service)?.rate ?? active[0]?.rate ?? 0;
  const line = taxLine({ amount: EXAMPLE_PRICE, rate: exampleRate }, mode);

  const submit = async () => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        tax_calculation: mode,
        default_service_id: service ? Number(service) : null,
        default_product_id: product ? Number(product) : null,
      });
      notify('positive', answer.message);
    } catch (error) {
      setFailure(errorText(error) ?? t('catalog_resources.taxes_load_failed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tax-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="tax-settings-title">
          {t('catalog_resources.defaults')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('catalog_resources.default_service')} data={options} value={service} onChange={setService} clearable placeholder={t('catalog_resources.default_none')} data-default-service />
          <Select label={t('catalog_resources.default_product')} data={options} value={product} onChange={setProduct} clearable placeholder={t('catalog_resources.default_none')} data-default-product />
        </SimpleGrid>
        <Radio.Group label={t('catalog_resources.pricing')} value={mode} onChange={(value) => setMode(value as TaxMode)}>
          <Stack gap="xs" mt="xs">
            <Radio value="included" label={t('catalog_resources.mode_included')} description={t('catalog_resources.mode_included_hint')} />
            <Radio value="excluded" label={t('catalog_resources.mode_excluded')} description={t('catalog_resources.mode_excluded_hint')} />
          </Stack>
        </Radio.Group>
        <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
          <Text size="sm" fw={600}>
            {t('catalog_resources.example')}
          </Text>
          <Text size="sm" data-tax-example>
            {t('catalog_resources.example_line', {
              price: format.price(EXAMPLE_PRICE),
              rate: percentText(exampleRate, format.decimalSeparator),
              net: format.price(line.net),
              tax: format.price(line.tax),
              gross: format.price(line.gross),
            })}
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending} data-save-tax-settings>
            {t('catalog_resources.save_settings')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
