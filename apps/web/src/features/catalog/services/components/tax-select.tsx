import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { api } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { taxKeys } from '../../taxes/api/tax-keys';
import { percentText } from '../../taxes/components/rate-form';

/** GET services/tax-rates (under the taxes' key: a change of the rates refreshes it). */
const useServiceTaxRates = () =>
  useQuery({ queryKey: [...taxKeys.all, 'service-choices'], queryFn: ({ signal }) => api.get<TaxesResponse>('services/tax-rates', undefined, { signal }) });

const DEFAULT = 'default';

/**
 * The service's tax rate: "Venue default (21 %)" (null: follows the venue's default for services)
 * or one of the active rates; a rate archived after it was chosen stays shown. The description
 * says whether prices are entered with or without tax (the venue's setting).
 */
export function TaxSelect({ value, onChange, error }: { value: number | null; onChange(value: number | null): void; error?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = useServiceTaxRates();
  const active = rates.data?.data ?? [];
  const percent = (rate: number) => `${percentText(rate, format.decimalSeparator)} %`;
  const fallback = active.find((rate) => rate.id === rates.data?.default_service_id);
  const label = (rate: { name: string; rate: number }) => (rate.name.includes(percent(rate.rate)) ? rate.name : `${rate.name} (${percent(rate.rate)})`);
  const data = [
    { value: DEFAULT, label: fallback ? t('catalog_services.tax_venue_default', { rate: percent(fallback.rate) }) : t('catalog_services.tax_venue_default_none') },
    ...active.map((rate) => ({ value: String(rate.id), label: label(rate) })),
  ];
  if (value !== null && !active.some((rate) => rate.id === value)) data.push({ value: String(value), label: rates.isPending ? '…' : `#${value}` });
  return (
    <Select
      label={t('catalog_services.tax_label')}
      description={rates.data ? t(rates.data.tax_calculation === 'excluded' ? 'catalog_resources.mode_excluded' : 'catalog_resources.mode_included') : undefined}
      data={data}
      value={value === null ? DEFAULT : String(value)}
      onChange={(next) => onChange(next === null || next === DEFAULT ? null : Number(next))}
      allowDeselect={false}
      error={error}
      data-service-tax-select
    />
  );
}
